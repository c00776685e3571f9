/**
 * Data read while a page is prerendered, and handed to the browser with it.
 *
 * On the server (`serverPrerenderData`), a read with a key suspends the
 * render until it settles (React's `use`), so the HTML carries the page's
 * content; each value is recorded under its key. The HTML embeds them
 * (`hydrationJson`), and in the browser (`hydrationPrerenderData`) the same
 * read starts from that value: hydration renders exactly what the server
 * rendered, and the read then runs again to bring it up to date.
 */
import { createContext } from 'react';

export interface PrerenderData {
  kind: 'server' | 'browser';
  /** Server: the (one, cached) promise of the read of `key`. Browser: never called. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Browser: the prerendered value of `key`, if the page was prerendered with one. */
  initial<T>(key: string): { data: T } | undefined;
}

export const PrerenderDataContext = createContext<PrerenderData | null>(null);

export interface ServerPrerenderData extends PrerenderData {
  /** Every value read so far, by key (to embed in the HTML). */
  values(): Record<string, unknown>;
}

/** A new store for one server render (never shared between pages). */
export function serverPrerenderData(): ServerPrerenderData {
  const reads = new Map<string, Promise<unknown>>();
  const settled = new Map<string, unknown>();
  return {
    kind: 'server',
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      let promise = reads.get(key) as Promise<T> | undefined;
      if (!promise) {
        promise = load().then((data) => {
          settled.set(key, data);
          return data;
        });
        reads.set(key, promise);
      }
      return promise;
    },
    initial: () => undefined,
    values: () => Object.fromEntries(settled),
  };
}

/** The browser's view of the values a prerendered page embedded. */
export function hydrationPrerenderData(values: Record<string, unknown>): PrerenderData {
  return {
    kind: 'browser',
    read: () => Promise.reject(new Error('Prerendered data is read on the server only')),
    initial: <T>(key: string) => (Object.prototype.hasOwnProperty.call(values, key) ? { data: values[key] as T } : undefined),
  };
}

const DATE_TAG = '$date';

/**
 * The values as JSON safe inside an HTML <script> element: dates survive
 * (as `{"$date": ISO}`), and `<`, `>`, `&`, U+2028 and U+2029 are escaped, so
 * no stored text can close the script or start markup.
 */
export function hydrationJson(values: Record<string, unknown>): string {
  const json = JSON.stringify(values, function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  });
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Reads what `hydrationJson` wrote (dates back as Date objects). */
export function parseHydrationJson(text: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const keys = Object.keys(value);
      const tagged = (value as Record<string, unknown>)[DATE_TAG];
      if (keys.length === 1 && typeof tagged === 'string') return new Date(tagged);
    }
    return value;
  });
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('The prerendered data is not an object');
  return parsed as Record<string, unknown>;
}

/** The keys of the reads public pages prerender with, one place for the pages that read and the prerender that reads their values. */
export const prerenderKeys = {
  post: (postId: string) => `post:${postId}`,
  posts: (order: string) => `posts:${order}`,
  vacancy: (vacancyId: string) => `vacancy:${vacancyId}`,
  vacancies: 'vacancies:latest',
} as const;
