// Reads done while rendering on the server are embedded in the HTML, so hydration renders what the server did.
// The browser reads again only when that is older than a page may be: after a navigation, or when the page is old.
import { createContext } from 'react';

/** How long a shared cache may serve a page, and so how old its embedded reads may be on screen. */
export const PAGE_FRESH_SECONDS = 60;

export interface PrerenderData {
  kind: 'server' | 'browser';
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** A public data page's read by its key, through the reader the page service gave. */
  readPage<T>(key: string): Promise<T>;
  /** `fresh`: read for this very page view less than PAGE_FRESH_SECONDS ago, so a new read would show the same. */
  initial<T>(key: string): { data: T; fresh: boolean; readAt: number | null } | undefined;
  /** Called once the visitor has left the page the server rendered: its reads then seed later pages but are read again. */
  expire(): void;
}

export const PrerenderDataContext = createContext<PrerenderData | null>(null);

export interface ServerPrerenderData extends PrerenderData {
  values(): Record<string, unknown>;
}

/**
 * `given`: what the page service read itself before rendering (a quote's status, read with its key).
 * `readPage`: the data pages' reads by key; only the page service holds them, so no browser bundle carries them.
 */
export function serverPrerenderData(
  given: Record<string, unknown> = {},
  readPage: (key: string) => Promise<unknown> = (key) => Promise.reject(new Error(`No page reads ${key}`)),
): ServerPrerenderData {
  const reads = new Map<string, Promise<unknown>>(Object.entries(given).map(([key, value]) => [key, Promise.resolve(value)]));
  const settled = new Map<string, unknown>(Object.entries(given));
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
    readPage<T>(key: string): Promise<T> {
      return this.read(key, () => readPage(key) as Promise<T>);
    },
    initial: () => undefined,
    expire: () => undefined,
    values: () => Object.fromEntries(settled),
  };
}

/** `renderedAt`: the server's clock when it read the values; a clock more than the fresh time apart makes them stale. */
export function hydrationPrerenderData(values: Record<string, unknown>, renderedAt: number | null = null, now: () => number = Date.now): PrerenderData {
  let expired = false;
  return {
    kind: 'browser',
    read: () => Promise.reject(new Error('Prerendered data is read on the server only')),
    readPage: () => Promise.reject(new Error('Prerendered data is read on the server only')),
    initial: <T>(key: string) =>
      Object.prototype.hasOwnProperty.call(values, key)
        ? { data: values[key] as T, fresh: !expired && renderedAt !== null && Math.abs(now() - renderedAt) < PAGE_FRESH_SECONDS * 1000, readAt: renderedAt }
        : undefined,
    expire() {
      expired = true;
    },
  };
}

const DATE_TAG = '$date';

/** Escapes `<`, `>`, `&`, U+2028 and U+2029 so no stored text can close the script or start markup. */
export function hydrationJson(values: Record<string, unknown>): string {
  const json = JSON.stringify(values, function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  });
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

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

export const prerenderKeys = {
  post: (postId: string) => `post:${postId}`,
  posts: (order: string) => `posts:${order}`,
  vacancy: (vacancyId: string) => `vacancy:${vacancyId}`,
  vacancies: 'vacancies:latest',
  quoteStatus: (reference: string) => `quoteStatus:${reference}`,
} as const;
