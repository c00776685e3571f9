/**
 * An in-memory data interface for component tests: the real core (the same
 * validation, upload rules and mapping as the site) over in-memory document
 * and file stores. Install it with `useMemoryDataApi()` so that pages calling
 * `getDataApi()` use it; seed it through its own methods or `seedDocs`.
 * Never used by the site.
 */
import { createDataApiFromStores, type DocFields, type DocumentStore, type FileStore } from '../core/create-data-api';
import type { RawDoc } from '../core/mapping';
import type { DataApi, DataOperation } from '../data-api';
import { setDataApi } from '../data-api-loader';
import type { CollectionName } from '../entities';
import { withSimulatedFailures } from '../simulate-failures';

export interface MemoryDataApi extends DataApi {
  /** Raw documents per collection (what Firestore would hold), for assertions. */
  readonly docs: Record<CollectionName, Map<string, Record<string, unknown>>>;
  /** Stored files by path. */
  readonly storedFiles: Map<string, { blob: Blob; contentType: string }>;
  /** Writes documents as they would be stored (ids given; dates as Date or null). */
  seedDocs(collection: CollectionName, docs: ({ id: string } & Record<string, unknown>)[]): void;
  /**
   * Operations that fail while listed, as the site's simulateFailures switch
   * makes them fail (a live subscription reports the failure to onError).
   * Add to it before rendering, delete to let a retry succeed.
   */
  readonly failing: Set<DataOperation>;
}

export interface MemoryOptions {
  /** Failure injection, as the simulateFailures switch does in the site. */
  shouldFail?: (operation: DataOperation) => boolean;
  /** The clock used for createdAt/updatedAt. */
  now?: () => Date;
}

export function createMemoryDataApi(options: MemoryOptions = {}): MemoryDataApi {
  const now = options.now ?? (() => new Date());
  const collections: MemoryDataApi['docs'] = { posts: new Map(), jobvacancy: new Map(), applicants: new Map(), quotes: new Map() };
  const listeners = new Map<string, Set<(docs: RawDoc[]) => void>>();
  let nextId = 0;

  const snapshot = (name: CollectionName): RawDoc[] => [...collections[name]].map(([id, data]) => ({ id, data: { ...data } }));
  const changed = (name: CollectionName) => {
    for (const listener of listeners.get(name) ?? []) queueMicrotask(() => listener(snapshot(name)));
  };
  const stamp = (fields: DocFields, timestamps: string[]) => {
    const data: Record<string, unknown> = { ...fields };
    for (const field of timestamps) data[field] = now();
    return data;
  };

  const docs: DocumentStore = {
    list: async (name) => snapshot(name),
    get: async (name, id) => {
      const data = collections[name].get(id);
      return data ? { id, data: { ...data } } : null;
    },
    add: async (name, fields, timestamps) => {
      const id = `memory-${++nextId}`;
      collections[name].set(id, stamp(fields, timestamps));
      changed(name);
      return id;
    },
    update: async (name, id, fields, timestamps) => {
      const existing = collections[name].get(id);
      if (!existing) throw Object.assign(new Error(`No document to update: ${name}/${id}`), { code: 'not-found' });
      collections[name].set(id, { ...existing, ...stamp(fields, timestamps) });
      changed(name);
    },
    remove: async (name, id) => {
      collections[name].delete(id);
      changed(name);
    },
    subscribe: (name, onChange) => {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(onChange);
      queueMicrotask(() => {
        if (set.has(onChange)) onChange(snapshot(name));
      });
      return () => set.delete(onChange);
    },
  };

  const files: MemoryDataApi['storedFiles'] = new Map();
  const fileStore: FileStore = {
    put: async (path, blob, contentType) => {
      files.set(path, { blob, contentType });
    },
    url: async (path) => (files.has(path) ? `https://files.test/${path}` : null),
    blob: async (path) => {
      const stored = files.get(path);
      return stored ? new Blob([stored.blob], { type: stored.contentType }) : null;
    },
    remove: async (path) => {
      files.delete(path);
    },
  };

  const failing = new Set<DataOperation>();
  const core = createDataApiFromStores(docs, fileStore, {
    shouldFail: (operation) => failing.has(operation) || (options.shouldFail?.(operation) ?? false),
    returnsUrlFor: (folder) => folder === 'images',
  });
  const api = withSimulatedFailures(core, () => [...failing]);
  return Object.assign(api, {
    failing,
    docs: collections,
    storedFiles: files,
    seedDocs(name: CollectionName, list: ({ id: string } & Record<string, unknown>)[]) {
      for (const { id, ...data } of list) collections[name].set(id, data);
      changed(name);
    },
  });
}

/** Makes `getDataApi()` resolve to a new in-memory data interface for the current test, and returns it. */
export function useMemoryDataApi(options: MemoryOptions = {}): MemoryDataApi {
  const api = createMemoryDataApi(options);
  setDataApi(api);
  return api;
}
