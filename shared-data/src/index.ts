/**
 * Public surface of @seawave/shared-data: types, light helpers, the runtime
 * configuration, the lazy data-interface loader and the auth store. Shared as
 * ONE federation singleton. Heavy code (the Firebase SDK) is reached
 * only through dynamic import() inside getDataApi() and the auth store.
 * The entity schemas (and their schema library) are a separate entry,
 * `@seawave/shared-data/schemas`, loaded by the pages with a form only; so are
 * the entities' values (`/entities`) and the data hooks (`/react`).
 */
export { services, serviceValues, serviceLabels, type Service, type ServiceValue } from './services';
// The entities' values (field limits, file checks, sorting, form texts): '@seawave/shared-data/entities'.
export type {
  Post,
  Vacancy,
  Applicant,
  Quote,
  Relocate,
  ExperienceRange,
  PhotoInput,
  NewPost,
  PostUpdate,
  NewVacancy,
  NewApplicant,
  NewQuote,
  SortOrder,
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
export { bytesOf } from './core/blob-bytes';
// useDataQuery, useDataSubscription and DataState: '@seawave/shared-data/react' (the pages that read data).
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
