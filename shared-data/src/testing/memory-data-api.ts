/**
 * An in-memory data interface for component tests: the real core (the same
 * validation, upload rules and mapping as the site) over in-memory document
 * and file stores. Install it with `useMemoryDataApi()` so that pages calling
 * `getDataApi()` use it; seed it through its own methods or `seedDocs`.
 * Never used by the site.
 */
import { createDataApiFromStores } from '../core/create-data-api';
import type { DocFields, DocumentStore, FileStore, PublicForms, Subcollection } from '../core/stores';
import type { StoreQuery } from '../core/page-filters';
import { authStore } from '../auth/auth-store';
import { PACKAGES_SUBCOLLECTION } from '../freight/terms';
import { formatReference, type ReferenceKind } from '../reference/reference';
import { arrivalFieldsOf, storedPackageLines, storedText } from '../server/arrival-fields';
import { SubmissionRefusedError } from '../submission-errors';
import { randomId, resumeStoragePath } from '../entities';
import { RESUME_MISSING_TEXT, TICKET_SECONDS, VACANCY_CLOSED_TEXT, type QuoteSubmitted, type Submitted } from '../public-forms';
import { toRate, type RawDoc } from '../core/mapping';
import { indicativePriceOf, pricedQuoteOf } from '../server/indicative-price';
import { businessDayKey } from '../business-day';
import type { IndicativePrice } from '../freight/prices';
import { isPriceExpired, QUOTE_REFUSED_TEXTS, quoteStatusPath, quoteStatusView, SHIPPER, staffPriceOf } from '../quote-status';
import type { DataApi, DataOperation } from '../data-api';
import { setDataApi } from '../data-api-loader';
import type { CollectionName } from '../entities';

export interface MemoryDataApi extends DataApi {
  /** Raw documents per collection (what Firestore would hold), for assertions. */
  readonly docs: Record<CollectionName, Map<string, Record<string, unknown>>>;
  /** Stored files by path. */
  readonly storedFiles: Map<string, { blob: Blob; contentType: string }>;
  /** The notes and history entries, by `<collection>/<id>/<notes|history>`, each by entry id. */
  readonly subDocs: Map<string, Map<string, Record<string, unknown>>>;
  /** The status page's key of each quote the public forms' function stored, by quote id. */
  readonly statusKeys: Map<string, string>;
  /** The upload tickets the public forms' function gave out, by ticket. */
  readonly tickets: Map<string, { path: string; expiresMillis: number; usedBy: string | null }>;
  /** How many documents the page and count queries have read (a count query reads none). */
  readonly reads: { documents: number };
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
   * The signed-in staff e-mail the workflow records (status changes, notes).
   * Default: the auth store's signed-in admin (`signInAs`), else nobody (refused).
   */
  staffEmail?: string | null;
  /**
   * Whether the Cloud Functions number what they store (default true): a new
   * quote or application gets its reference, status 'new', search terms (a
   * quote also its service flags and cargo figures), as the server writes
   * them. With false the reference is left to the trigger (null).
   */
  server?: boolean;
}

/** A stored value by its field path (`serviceFlags.warehousing`). */
function valueAt(data: Record<string, unknown>, path: string): unknown {
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A stored time in milliseconds (null: a null time, which Firestore orders before every time). */
function millisOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function') return (value as { toMillis: () => number }).toMillis();
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return new Date(value).getTime();
  return null;
}

/** Firestore's order of (createdAt, id): nulls first, then by time, then by id. */
function compareKeys(a: { at: number | null; id: string }, b: { at: number | null; id: string }): number {
  if (a.at !== b.at) {
    if (a.at === null) return -1;
    if (b.at === null) return 1;
    return a.at - b.at;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The error the rules' refusal gives (Firestore's code). */
const refused = (what: string) => Object.assign(new Error(`Missing or insufficient permissions: ${what}`), { code: 'permission-denied' });

export function createMemoryDataApi(options: MemoryOptions = {}): MemoryDataApi {
  const now = options.now ?? (() => new Date());
  const collections: MemoryDataApi['docs'] = { posts: new Map(), jobvacancy: new Map(), applicants: new Map(), quotes: new Map(), rates: new Map() };
  const subDocs: MemoryDataApi['subDocs'] = new Map();
  const tickets: MemoryDataApi['tickets'] = new Map();
  const reads = { documents: 0 };
  const counters = new Map<string, number>();
  const subKey = (name: CollectionName, id: string, sub: Subcollection) => `${name}/${id}/${sub}`;
  const staffEmail = (): string | null => {
    if (options.staffEmail !== undefined) return options.staffEmail;
    const auth = authStore.getState();
    return auth.isAdmin && auth.user?.email ? auth.user.email : null;
  };

  /**
   * The search terms (and a quote's service flags) the server derives from a
   * document (`arrivalFieldsOf`), for a seeded document that lacks them:
   * seeded quotes and applications are found by the search as the server's would be.
   */
  const derivedFields = (name: CollectionName, data: Record<string, unknown>): Record<string, unknown> => {
    if (name !== 'quotes' && name !== 'applicants') return {};
    const { searchTerms, serviceFlags } = arrivalFieldsOf(name === 'quotes' ? 'quote' : 'application', data, storedText(data, 'reference'), []);
    return { ...('searchTerms' in data ? {} : { searchTerms }), ...(serviceFlags && !('serviceFlags' in data) ? { serviceFlags } : {}) };
  };

  /** What the Cloud Functions write when a quote or an application is created. */
  const serverEffects = (name: CollectionName, id: string): string | null => {
    if (options.server === false || (name !== 'quotes' && name !== 'applicants')) return null;
    const data = collections[name].get(id);
    if (!data) return null;
    const kind: ReferenceKind = name === 'quotes' ? 'quote' : 'application';
    const year = (data.createdAt instanceof Date ? data.createdAt : now()).getUTCFullYear();
    const sequence = (counters.get(`${kind}-${year}`) ?? 0) + 1;
    counters.set(`${kind}-${year}`, sequence);
    const reference = formatReference(kind, year, sequence);
    const lineDocs = [...(subDocs.get(subKey(name, id, PACKAGES_SUBCOLLECTION)) ?? [])].map(([lineId, line]) => ({ id: lineId, data: line }));
    collections[name].set(id, { ...data, ...arrivalFieldsOf(kind, data, reference, storedPackageLines(data, lineDocs)) });
    return reference;
  };

  /** As the rules judge an application's vacancy: it exists, is not blocked and its closing day (UTC) has not passed. */
  const isOpenVacancy = (id: string) => {
    const vacancy = collections.jobvacancy.get(id);
    if (!vacancy || vacancy.isBlocked === true) return false;
    const closing = vacancy.closingDate;
    return typeof closing !== 'string' || now().getTime() < Date.parse(`${closing}T00:00:00Z`) + 86_400_000;
  };

  /** The documents of `name` matching `query` that have a createdAt field (a time or null: Firestore's queries find no document without it). */
  const matching = (name: CollectionName, query: StoreQuery) =>
    [...collections[name]]
      .filter(([, data]) => 'createdAt' in data && data.createdAt !== undefined)
      .filter(([, data]) => query.equals.every(({ field, value }) => valueAt(data, field) === value))
      .filter(([, data]) => {
        if (!query.contains) return true;
        const list = valueAt(data, query.contains.field);
        return Array.isArray(list) && list.includes(query.contains.value);
      })
      .filter(([, data]) => {
        const at = millisOf(data.createdAt);
        if (query.from && (at === null || at < query.from.getTime())) return false;
        if (query.before && (at === null || at >= query.before.getTime())) return false;
        return true;
      })
      .map(([id, data]) => ({ id, data, key: { at: millisOf(data.createdAt), id } }));
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
      serverEffects(name, id);
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
    page: async (name, query, part, order, limit, after) => {
      const sign = part === 'undated' || order === 'asc' ? 1 : -1;
      const start = after as { at: number | null; id: string } | null;
      const found = matching(name, query)
        .filter((entry) => (part === 'undated' ? entry.data.createdAt === null : entry.key.at !== null))
        .sort((a, b) => sign * compareKeys(a.key, b.key))
        .filter((entry) => start === null || sign * compareKeys(entry.key, start) > 0)
        .slice(0, limit);
      reads.documents += found.length;
      const last = found.at(-1);
      return { docs: found.map(({ id, data }) => ({ id, data: { ...data } })), last: last ? last.key : null };
    },
    count: async (name, query) => matching(name, query).length,
    replaceFields: async (name, id, fields, remove, timestamps = []) => {
      const existing = collections[name].get(id);
      if (!existing) throw Object.assign(new Error(`No document to update: ${name}/${id}`), { code: 'not-found' });
      const next: Record<string, unknown> = { ...existing, ...stamp(fields, timestamps) };
      for (const key of remove) delete next[key];
      collections[name].set(id, next);
      changed(name);
    },
    listSub: async (name, id, sub) => [...(subDocs.get(subKey(name, id, sub)) ?? [])].map(([entryId, data]) => ({ id: entryId, data: { ...data } })),
    addSub: async (name, id, sub, fields, timestamps) => {
      // The rules: staff only, on an existing item.
      if (!staffEmail() || !collections[name].has(id)) throw refused(subKey(name, id, sub));
      const entryId = `memory-${++nextId}`;
      const map = subDocs.get(subKey(name, id, sub)) ?? new Map();
      subDocs.set(subKey(name, id, sub), map);
      map.set(entryId, stamp(fields, timestamps));
      return entryId;
    },
    updateWithHistory: async (name, id, fields, entry) => {
      if (!staffEmail()) throw refused(`${name}/${id}`);
      const existing = collections[name].get(id);
      if (!existing) throw Object.assign(new Error(`No document to update: ${name}/${id}`), { code: 'not-found' });
      // The rules: the entry follows the item's latest change (the one the writer saw).
      if (entry.follows !== (existing.historyId ?? null)) throw refused(`${name}/${id}`);
      const entryId = `memory-${++nextId}`;
      const map = subDocs.get(subKey(name, id, 'history')) ?? new Map();
      subDocs.set(subKey(name, id, 'history'), map);
      map.set(entryId, { ...entry, at: now() });
      collections[name].set(id, { ...existing, ...fields, historyId: entryId });
      changed(name);
    },
    removeWithSubs: async (name, id, subs) => {
      collections[name].delete(id);
      for (const { sub, id: entryId } of subs) subDocs.get(subKey(name, id, sub))?.delete(entryId);
      changed(name);
    },
    staffEmail: async () => staffEmail(),
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
      // storage.rules: a resume only at the path of an unexpired ticket, never over a stored file.
      if (path.startsWith('resume/')) {
        const ticket = tickets.get(path.split('/')[1] ?? '');
        if (!ticket || ticket.path !== path || now().getTime() >= ticket.expiresMillis || files.has(path)) {
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

  /** What the public forms' functions do, without their limits: one document per submission, numbered at once. */
  /** Firestore's server times differ from one write to the next, so the inbox order never falls back on the random ids. */
  let lastCreated = 0;
  const store = (name: 'quotes' | 'applicants', id: string, fields: DocFields, children: { sub: Subcollection; id: string; fields: DocFields }[] = []): Submitted => {
    lastCreated = Math.max(now().getTime(), lastCreated + 1);
    collections[name].set(id, { ...fields, createdAt: new Date(lastCreated) });
    for (const child of children) {
      const map = subDocs.get(subKey(name, id, child.sub)) ?? new Map<string, Record<string, unknown>>();
      subDocs.set(subKey(name, id, child.sub), map);
      map.set(child.id, { ...child.fields });
    }
    const reference = serverEffects(name, id);
    changed(name);
    return { id, reference };
  };
  const earlier = (name: 'quotes' | 'applicants', id: string): Submitted | null => {
    const data = collections[name].get(id);
    return data ? { id, reference: typeof data.reference === 'string' ? data.reference : null } : null;
  };
  /** As the function prices a quote: from the rate cards valid today in the site's time zone. */
  const priceOf = (fields: DocFields, lines: unknown[]): IndicativePrice | null => {
    const rates = [...collections.rates].map(([id, data]) => toRate({ id, data }));
    return indicativePriceOf(rates, pricedQuoteOf(fields, storedPackageLines({ packages: lines }, [])), businessDayKey(now()));
  };
  /** The status page's key of each quote, as the server keeps it (its hash alone is on the quote). */
  const statusKeys = new Map<string, string>();
  const statusPathOf = (submitted: Submitted): Submitted => {
    const key = statusKeys.get(submitted.id);
    return { ...submitted, statusPath: key && submitted.reference ? quoteStatusPath(submitted.reference, key) : null };
  };
  /** As the reply functions judge a request: the reference and the key, or the same refusal for either. */
  const quoteByKey = (reference: string, key: string): [string, Record<string, unknown>] => {
    const found = [...collections.quotes].find(([, data]) => data.reference === reference);
    if (!found || statusKeys.get(found[0]) !== key) throw new SubmissionRefusedError(QUOTE_REFUSED_TEXTS.notFound, { reason: 'not-found' });
    return found;
  };
  const statusViewOf = (id: string, data: Record<string, unknown>) =>
    quoteStatusView({
      reference: String(data.reference),
      data,
      history: [...(subDocs.get(subKey('quotes', id, 'history'))?.values() ?? [])].map((entry) => ({ ...entry, status: entry.status, at: entry.at instanceof Date ? entry.at : null })),
      nowMs: now().getTime(),
    });
  const addHistory = (id: string, entry: Record<string, unknown>): string => {
    const entryId = `memory-${++nextId}`;
    const map = subDocs.get(subKey('quotes', id, 'history')) ?? new Map();
    subDocs.set(subKey('quotes', id, 'history'), map);
    map.set(entryId, { ...entry, by: SHIPPER, at: now() });
    return entryId;
  };
  const forms: PublicForms = {
    submitQuote: async ({ packages, ...fields }, submissionId): Promise<QuoteSubmitted> => {
      const lines = Array.isArray(packages) ? packages : [];
      const sent = earlier('quotes', submissionId);
      if (sent) return { ...statusPathOf(sent), indicativePrice: (collections.quotes.get(submissionId)?.indicativePrice as IndicativePrice | null | undefined) ?? null };
      const indicativePrice = priceOf(fields, lines);
      statusKeys.set(submissionId, `${randomId()}${randomId()}${randomId()}`.slice(0, 43));
      const stored = store(
        'quotes',
        submissionId,
        { ...fields, indicativePrice: indicativePrice ? { ...indicativePrice } : null },
        lines.map((line, index) => ({ sub: PACKAGES_SUBCOLLECTION, id: String(index), fields: line as DocFields })),
      );
      return { ...statusPathOf(stored), indicativePrice };
    },
    acceptQuote: async (reference, key) => {
      const [id, data] = quoteByKey(reference, key);
      if (data.status !== 'accepted') {
        const price = staffPriceOf(data.price);
        if (data.status !== 'quoted' || !price) throw new SubmissionRefusedError(QUOTE_REFUSED_TEXTS.notAcceptable, { reason: 'invalid' });
        if (isPriceExpired(price, now().getTime())) throw new SubmissionRefusedError(QUOTE_REFUSED_TEXTS.expired, { reason: 'invalid' });
        const historyId = addHistory(id, { status: 'accepted', follows: data.historyId ?? null });
        collections.quotes.set(id, { ...data, status: 'accepted', historyId });
        changed('quotes');
      }
      return statusViewOf(id, collections.quotes.get(id)!);
    },
    askAboutQuote: async (reference, key, kind, message) => {
      const [id, data] = quoteByKey(reference, key);
      addHistory(id, { status: data.status ?? 'new', kind, message });
      return statusViewOf(id, data);
    },
    startResumeUpload: async ({ fileName }) => {
      const ticket = randomId();
      const path = resumeStoragePath(ticket, fileName, now().getTime());
      tickets.set(ticket, { path, expiresMillis: now().getTime() + TICKET_SECONDS * 1000, usedBy: null });
      return { ticket, path, expiresAtMillis: now().getTime() + TICKET_SECONDS * 1000 };
    },
    submitApplication: async (fields, submissionId, ticketId) => {
      const found = earlier('applicants', submissionId);
      if (found) return found;
      if (ticketId === null) throw new SubmissionRefusedError('No application with this submission arrived.', { reason: 'not-found' });
      if (typeof fields.vacancyId === 'string' && !isOpenVacancy(fields.vacancyId)) throw new SubmissionRefusedError(VACANCY_CLOSED_TEXT, { reason: 'vacancy-closed' });
      const ticket = tickets.get(ticketId);
      if (!ticket || !files.has(ticket.path) || (ticket.usedBy !== null && ticket.usedBy !== submissionId)) {
        throw new SubmissionRefusedError(RESUME_MISSING_TEXT, { reason: 'resume-missing' });
      }
      ticket.usedBy = submissionId;
      return store('applicants', submissionId, { ...fields, resumeURL: ticket.path });
    },
  };

  const failing = new Set<DataOperation>();
  const api = createDataApiFromStores(docs, fileStore, forms, {
    shouldFail: (operation) => failing.has(operation) || (options.shouldFail?.(operation) ?? false),
    returnsUrlFor: (folder) => folder === 'images',
    now: () => now().getTime(),
  });
  return Object.assign(api, {
    failing,
    docs: collections,
    storedFiles: files,
    tickets,
    statusKeys,
    subDocs,
    reads,
    seedDocs(name: CollectionName, list: ({ id: string } & Record<string, unknown>)[]) {
      for (const { id, ...data } of list) collections[name].set(id, { ...data, ...derivedFields(name, data) });
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
