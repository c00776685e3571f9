/**
 * `@seawave/shared-data/entities`: the entities' values the pages with a
 * form or a list use (field limits, file checks, sorting, form texts). A
 * separate entry, so the pages that use none of them (the home page among
 * them) do not download them; stateless, so each container bundles its own.
 */
export {
  experienceOptions,
  fieldLimits,
  acceptAttribute,
  validateFile,
  PHONE_INVALID_TEXT,
  TOO_LONG_TEXT,
  fieldNotes,
  FileValidationError,
  sortByCreatedAt,
} from './entities';
