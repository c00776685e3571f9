/**
 * An in-memory data interface for component tests: the real core (the same
 * validation, upload rules and mapping as the site) over in-memory document
 * and file stores. Install it with `useMemoryDataApi()` so that pages calling
 * `getDataApi()` use it; seed it through its own methods or `seedDocs`.
 * Never used by the site.
 */
import { createDataApiFromStores, type DocFields, type DocumentStore, type FileStore, type Writer } from '../core/create-data-api';
import { limitVerdict, TICKET_SECONDS, type LimitKind, type LimitRecord } from '../core/write-limits';
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
  /** The limit documents of the public writes, by `<uid>/<kind>` (what limits/{uid}/writes/{kind} would hold). */
  readonly limitDocs: Map<string, LimitRecord>;
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
  /** The clock used for createdAt/updatedAt and the write limits. */
  now?: () => Date;
  /**
   * Who sends the public forms (default: an anonymous visitor, limited as the
   * rules limit one; `{ uid, limited: false }` for staff).
   */
  writer?: Writer;
}

/** The error the rules' refusal gives (Firestore's code). */
const refused = (what: string) => Object.assign(new Error(`Missing or insufficient permissions: ${what}`), { code: 'permission-denied' });

export function createMemoryDataApi(options: MemoryOptions = {}): MemoryDataApi {
  const now = options.now ?? (() => new Date());
  const collections: MemoryDataApi['docs'] = { posts: new Map(), jobvacancy: new Map(), applicants: new Map(), quotes: new Map() };
  const listeners = new Map<string, Set<(docs: RawDoc[]) => void>>();
  let nextId = 0;
  const writer: Writer = options.writer ?? { uid: 'memory-visitor', limited: true };
  const limitDocs = new Map<string, LimitRecord>();
  /**
   * Takes one write of `kind` for `uid` as the rules do: refused (permission
   * denied) when the limit document does not allow it or the client's next
   * document is not the one the rules expect.
   */
  const takeLimit = (uid: string, kind: LimitKind, next: { day: number; count: number }, ref: string) => {
    const key = `${uid}/${kind}`;
    const verdict = limitVerdict(kind, limitDocs.get(key) ?? null, now().getTime());
    if (!verdict.allowed || verdict.next.day !== next.day || verdict.next.count !== next.count) throw refused(`limits/${uid}/writes/${kind}`);
    limitDocs.set(key, { lastMillis: now().getTime(), ...next, ref });
  };

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
    writer: async () => writer,
    readLimit: async (uid, kind) => {
      const record = limitDocs.get(`${uid}/${kind}`);
      return record ? { ...record } : null;
    },
    addLimited: async (name, fields, timestamps, limit) => {
      // The rules refuse a public create without its limit document.
      if (!limit && writer.limited) throw refused(name);
      const id = `memory-${nextId + 1}`;
      if (limit) takeLimit(limit.uid, limit.kind, limit.next, id);
      nextId += 1;
      collections[name].set(id, stamp(fields, timestamps));
      changed(name);
      return id;
    },
    takeTicket: async (uid, path, next) => {
      takeLimit(uid, 'resumes', next, path);
    },
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
      // storage.rules: a visitor's resume needs a ticket naming its path, taken less than TICKET_SECONDS before.
      if (path.startsWith('resume/') && writer.limited) {
        const ticket = limitDocs.get(`${writer.uid}/resumes`);
        if (!ticket || ticket.ref !== path || now().getTime() >= ticket.lastMillis + TICKET_SECONDS * 1000 || files.has(path)) {
          throw Object.assign(new Error(`User does not have permission to access '${path}'.`), { code: 'storage/unauthorized' });
        }
      }
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
    now: () => now().getTime(),
  });
  const api = withSimulatedFailures(core, () => [...failing]);
  return Object.assign(api, {
    failing,
    docs: collections,
    storedFiles: files,
    limitDocs,
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
