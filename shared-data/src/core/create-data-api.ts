/**
 * The DataApi logic over a small document store and file store (Firestore +
 * Cloud Storage in the site; an in-memory pair in component tests, so they
 * run the same validation and mapping). This module holds what reading
 * needs: documents mapped through their stored schemas, URL resolution. The
 * rest loads on its first call (`lazyOperations`): the writes (`write-operations.ts`:
 * input checked with the forms' schemas, uploads, per-writer limits) and the
 * staff's inbox operations (`inbox-operations.ts`: pages, counts, the staff
 * workflow, deletes), so a page that only reads downloads neither.
 */
import { StoredFileMissingError, type DataApi, type DataOperation } from '../data-api';
import { collections, type CollectionName, type StorageFolder } from '../entities';
import { PACKAGES_SUBCOLLECTION, packageLinesOf } from '../freight/terms';
import { lazyOperations, loadOnce } from './lazy-operations';
import { pathFromDownloadUrl, toApplicant, toPost, toQuote, toVacancy, type RawDoc } from './mapping';
import type { StoreQuery } from './page-filters';
import type { LimitKind, LimitRecord, NextLimit } from './write-limits';

/** A value the core writes into a document. */
export type DocValue = string | number | boolean | null | DocValue[] | { [key: string]: DocValue };
/** Field values written by the core; `timestamps` lists fields the store sets to the (server) time. */
export type DocFields = Record<string, DocValue>;

/** The subcollections of an inbox item: staff notes, the history of its status, and (quotes) its package lines. */
export type Subcollection = 'notes' | 'history' | typeof PACKAGES_SUBCOLLECTION;

/** A document of a subcollection written in the same batch as its parent. */
export interface ChildDoc {
  sub: Subcollection;
  id: string;
  fields: DocFields;
}

/** A page as a store reads it: the documents, and where the next page would start (the last document's position; null when empty). */
export interface StorePage {
  docs: RawDoc[];
  last: unknown;
}

/**
 * The two parts a listing reads in turn: the documents with a `createdAt`
 * time (in the requested order), then those whose `createdAt` is null (by
 * document id), so that staff see every item and those without a date come
 * last in either order. A document without the field at all is found by no
 * Firestore query: undated documents are stored with `createdAt: null`.
 */
export type PagePart = 'dated' | 'undated';

/**
 * Who writes. The public's writes are limited per identity (`limited`); staff
 * (an allow-listed, verified e-mail) are not.
 */
export interface Writer {
  uid: string;
  limited: boolean;
}

/** The limit document a public create takes in the same batch. */
export interface TakenLimit {
  uid: string;
  kind: LimitKind;
  next: NextLimit;
}

/** The document half of a back end. */
export interface DocumentStore {
  /** The writer of the public forms: the signed-in user, or (Firebase) a new visitor identity. */
  writer(): Promise<Writer>;
  /** The writer's limit document of `kind` (limits/{uid}/writes/{kind}), or null. */
  readLimit(uid: string, kind: LimitKind): Promise<LimitRecord | null>;
  /**
   * Adds a document with a new id, in one batch with the writer's limit
   * document (holding `limit.next`, the server time and the new id) and the
   * `children` documents under it; without a limit (staff) no limit document.
   * `timestamps` as in add.
   */
  addLimited(collection: CollectionName, fields: DocFields, timestamps: string[], limit: TakenLimit | null, children?: ChildDoc[]): Promise<string>;
  /** Takes the ticket of a resume upload: the writer's `resumes` limit document, naming the object's path. */
  takeTicket(uid: string, path: string, next: NextLimit): Promise<void>;
  list(collection: CollectionName): Promise<RawDoc[]>;
  get(collection: CollectionName, id: string): Promise<RawDoc | null>;
  /** Adds a document with a new id; each field of `timestamps` is set to the current (server) time. */
  add(collection: CollectionName, fields: DocFields, timestamps: string[]): Promise<string>;
  /** Updates fields of an existing document (rejects when it does not exist); `timestamps` as in add. */
  update(collection: CollectionName, id: string, fields: DocFields, timestamps: string[]): Promise<void>;
  /** Deletes a document; a missing one is not an error. */
  remove(collection: CollectionName, id: string): Promise<void>;
  /** Live list of a collection. */
  subscribe(collection: CollectionName, onChange: (docs: RawDoc[]) => void, onError: (error: Error) => void): () => void;
  /**
   * One page of one part of the documents matching `query`, starting after
   * `after` (a `StorePage.last` of this store and part), at most `limit`:
   * 'dated': those whose `createdAt` is a time, ordered by `createdAt` then
   * document id (both ascending or both descending); 'undated': those whose
   * `createdAt` is null, ordered by document id ascending (`order` unused).
   */
  page(collection: CollectionName, query: StoreQuery, part: PagePart, order: 'asc' | 'desc', limit: number, after: unknown): Promise<StorePage>;
  /** How many documents match `query` (a count query). */
  count(collection: CollectionName, query: StoreQuery): Promise<number>;
  /** Updates fields of an existing document, deleting the keys of `remove` (rejects when it does not exist). */
  replaceFields(collection: CollectionName, id: string, fields: DocFields, remove: string[]): Promise<void>;
  /** The documents of `<collection>/<id>/<sub>`, unsorted. */
  listSub(collection: CollectionName, id: string, sub: Subcollection): Promise<RawDoc[]>;
  /** Adds a document to `<collection>/<id>/<sub>`; `timestamps` as in add. */
  addSub(collection: CollectionName, id: string, sub: Subcollection, fields: DocFields, timestamps: string[]): Promise<string>;
  /**
   * In one batch: updates `fields` of the document plus `historyId` (the new
   * entry's id), and adds the entry `<collection>/<id>/history/<entry id>`
   * holding `entry` and the server time as `at`.
   */
  updateWithHistory(collection: CollectionName, id: string, fields: DocFields, entry: DocFields): Promise<void>;
  /** Deletes the document and then the given documents of its subcollections. */
  removeWithSubs(collection: CollectionName, id: string, subs: { sub: Subcollection; id: string }[]): Promise<void>;
  /** The receipt `receipts/<id>` the server writes with a reference, or null. */
  readReceipt(id: string): Promise<{ reference: string } | null>;
  /** The signed-in staff member's e-mail, or null (nobody, or a visitor). */
  staffEmail(): Promise<string | null>;
}

/** The file half of a back end. */
export interface FileStore {
  /** Stores a file; `onProgress` is told the bytes sent so far (Firebase: rejects once its deadline passes, storing nothing). */
  put(path: string, file: Blob, contentType: string, onProgress?: (sentBytes: number, totalBytes: number) => void): Promise<void>;
  /** A displayable URL for a stored path, or null when the file does not exist. */
  url(path: string): Promise<string | null>;
  /** The file's bytes read with the caller's identity (its type as the Blob's type), or null when it does not exist. */
  blob(path: string): Promise<Blob | null>;
  /**
   * A URL to show a publicly readable file in a page, without asking the
   * store whether it exists (no request per picture in a list); undefined
   * when the path is not public, so that `url` is used.
   */
  publicUrl?(path: string): string | undefined;
  /** Deletes a file; a missing one is not an error. */
  remove(path: string): Promise<void>;
}

export interface CoreOptions {
  /** Internal hook for failure injection (the simulateFailures switch also applies to uploads done by posts/applicants). */
  shouldFail?: (operation: DataOperation) => boolean;
  /** Whether `files.upload` returns a URL for this folder (Firebase: not for resume/, which the public cannot read). */
  returnsUrlFor?: (folder: StorageFolder) => boolean;
  /** The clock the limits are judged by (the server's own clock judges them again). */
  now?: () => number;
  /** How `receipt` polls: every `intervalMs` until `timeoutMs` (default 500 ms, 10 s). */
  receiptPolling?: { intervalMs: number; timeoutMs: number };
}



/**
 * The operations of each group that load on their first call: the writes
 * (`write-operations.ts`) and the staff's inbox operations
 * (`inbox-operations.ts`). Every other operation reads, and is here.
 */
export const loadedOnUse = {
  writes: {
    posts: ['create', 'update', 'remove'],
    vacancies: ['create', 'update', 'setBlocked'],
    applicants: ['create', 'receipt'],
    quotes: ['create', 'receipt'],
    files: ['upload', 'remove'],
  },
  inbox: {
    applicants: ['page', 'count', 'remove', 'removeOlderThan', 'setStatus', 'history', 'notes', 'addNote'],
    quotes: ['page', 'count', 'remove', 'setStatus', 'history', 'notes', 'addNote'],
  },
} as const satisfies Record<string, { [G in keyof DataApi]?: readonly (keyof DataApi[G])[] }>;

type LoadedOnUse = typeof loadedOnUse;
/** The operations of `loadedOnUse[M]`, as the data interface's groups offer them. */
export type OperationsLoadedOnUse<M extends keyof LoadedOnUse> = {
  [G in keyof LoadedOnUse[M] & keyof DataApi]: Pick<DataApi[G], (LoadedOnUse[M][G] extends readonly (infer N)[] ? N : never) & keyof DataApi[G]>;
};

/** What the operations loaded on first use work with. */
export interface CoreContext {
  docs: DocumentStore;
  files: FileStore;
  options: CoreOptions;
  /** Throws when the simulateFailures switch makes `operation` fail. */
  fail(operation: DataOperation): void;
  /** The clock the limits are judged by. */
  now(): number;
  /** Deletes a stored file named by its path (or a stored download URL); never throws (a failure is logged). */
  removeFileQuietly(path: unknown): Promise<void>;
}

export function createDataApiFromStores(docs: DocumentStore, files: FileStore, options: CoreOptions = {}): DataApi {
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
    options,
    fail(op) {
      if (options.shouldFail?.(op)) throw new Error(`Simulated failure of ${op} (app-config.json simulateFailures).`);
    },
    now: options.now ?? (() => Date.now()),
    removeFileQuietly,
  };
  const writes = loadOnce(() => import('./write-operations').then(({ createWriteOperations }) => createWriteOperations(context)));
  const inbox = loadOnce(() => import('./inbox-operations').then(({ createInboxOperations }) => createInboxOperations(context)));
  const written = <G extends keyof OperationsLoadedOnUse<'writes'>>(group: G) => () => writes().then((operations) => operations[group]);
  const staff = <G extends keyof OperationsLoadedOnUse<'inbox'>>(group: G) => () => inbox().then((operations) => operations[group]);

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
      subscribe(onChange, onError) {
        return docs.subscribe(collections.jobvacancy, (raw) => onChange(raw.map(toVacancy)), onError);
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
