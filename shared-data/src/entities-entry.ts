// A separate entry, so pages without a form or a list do not download it; stateless, so each container bundles its own.
export {
  experienceOptions,
  fieldLimits,
  numberLimits,
  acceptAttribute,
  validateFile,
  PHONE_INVALID_TEXT,
  TOO_LONG_TEXT,
  fieldNotes,
  FileValidationError,
  sortByCreatedAt,
} from './entities';
export { isVacancyOpen, type VacancyOpenness } from './vacancy-open';
export { businessDayKey } from './business-day';
export { servicePages, type ServicePage } from './services';
