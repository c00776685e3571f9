/**
 * Public surface of @seawave/shared-data: types, light helpers, the runtime
 * configuration, the lazy data-interface loader and the auth store. Shared as
 * ONE federation singleton. Heavy code (the Firebase SDK) is reached
 * only through dynamic import() inside getDataApi() and the auth store.
 * The entity schemas (and their schema library) are a separate entry,
 * `@seawave/shared-data/schemas`, loaded by the pages with a form only.
 */
export {
  collections,
  storageFolders,
  serviceValues,
  serviceLabels,
  isServiceValue,
  relocateOptions,
  experienceOptions,
  fieldLimits,
  fileLimits,
  acceptAttribute,
  contentTypeOf,
  validateFile,
  PHONE_INVALID_TEXT,
  TOO_LONG_TEXT,
  fieldNotes,
  FileValidationError,
  sortByCreatedAt,
  sanitizeFileName,
  uniqueStoragePath,
  type CollectionName,
  type StorageFolder,
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
  type LimitedField,
  type FileKind,
  type FileLimit,
  type SortOrder,
} from './entities';
export {
  dataOperations,
  simulatableOperations,
  SimulatedFailureError,
  StoredFileMissingError,
  type DataApi,
  type PostsApi,
  type VacanciesApi,
  type ApplicantsApi,
  type QuotesApi,
  type FilesApi,
  type UploadedFile,
  type DataOperation,
  type SimulatableOperation,
} from './data-api';
export {
  configureApp,
  getAppConfig,
  loadAppConfig,
  peekAppConfig,
  parseAppConfig,
  onAppConfigChange,
  defaultAppConfig,
  defaultAdminEmails,
  AppConfigError,
  type AppConfig,
  type FirebaseWebConfig,
  type EmulatorsConfig,
} from './config';
export { serviceWords, toServiceValues } from './core/mapping';
export { getDataApi } from './data-api-loader';
export type { DataState } from './react/data-state';
export { useDataQuery } from './react/use-data-query';
export { useDataSubscription } from './react/use-data-subscription';
export {
  authStore,
  useAuth,
  isAllowListed,
  NOT_AUTHORIZED_MESSAGE,
  SESSION_HINT_KEY,
  type AuthState,
  type AuthStatus,
  type AuthUser,
  type SignInMethod,
} from './auth/auth-store';
