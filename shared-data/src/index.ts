/**
 * Public surface of @seawave/shared-data: types, light helpers, the runtime
 * configuration, the lazy data-interface loader and the auth store. Shared as
 * ONE federation singleton. Heavy code (the Firebase SDK) is reached
 * only through dynamic import() inside getDataApi() and the auth store.
 * The entity schemas (and their schema library) are a separate entry,
 * `@seawave/shared-data/schemas`, loaded by the pages with a form only.
 */
export {
  services,
  serviceValues,
  serviceLabels,
  type Service,
  experienceOptions,
  fieldLimits,
  acceptAttribute,
  validateFile,
  PHONE_INVALID_TEXT,
  TOO_LONG_TEXT,
  fieldNotes,
  FileValidationError,
  sortByCreatedAt,
  type ServiceValue,
  type Post,
  type Vacancy,
  type Applicant,
  type Quote,
  type Relocate,
  type ExperienceRange,
  type PhotoInput,
  type NewPost,
  type PostUpdate,
  type NewVacancy,
  type NewApplicant,
  type NewQuote,
  type SortOrder,
} from './entities';
export {
  StoredFileMissingError,
  type UploadOptions,
  type UploadProgress,
  type PageCursor,
  type PageRequest,
  type PageResult,
  type QuoteFilters,
  type ApplicantFilters,
  type StatusChange,
  type StaffNote,
  type PipelineApi,
  type QuotesApi,
  type ApplicantsApi,
  type VacanciesApi,
} from './data-api';
// The statuses and their words are imported from '@seawave/shared-data/pipeline' by the admin screens only
// (bundled there, not into this entry, which every page loads); their types are free.
export type { QuoteStatus, ApplicantStatus } from './pipeline';
export { configureApp, peekAppConfig, AppConfigError } from './config';

export { getDataApi } from './data-api-loader';
export type { DataState } from './react/data-state';
export { useDataQuery } from './react/use-data-query';
export { useDataSubscription } from './react/use-data-subscription';
export {
  PrerenderDataContext,
  serverPrerenderData,
  hydrationPrerenderData,
  hydrationJson,
  parseHydrationJson,
  prerenderKeys,
  type PrerenderData,
  type ServerPrerenderData,
} from './react/prerender-data';
export { authStore, useAuth, NOT_AUTHORIZED_MESSAGE, type AuthState } from './auth/auth-store';
