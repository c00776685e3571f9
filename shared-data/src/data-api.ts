/**
 * The one typed data interface every page uses. Its one implementation is
 * Firebase (Firestore + Cloud Storage): the Firebase project in production,
 * the emulators locally and in tests. Get it with `getDataApi()`. (Component
 * tests use an in-memory store behind the same core: `@seawave/shared-data/testing`.)
 *
 * Conventions shared by every operation:
 * - Every method returns a Promise that rejects with an `Error` on failure
 *   (network, permission, validation, or a `SimulatedFailureError` from the
 *   `simulateFailures` test switch). Nothing is swallowed.
 * - Lists (posts, the live vacancies) are returned in NO particular order:
 *   sort them with `sortByCreatedAt(items, 'latest' | 'oldest')`. The inboxes
 *   (quotes, applicants) are read a page at a time (`page`), sorted by the
 *   store, never whole.
 * - `get(id)` resolves to `null` when the document does not exist.
 * - `createdAt` is set by the back end on create (server time with Firebase);
 *   `updatedAt` on every post update.
 * - Reads, writes and uploads have deadlines, whether the back end fails or
 *   never answers (core/deadline.ts: each request `REQUEST_DEADLINE_MS`, an
 *   upload `UPLOAD_STALL_MS` without progress): past them they reject with a
 *   `DeadlineExceededError`, and an upload is cancelled (nothing is created
 *   after it).
 * - Files are stored under unique paths (`images/<ts>-<random>-<name>` or
 *   `resume/<ts>-<random>-<name>`); documents keep the storage path and the
 *   interface returns a displayable URL.
 */
import type {
  Applicant,
  NewApplicant,
  NewPost,
  NewQuote,
  NewVacancy,
  Post,
  PostUpdate,
  Quote,
  SortOrder,
  StorageFolder,
  Vacancy,
} from './entities';
import type { ApplicantStatus, QuoteStatus } from './pipeline';
import type { ServiceValue } from './services';

// ---------------------------------------------------------------- pages

/** Where the next page starts. Opaque: pass back what `page` gave. */
export interface PageCursor {
  readonly __cursor: unknown;
}

/**
 * One page of an inbox: its filters, the order by `createdAt` ('latest'
 * default), how many per page (default `DEFAULT_PAGE_SIZE`, at most
 * `MAX_PAGE_SIZE`) and where to start (`after`: the `next` of the page
 * before; none for the first page).
 */
export interface PageRequest<F> {
  filters?: F;
  order?: SortOrder;
  pageSize?: number;
  after?: PageCursor | null;
}

/**
 * A page: its items in the requested order, and the cursor of the next page.
 * `next` is null when this page is the last one: a page that comes back shorter
 * than its size (a full page may be followed by an empty one).
 */
export interface PageResult<T> {
  items: T[];
  next: PageCursor | null;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * Filters of the quote inbox, combined with AND: a status, a service the
 * quote asks for, and a search (reference, company, contact name, e-mail,
 * phone, origin or destination; see `searchKeyOf`). A quote stored without a status is 'new' but is found
 * by the status filter only once the server has written it.
 */
export interface QuoteFilters {
  status?: QuoteStatus;
  service?: ServiceValue;
  search?: string;
}

/**
 * Filters of the applicant inbox, combined with AND: a status, the vacancy
 * applied for (its id), a search (reference, name, e-mail or phone) and the time of
 * the application: `createdAt` in [from, before).
 */
export interface ApplicantFilters {
  status?: ApplicantStatus;
  vacancyId?: string;
  search?: string;
  from?: Date;
  before?: Date;
}

/** One status change of an inbox item: the status set, who set it (the staff e-mail) and when. */
export interface StatusChange<S> {
  id: string;
  status: S;
  by: string;
  at: Date | null;
}

/** A private note of staff on an inbox item. */
export interface StaffNote {
  id: string;
  text: string;
  author: string;
  createdAt: Date | null;
}

/** The staff workflow of an inbox item (admins only). */
export interface PipelineApi<S> {
  /**
   * Sets the item's status and records the change (who: the signed-in
   * e-mail; when: the server time) in its history, in one write. `seen` is
   * the item's `historyId` as the caller read it (null when it had none): the
   * write carries it and the rules refuse it when the item's status has
   * changed since, and then this rejects with a `StatusConflictError` naming
   * the status now stored and who set it. Rejects with an `ItemGoneError`
   * when the item does not exist, and when nobody is signed in.
   */
  setStatus(id: string, status: S, seen: string | null): Promise<void>;
  /** The item's status changes, newest first. */
  history(id: string): Promise<StatusChange<S>[]>;
  /** The item's notes, newest first. */
  notes(id: string): Promise<StaffNote[]>;
  /**
   * Adds a note (non-blank, multi-line, at most `fieldLimits.note` characters) by the signed-in e-mail.
   * Rejects with an `ItemGoneError` when the item does not exist (deleted meanwhile).
   */
  addNote(id: string, text: string): Promise<void>;
}

/** Blog posts (collection `posts`). Public read; admin write. */
export interface PostsApi {
  /** All posts, photos resolved to URLs. Unsorted. */
  list(): Promise<Post[]>;
  /** One post, or null when it does not exist. */
  get(id: string): Promise<Post | null>;
  /**
   * Uploads both photos (when given as files) under `images/` with unique
   * names, then creates the post with `createdAt`. If any upload fails, no
   * post is created, already uploaded photos are deleted (best effort) and
   * the error propagates. Photos are validated (`validateFile('image', ...)`)
   * before anything is stored. Resolves to the new id.
   */
  create(input: NewPost, options?: UploadOptions): Promise<string>;
  /**
   * Writes the four texts and `updatedAt`; a photo given as a file is
   * uploaded (and replaces the old one, whose file is then deleted best
   * effort); a photo left undefined keeps the existing one. Rejects when the
   * post does not exist.
   */
  update(id: string, input: PostUpdate, options?: UploadOptions): Promise<void>;
  /** Deletes the post and (best effort) its photo files. Deleting a missing post is not an error. */
  remove(id: string): Promise<void>;
}

/** Job vacancies (collection `jobvacancy`). Public read; admin write. */
export interface VacanciesApi {
  /**
   * Live list of all vacancies (unsorted). `onChange` is called with the
   * current list soon after subscribing and again after every change, in
   * this tab or another one. `onError` is called once if the subscription
   * fails (it then stops). Returns the unsubscribe function.
   */
  subscribe(onChange: (list: Vacancy[]) => void, onError: (error: Error) => void): () => void;
  /** One vacancy, or null. */
  get(id: string): Promise<Vacancy | null>;
  /** Creates a vacancy with `createdAt` and `isBlocked` (default false). Resolves to the new id. */
  create(input: NewVacancy): Promise<string>;
  /** Blocks or unblocks a vacancy. Rejects when it does not exist. */
  setBlocked(id: string, isBlocked: boolean): Promise<void>;
  /**
   * Edits a vacancy: writes all its texts and its closing date (left out: the
   * vacancy has none any more); `createdAt` and the blocked flag stay as they
   * are (`input.isBlocked` is ignored: block with `setBlocked`). Rejects when
   * it does not exist.
   */
  update(id: string, input: NewVacancy): Promise<void>;
}

/** Job applications (collection `applicants`). Public create; admin read/delete and workflow. */
export interface ApplicantsApi extends PipelineApi<ApplicantStatus> {
  /**
   * One page of applicants (admins): filters, order by `createdAt`, page size,
   * cursor. `resumeURL` is the resume's storage path (`resume/...`), never a
   * download URL: read the file with `files.download` (signed in), so no link
   * to a resume exists.
   */
  page(request?: PageRequest<ApplicantFilters>): Promise<PageResult<Applicant>>;
  /** How many applicants match the filters (a count query: no document is read). */
  count(filters?: ApplicantFilters): Promise<number>;
  /**
   * The application's reference once the server has assigned it (from its
   * receipt, which anyone holding the id may read), polled for up to 10 s;
   * null when none came by then.
   */
  receipt(id: string): Promise<string | null>;
  /**
   * Deletes every applicant created before `date`, each with its resume,
   * notes and history, page by page; resolves to how many were deleted.
   */
  removeOlderThan(date: Date): Promise<number>;
  /** One applicant, or null. */
  get(id: string): Promise<Applicant | null>;
  /**
   * Validates the resume (`validateFile('resume', ...)`, rejecting with a
   * `FileValidationError` before anything is stored), uploads it under
   * `resume/` with a unique name, then creates the applicant with its
   * `resumeURL` (the storage path) and `createdAt`. Resolves to the new id.
   */
  create(input: NewApplicant, options?: UploadOptions): Promise<string>;
  /** Deletes the applicant with its notes and history, and (best effort) the resume file. */
  remove(id: string): Promise<void>;
}

/** Free-quote requests (collection `quotes`). Public create; admin read/delete and workflow. */
export interface QuotesApi extends PipelineApi<QuoteStatus> {
  /** One quote, or null. */
  get(id: string): Promise<Quote | null>;
  /** Creates a quote with `createdAt`. Resolves to the new id. */
  create(input: NewQuote): Promise<string>;
  /** One page of quotes (admins): filters, order by `createdAt`, page size, cursor. */
  page(request?: PageRequest<QuoteFilters>): Promise<PageResult<Quote>>;
  /** How many quotes match the filters (a count query: no document is read). */
  count(filters?: QuoteFilters): Promise<number>;
  /** Deletes the quote with its notes and history. Deleting a missing quote is not an error. */
  remove(id: string): Promise<void>;
  /**
   * The quote's reference once the server has assigned it (from its receipt,
   * which anyone holding the id may read), polled for up to 10 s; null when
   * none came by then.
   */
  receipt(id: string): Promise<string | null>;
}

/** How far an upload (all the files of one operation together) has gone. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

/** Options of the operations that upload files. */
export interface UploadOptions {
  /** Called as the files are sent (first with 0 bytes sent). */
  onProgress?: (progress: UploadProgress) => void;
}

/** Result of an upload. */
export interface UploadedFile {
  /** The storage path, e.g. `images/1732240000000-a1b2c3d4e5f6-harbour.png`. */
  path: string;
  /**
   * A URL to display the file. With Firebase a download URL for `images/`;
   * `null` for `resume/` when the caller may not read resumes (the public).
   */
  url: string | null;
}

/** File storage (`images/` and `resume/`). */
export interface FilesApi {
  /**
   * Validates then uploads a file under `<folder>/<timestamp>-<random>-<name>`
   * (`images` accepts images only, `resume` accepts PDF/DOC/DOCX; 5 MB max).
   */
  upload(folder: StorageFolder, file: File, options?: UploadOptions): Promise<UploadedFile>;
  /**
   * A URL for a storage path (or an absolute URL, returned as is); null when
   * the file does not exist. Refuses `resume/` paths: a resume has no URL
   * (with Firebase it would be a permanent link carrying its own key).
   */
  getUrl(path: string): Promise<string | null>;
  /**
   * The bytes of a stored file, read with the caller's identity (with
   * Firebase the signed-in SDK; resumes are readable by admins only), as a
   * Blob of the file's type. Rejects with `StoredFileMissingError` when the
   * file does not exist, and with the back end's error when it is refused.
   */
  download(path: string): Promise<Blob>;
  /** Deletes a stored file; a missing file is not an error. */
  remove(path: string): Promise<void>;
}

/** The data interface. */
export interface DataApi {
  posts: PostsApi;
  vacancies: VacanciesApi;
  applicants: ApplicantsApi;
  quotes: QuotesApi;
  files: FilesApi;
}

/**
 * Name of every operation, `<group>.<method>`: the values accepted by the
 * `simulateFailures` test switch of app-config.json (plus `auth.signIn`).
 */
export type DataOperation = { [G in keyof DataApi]: `${G}${'.'}${Extract<keyof DataApi[G], string>}` }[keyof DataApi];

/** The methods of each group (checked against DataApi both ways below: every name a method, every method named). */
const methodsOf = {
  posts: ['list', 'get', 'create', 'update', 'remove'],
  vacancies: ['subscribe', 'get', 'create', 'setBlocked', 'update'],
  applicants: ['get', 'create', 'remove', 'page', 'count', 'receipt', 'removeOlderThan', 'setStatus', 'history', 'notes', 'addNote'],
  quotes: ['get', 'create', 'page', 'count', 'remove', 'receipt', 'setStatus', 'history', 'notes', 'addNote'],
  files: ['upload', 'getUrl', 'download', 'remove'],
} as const satisfies { [G in keyof DataApi]: readonly Extract<keyof DataApi[G], string>[] };
/** The methods of DataApi missing from `methodsOf`: none, or `dataOperations` does not compile. */
type Unlisted = { [G in keyof DataApi]: Exclude<keyof DataApi[G], (typeof methodsOf)[G][number]> }[keyof DataApi];

/** Every operation, `<group>.<method>`. */
export const dataOperations: readonly (DataOperation & ([Unlisted] extends [never] ? unknown : never))[] = (Object.keys(methodsOf) as (keyof DataApi)[]).flatMap(
  (group) => methodsOf[group].map((method) => `${group}.${method}` as DataOperation),
);

/** Operations the `simulateFailures` switch accepts: every data operation and `auth.signIn`. */
export type SimulatableOperation = DataOperation | 'auth.signIn';
export const simulatableOperations: readonly SimulatableOperation[] = [...dataOperations, 'auth.signIn'];

/** `files.download` of a file that does not exist. */
export class StoredFileMissingError extends Error {
  override readonly name = 'StoredFileMissingError';
  constructor(readonly path: string) {
    super(`The file ${path} does not exist.`);
  }
}

/** Error raised by an operation listed in `simulateFailures`. */
export class SimulatedFailureError extends Error {
  override readonly name = 'SimulatedFailureError';
  constructor(readonly operation: string) {
    super(`Simulated failure of ${operation} (app-config.json simulateFailures).`);
  }
}
