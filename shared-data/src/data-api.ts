// Lists come unsorted (use `sortByCreatedAt`); every request has a deadline, so a silent back end still rejects.
import type { SortOrder, StorageFolder } from './entities';
import type { Applicant, NewApplicant, NewPost, NewQuote, NewVacancy, Post, PostUpdate, Quote, NewRate, Rate, Vacancy } from './entity-types';
import type { ApplicantStatus, QuoteStatus } from './pipeline';
import type { QuoteSubmitted, Submitted } from './public-forms';
import type { QuoteStatusView, ShipperMessageKind, StaffPriceInput } from './quote-status';
import type { ServiceValue } from './services';

/** Opaque: pass back the `next` that `page` gave. */
export interface PageCursor {
  readonly __cursor: unknown;
}

export interface PageRequest<F> {
  filters?: F;
  order?: SortOrder;
  pageSize?: number;
  after?: PageCursor | null;
}

/** `next` is null only after a short page, so a full page may be followed by an empty one. */
export interface PageResult<T> {
  items: T[];
  next: PageCursor | null;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A quote stored without a status reads as 'new' but matches the status filter only once the server has written it. */
export interface QuoteFilters {
  status?: QuoteStatus;
  service?: ServiceValue;
  search?: string;
  /** The hash of the network a public form came from (a suspected flood's, from the staff digest's link). */
  source?: string;
  /** The staff e-mail the quote is assigned to, in lower case. */
  assignedTo?: string;
  /** `createdAt` in [from, before) (what has waited since, what arrived lately). */
  from?: Date;
  before?: Date;
}

/** `createdAt` in [from, before). */
export interface ApplicantFilters {
  status?: ApplicantStatus;
  vacancyId?: string;
  search?: string;
  source?: string;
  from?: Date;
  before?: Date;
}

export interface StatusChange<S> {
  id: string;
  status: S;
  by: string;
  at: Date | null;
  /** The shipper's message from the quote's status page: not a change of status. */
  shipper?: { kind: ShipperMessageKind; message: string };
}

export interface StaffNote {
  id: string;
  text: string;
  author: string;
  createdAt: Date | null;
}

export interface PipelineApi<S> {
  /**
   * `seen` is the `historyId` the caller read: the rules refuse the write if the status changed since,
   * and this rejects with a `StatusConflictError` naming who changed it.
   */
  setStatus(id: string, status: S, seen: string | null): Promise<void>;
  history(id: string): Promise<StatusChange<S>[]>;
  notes(id: string): Promise<StaffNote[]>;
  addNote(id: string, text: string): Promise<void>;
}

export interface PostsApi {
  list(): Promise<Post[]>;
  get(id: string): Promise<Post | null>;
  /** If an upload fails no post is created and the photos already uploaded are deleted. */
  create(input: NewPost, options?: UploadOptions): Promise<string>;
  /** A photo left undefined keeps the existing one; a replaced photo's file is deleted. */
  update(id: string, input: PostUpdate, options?: UploadOptions): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface SubscribeOptions {
  /** The caller shows what the server read moments ago: the quick first read is skipped, only the live listener attaches. */
  servedFresh?: boolean;
}

export interface VacanciesApi {
  subscribe(onChange: (list: Vacancy[]) => void, onError: (error: Error) => void, options?: SubscribeOptions): () => void;
  get(id: string): Promise<Vacancy | null>;
  create(input: NewVacancy): Promise<string>;
  setBlocked(id: string, isBlocked: boolean): Promise<void>;
  /** Ignores `input.isBlocked` (use `setBlocked`); a closing date left out is removed. */
  update(id: string, input: NewVacancy): Promise<void>;
}

export interface ApplicantsApi extends PipelineApi<ApplicantStatus> {
  /** `resumeURL` is a storage path, never a download URL, so no shareable link to a resume exists. */
  page(request?: PageRequest<ApplicantFilters>): Promise<PageResult<Applicant>>;
  count(filters?: ApplicantFilters): Promise<number>;
  removeOlderThan(date: Date): Promise<number>;
  get(id: string): Promise<Applicant | null>;
  /** Sent through the public forms' function; the same `submissionId` sent again is stored once. */
  create(input: NewApplicant, options?: SubmitOptions): Promise<Submitted>;
  /** Whether an application sent earlier with this `submissionId` arrived (its reference), or null. */
  arrived(submissionId: string): Promise<Submitted | null>;
  remove(id: string): Promise<void>;
}

export interface QuotesApi extends PipelineApi<QuoteStatus> {
  get(id: string): Promise<Quote | null>;
  /** Sent through the public forms' function, which prices it; the same `submissionId` sent again is stored once. */
  create(input: NewQuote, options?: SubmitOptions): Promise<QuoteSubmitted>;
  page(request?: PageRequest<QuoteFilters>): Promise<PageResult<Quote>>;
  count(filters?: QuoteFilters): Promise<number>;
  remove(id: string): Promise<void>;
  /**
   * 'Send price': the price, the status 'quoted' and its history entry in one write, based on `seen` as
   * `setStatus` is; refuses a price the form would refuse (a `StaffPriceError` naming the field).
   */
  sendPrice(id: string, price: StaffPriceInput, seen: string | null): Promise<void>;
  /** The shipper's 'Accept quote', through its checked function: the page's new content. */
  accept(reference: string, key: string): Promise<QuoteStatusView>;
  /** The shipper's 'Ask a question' or 'Ask for a new price', through its checked function. */
  ask(reference: string, key: string, kind: ShipperMessageKind, message: string): Promise<QuoteStatusView>;
  /** Who works the quote: a staff e-mail whose role reaches quotes (the rules check the allow-list), or '' for nobody. */
  assign(id: string, assignedTo: string): Promise<void>;
}

/** Rate cards: staff whose role reaches sales only; no public page reads them. */
export interface RatesApi {
  /** Every rate card, unsorted. */
  list(): Promise<Rate[]>;
  get(id: string): Promise<Rate | null>;
  create(input: NewRate): Promise<string>;
  /** Keeps createdAt; a minimum charge or weight break left out is removed. */
  update(id: string, input: NewRate): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
}

export interface SubmitOptions extends UploadOptions {
  /** Chosen by the form for each thing the visitor sends, and kept when sending it again. */
  submissionId?: string;
}

export interface UploadedFile {
  path: string;
  /** Null for a resume: the public may not read resumes. */
  url: string | null;
}

export interface FilesApi {
  upload(folder: StorageFolder, file: File, options?: UploadOptions): Promise<UploadedFile>;
  /** Refuses `resume/` paths: a Firebase download URL is a permanent link carrying its own key. */
  getUrl(path: string): Promise<string | null>;
  /** Reads with the caller's identity, so resumes download for admins only. */
  download(path: string): Promise<Blob>;
  remove(path: string): Promise<void>;
}

export interface DataApi {
  posts: PostsApi;
  vacancies: VacanciesApi;
  applicants: ApplicantsApi;
  quotes: QuotesApi;
  rates: RatesApi;
  files: FilesApi;
}

export type DataOperation = { [G in keyof DataApi]: `${G}${'.'}${Extract<keyof DataApi[G], string>}` }[keyof DataApi];

/** Checked against DataApi both ways: every name a method, every method named. */
const methodsOf = {
  posts: ['list', 'get', 'create', 'update', 'remove'],
  vacancies: ['subscribe', 'get', 'create', 'setBlocked', 'update'],
  applicants: ['get', 'create', 'arrived', 'remove', 'page', 'count', 'removeOlderThan', 'setStatus', 'history', 'notes', 'addNote'],
  quotes: ['get', 'create', 'page', 'count', 'remove', 'assign', 'setStatus', 'history', 'notes', 'addNote', 'sendPrice', 'accept', 'ask'],
  rates: ['list', 'get', 'create', 'update', 'remove'],
  files: ['upload', 'getUrl', 'download', 'remove'],
} as const satisfies { [G in keyof DataApi]: readonly Extract<keyof DataApi[G], string>[] };
type Unlisted = { [G in keyof DataApi]: Exclude<keyof DataApi[G], (typeof methodsOf)[G][number]> }[keyof DataApi];

export const dataOperations: readonly (DataOperation & ([Unlisted] extends [never] ? unknown : never))[] = (Object.keys(methodsOf) as (keyof DataApi)[]).flatMap(
  (group) => methodsOf[group].map((method) => `${group}.${method}` as DataOperation),
);

export type SimulatableOperation = DataOperation | 'auth.signIn';
export const simulatableOperations: readonly SimulatableOperation[] = [...dataOperations, 'auth.signIn'];

export class StoredFileMissingError extends Error {
  override readonly name = 'StoredFileMissingError';
  constructor(readonly path: string) {
    super(`The file ${path} does not exist.`);
  }
}

export class SimulatedFailureError extends Error {
  override readonly name = 'SimulatedFailureError';
  constructor(readonly operation: string) {
    super(`Simulated failure of ${operation} (app-config.json simulateFailures).`);
  }
}
