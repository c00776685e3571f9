// What the operations need from a back end: a document store, a file store and the public forms' functions.
import type { DataApi, DataOperation, SubscribeOptions } from '../data-api';
import type { CollectionName, StorageFolder } from '../entities';
import type { PACKAGES_SUBCOLLECTION } from '../freight/terms';
import type { RawDoc } from './mapping';
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

/** A store's operations as a module writes them: the SDK handle comes first, passed by the store. */
export type GivenHandle<H, T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (handle: H, ...args: A) => R : never };

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
export type WriteGroups = OperationsLoadedOnUse<'writes'>;

export interface CoreContext {
  docs: DocumentStore;
  files: FileStore;
  forms: PublicForms;
  options: CoreOptions;
  fail(operation: DataOperation): void;
  now(): number;
  removeFileQuietly(path: unknown): Promise<void>;
}
