// `@seawave/shared-data/server`: what the Cloud Functions use, so they check and store data by the site's own
// rules. Pure TypeScript without the browser SDK; the functions' bundle carries it.
export { businessDayKey, businessDayOffsetMs } from '../business-day';
export { businessDurationText, businessInstantAfter, businessMillisBetween, ONE_BUSINESS_HOUR_MS } from '../business-hours';
export { toRate } from '../core/mapping';
export { collections, contentTypeOf, isEmailAddress, randomId, resumeStoragePath, validateFile } from '../entities';
export {
  calendarDayText,
  cargoFigures,
  cargoNoteText,
  CONFIRM_PRICE_TEXT,
  isContainerLoad,
  isFreightMode,
  PACKAGES_SUBCOLLECTION,
  PRICE_LATER_PROMISE_TEXT,
  PRICE_LATER_TEXT,
  priceAmountText,
  stackingText,
  summarizeCargo,
  transitText,
  type IndicativePrice,
  type PackageField,
  type PackageLine,
} from '../freight';
export {
  CLIENT_ID_PATTERN,
  IDENTITY_REFUSED_TEXT,
  limitMessage,
  NORMAL_PER_HOUR,
  PUBLIC_LIMITS_COLLECTION,
  publicFormFunctions,
  publicFormLimit,
  RESUME_MISSING_TEXT,
  SUBMISSION_ID_PATTERN,
  TICKET_SECONDS,
  UPLOAD_TICKETS_COLLECTION,
  VACANCY_CLOSED_TEXT,
  type LimitScope,
  type LimitWindow,
  type PublicFormKind,
  type QuoteSubmitted,
  type RefusalDetails,
  type ResumeUploadTicket,
  type Submitted,
  type WindowLimits,
} from '../public-forms';
export {
  isPriceExpired,
  QUOTE_REFUSED_TEXTS,
  questionProblem,
  quoteReplyFunctions,
  quoteStatusPath,
  quoteStatusView,
  SHIPPER,
  shipperMessageKinds,
  STATUS_KEY_DOCUMENT,
  STATUS_LINK_TEXT,
  staffPriceOf,
  staffPriceText,
  type QuoteStatusView,
  type ShipperMessageKind,
  type StaffPrice,
} from '../quote-status';
export { formatReference, nextReference, referenceCounterPath, referenceYear, type ReferenceKind } from '../reference/reference';
export { EntityValidationError, parseEntity } from '../schemas/check';
export { displayText, shownValues } from '../schemas/display';
export { applicant, quote } from '../schemas/entity-schemas';
export { resumeContentTypes, type ResumeType } from '../schemas/file-signatures';
export { newApplicantSchema, newQuoteSchema } from '../schemas/input-schemas';
export { searchKeyOf, searchTermsOf, type SearchValues } from '../search/search-terms';
export { isVacancyOpen } from '../vacancy-open';
export { arrivalFieldsOf, searchTermsOfDocument, searchValuesOf, storedPackageLines, storedText, type StoredFields } from './arrival-fields';
export { indicativePriceOf, pricedQuoteOf, storedPriceOf, type RateCard } from './indicative-price';
export { attachmentDisposition, judgeResume, RESUME_CACHE_CONTROL, RESUME_MAX_BYTES, resumeDownloadName, resumeProblemTexts, type ResumeProblem } from '../schemas/resume-check';
export { newStatusKey, statusKeyHash, statusKeyMatches } from './status-key';
export { buildIdOf, parseRemotesFile, RELEASE_GUARDS, type RemoteRelease } from '../releases/composition';
export { candidateVerdict, ERROR_REPORTS, errorReportId, minuteOf, RELEASE_STATS, releaseStatsId, type BuildCounts, type ErrorReport } from '../releases/error-reports';
