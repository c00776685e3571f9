// Only reading lives here; the writes and inbox operations load on first call, so a page that only reads downloads neither.
import { StoredFileMissingError, type DataApi, type DataOperation, type SubscribeOptions } from '../data-api';
import { collections, type CollectionName, type StorageFolder } from '../entities';
import { PACKAGES_SUBCOLLECTION, packageLinesOf } from '../freight/terms';
import { lazyOperations, loadOnce } from './lazy-operations';
import { pathFromDownloadUrl, toApplicant, toPost, toQuote, toVacancy, type RawDoc } from './mapping';
import type { StoreQuery } from './page-filters';
import type { QuoteSubmitted, ResumeUploadTicket, Submitted } from '../public-forms';
import type { QuoteStatusView, ShipperMessageKind } from '../quote-status';

export type DocValue = string | number | boolean | null | DocValue[] | { [key: string]: DocValue };
export type DocFields = Record<string, DocValue>;

export type Subcollection = 'notes' | 'history' | typeof PACKAGES_SUBCOLLECTION;

export interface StorePage {
  docs: RawDoc[];
  last: unknown;
}

/**
 * Undated documents are read as a second part, so they come last in either order. Firestore finds no
 * document that lacks the field, so they are stored with `createdAt: null`.
 */
export type PagePart = 'dated' | 'undated';

/**
 * The public forms' functions: the only way a quote or an application is stored. `fields` are the form's checked
 * values; the functions check them again.
 */
export interface PublicForms {
  submitQuote(fields: DocFields, submissionId: string): Promise<QuoteSubmitted>;
  startResumeUpload(file: { fileName: string; size: number; contentType: string }): Promise<ResumeUploadTicket>;
  /** `ticket` null only asks whether the submission arrived (not-found when not). */
  submitApplication(fields: DocFields, submissionId: string, ticket: string | null): Promise<Submitted>;
  acceptQuote(reference: string, key: string): Promise<QuoteStatusView>;
  askAboutQuote(reference: string, key: string, kind: ShipperMessageKind, message: string): Promise<QuoteStatusView>;
}

export interface DocumentStore {
  list(collection: CollectionName): Promise<RawDoc[]>;
  get(collection: CollectionName, id: string): Promise<RawDoc | null>;
  /** Each field named in `timestamps` is set to the server time. */
  add(collection: CollectionName, fields: DocFields, timestamps: string[]): Promise<string>;
  update(collection: CollectionName, id: string, fields: DocFields, timestamps: string[]): Promise<void>;
  remove(collection: CollectionName, id: string): Promise<void>;
  subscribe(collection: CollectionName, onChange: (docs: RawDoc[]) => void, onError: (error: Error) => void, options?: SubscribeOptions): () => void;
  /** 'dated' orders by `createdAt` then id; 'undated' by id ascending, ignoring `order`. */
  page(collection: CollectionName, query: StoreQuery, part: PagePart, order: 'asc' | 'desc', limit: number, after: unknown): Promise<StorePage>;
  count(collection: CollectionName, query: StoreQuery): Promise<number>;
  /** Each field named in `timestamps` is set to the server time. */
  replaceFields(collection: CollectionName, id: string, fields: DocFields, remove: string[], timestamps?: string[]): Promise<void>;
  listSub(collection: CollectionName, id: string, sub: Subcollection): Promise<RawDoc[]>;
  addSub(collection: CollectionName, id: string, sub: Subcollection, fields: DocFields, timestamps: string[]): Promise<string>;
  /** One batch: the fields, `historyId` set to the new entry's id, and the history entry. */
  updateWithHistory(collection: CollectionName, id: string, fields: DocFields, entry: DocFields): Promise<void>;
  removeWithSubs(collection: CollectionName, id: string, subs: { sub: Subcollection; id: string }[]): Promise<void>;
  staffEmail(): Promise<string | null>;
}

export interface FileStore {
  put(path: string, file: Blob, contentType: string, onProgress?: (sentBytes: number, totalBytes: number) => void): Promise<void>;
  url(path: string): Promise<string | null>;
  blob(path: string): Promise<Blob | null>;
  /** Skips the existence check, so a list costs no request per picture; undefined when not public. */
  publicUrl?(path: string): string | undefined;
  remove(path: string): Promise<void>;
}

export interface CoreOptions {
  shouldFail?: (operation: DataOperation) => boolean;
  returnsUrlFor?: (folder: StorageFolder) => boolean;
  now?: () => number;
}

export const loadedOnUse = {
  writes: {
    posts: ['create', 'update', 'remove'],
    vacancies: ['create', 'update', 'setBlocked'],
    applicants: ['create', 'arrived'],
    quotes: ['create', 'accept', 'ask'],
    files: ['upload', 'remove'],
  },
  inbox: {
    applicants: ['page', 'count', 'remove', 'removeOlderThan', 'setStatus', 'history', 'notes', 'addNote'],
    quotes: ['page', 'count', 'remove', 'assign', 'setStatus', 'history', 'notes', 'addNote', 'sendPrice'],
  },
  /** Staff data no public page reads: even reading it loads on first use. */
  staff: {
    rates: ['list', 'get', 'create', 'update', 'remove'],
  },
} as const satisfies Record<string, { [G in keyof DataApi]?: readonly (keyof DataApi[G])[] }>;

type LoadedOnUse = typeof loadedOnUse;
export type OperationsLoadedOnUse<M extends keyof LoadedOnUse> = {
  [G in keyof LoadedOnUse[M] & keyof DataApi]: Pick<DataApi[G], (LoadedOnUse[M][G] extends readonly (infer N)[] ? N : never) & keyof DataApi[G]>;
};

export interface CoreContext {
  docs: DocumentStore;
  files: FileStore;
  forms: PublicForms;
  options: CoreOptions;
  fail(operation: DataOperation): void;
  now(): number;
  removeFileQuietly(path: unknown): Promise<void>;
}

export function createDataApiFromStores(docs: DocumentStore, files: FileStore, forms: PublicForms, options: CoreOptions = {}): DataApi {
  async function removeFileQuietly(path: unknown): Promise<void> {
    if (typeof path !== 'string' || path === '') return;
    const clean = pathFromDownloadUrl(path);
    if (!/^(images|resume)\//.test(clean)) return;
    try {
      await files.remove(clean);
    } catch (error) {
      console.warn(`[shared-data] could not delete ${clean}`, error);
    }
  }
  const context: CoreContext = {
    docs,
    files,
    forms,
    options,
    fail(op) {
      if (options.shouldFail?.(op)) throw new Error(`Simulated failure of ${op} (app-config.json simulateFailures).`);
    },
    now: options.now ?? (() => Date.now()),
    removeFileQuietly,
  };
  const writes = loadOnce(() => import('./write-operations').then(({ createWriteOperations }) => createWriteOperations(context)));
  const inbox = loadOnce(() => import('./inbox-operations').then(({ createInboxOperations }) => createInboxOperations(context)));
  const staffData = loadOnce(() => import('./rate-operations').then(({ createRateOperations }) => createRateOperations(context)));
  const written = <G extends keyof OperationsLoadedOnUse<'writes'>>(group: G) => () => writes().then((operations) => operations[group]);
  const staff = <G extends keyof OperationsLoadedOnUse<'inbox'>>(group: G) => () => inbox().then((operations) => operations[group]);
  const staffOnly = <G extends keyof OperationsLoadedOnUse<'staff'>>(group: G) => () => staffData().then((operations) => operations[group]);

  const resolvePath = (path: string) => {
    const shown = files.publicUrl?.(path);
    return shown === undefined ? files.url(path) : Promise.resolve(shown);
  };

  return {
    posts: {
      async list() {
        const raw = await docs.list(collections.posts);
        return Promise.all(raw.map((doc) => toPost(doc, resolvePath)));
      },
      async get(id) {
        const raw = await docs.get(collections.posts, id);
        return raw ? toPost(raw, resolvePath) : null;
      },
      ...lazyOperations(written('posts'), loadedOnUse.writes.posts),
    },
    vacancies: {
      subscribe(onChange, onError, options) {
        return docs.subscribe(collections.jobvacancy, (raw) => onChange(raw.map(toVacancy)), onError, options);
      },
      async get(id) {
        const raw = await docs.get(collections.jobvacancy, id);
        return raw ? toVacancy(raw) : null;
      },
      ...lazyOperations(written('vacancies'), loadedOnUse.writes.vacancies),
    },
    applicants: {
      async get(id) {
        const raw = await docs.get(collections.applicants, id);
        return raw ? toApplicant(raw) : null;
      },
      ...lazyOperations(written('applicants'), loadedOnUse.writes.applicants),
      ...lazyOperations(staff('applicants'), loadedOnUse.inbox.applicants),
    },
    quotes: {
      async get(id) {
        const raw = await docs.get(collections.quotes, id);
        if (!raw) return null;
        // The package lines are documents of their own (see PACKAGES_SUBCOLLECTION); a quote stored with them inside keeps those.
        const lines = packageLinesOf(await docs.listSub(collections.quotes, id, PACKAGES_SUBCOLLECTION));
        return toQuote(lines.length > 0 ? { id, data: { ...raw.data, packages: lines } } : raw);
      },
      ...lazyOperations(written('quotes'), loadedOnUse.writes.quotes),
      ...lazyOperations(staff('quotes'), loadedOnUse.inbox.quotes),
    },
    rates: lazyOperations(staffOnly('rates'), loadedOnUse.staff.rates),
    files: {
      async getUrl(path) {
        if (typeof path !== 'string' || path === '') return null;
        if (/^(https?:|blob:|data:)/i.test(path)) return path;
        if (path.startsWith('resume/')) throw new Error('A resume has no URL: read it with files.download.');
        return files.url(path);
      },
      async download(path) {
        // images/<name>, resume/<uid>/<name> (and resume/<name> of applications sent before resumes had folders).
        if (typeof path !== 'string' || !/^(images\/[^/]+|resume\/([^/]+\/)?[^/]+)$/.test(path)) throw new Error(`Not a stored file path: ${String(path)}`);
        const blob = await files.blob(path);
        if (!blob) throw new StoredFileMissingError(path);
        return blob;
      },
      ...lazyOperations(written('files'), loadedOnUse.writes.files),
    },
  };
}
