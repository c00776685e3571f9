// A separate entry, so that only the pages with a form, and the data interface, load the schema library.
export { entities, storedApplicantSchema, storedPostSchema, storedQuoteSchema, storedRateSchema, storedVacancySchema } from './entity-schemas';
export { newApplicantSchema, newPostSchema, newQuoteSchema, newRateSchema, newVacancySchema, postUpdateSchema, staffEmailSchema } from './input-schemas';
export { emptyForm, type FormValues, type FullFormValues } from './form-values';
export { checkForm, parseEntity, EntityValidationError, CHARACTERS_TEXT, CHOICE_TEXT, FORMAT_TEXT, DATE_TEXT, PACKAGE_TEXT, type FormCheck, type FormMessages } from './check';
export { checkImageContent, checkResumeContent, matchesResumeType, IMAGE_CONTENT_TEXT, RESUME_CONTENT_TEXT } from './file-content';
export { matchesImageType, resumeTypeOf, zipHasEntry } from './file-signatures';
export { conditionHolds, issueCodes, isAsked, isCalendarDay, type DisplayKind, type FieldCondition, type IssueCode, type Screen, type StoredPackageLine } from './field-helpers';
export { submissionFailureMessage, OFFLINE_TEXT, UNCONFIRMED_TEXT } from '../submission-errors';
export { displayText, isEmptyValue, shownFields, shownValues, type ShownField } from './display';
export { quote as quoteEntity, applicant as applicantEntity } from './entity-schemas';
