// Shared as one federation singleton, so heavy code (the Firebase SDK) is reached only through import(); the schemas,
// entities, pipeline and React hooks are separate entries, loaded only by the pages that use them.
export { services, servicePages, serviceValues, serviceLabels, type Service, type ServicePage, type ServiceValue } from './services';
export type { Relocate, ExperienceRange, PhotoInput, SortOrder } from './entities';
export type { Post, Vacancy, Applicant, Quote, NewPost, PostUpdate, NewVacancy, NewApplicant, NewQuote, Rate, NewRate } from './entity-types';
export {
  StoredFileMissingError,
  MAX_PAGE_SIZE,
  type UploadOptions,
  type SubmitOptions,
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
export type { QuoteStatus, ApplicantStatus } from './pipeline';
export type { QuoteSubmitted, Submitted } from './public-forms';
export { configureApp, peekAppConfig, AppConfigError } from './config';

export { getDataApi } from './data-api-loader';
export { addErrorReport } from './error-report-loader';
export { readReleaseReport, type ReleaseReport } from './release-report-loader';
export { bytesOf } from './blob-bytes';
export {
  PrerenderDataContext,
  serverPrerenderData,
  hydrationPrerenderData,
  hydrationJson,
  parseHydrationJson,
  prerenderKeys,
  PAGE_FRESH_SECONDS,
  type PrerenderData,
  type ServerPrerenderData,
} from './prerender-data';
export { authStore, useAuth, NOT_AUTHORIZED_MESSAGE, STAFF_CHECK_SLOW_MESSAGE, type AuthState, type AuthStatus } from './auth/auth-store';
export { staffAreaNames, noStaffAreas, type StaffArea, type StaffAreas } from './auth/staff-areas';
