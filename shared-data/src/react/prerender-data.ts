// Reads done while prerendering are embedded in the HTML, so hydration renders what the server did, then reads again.
import { createContext } from 'react';

export interface PrerenderData {
  kind: 'server' | 'browser';
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  initial<T>(key: string): { data: T } | undefined;
}

export const PrerenderDataContext = createContext<PrerenderData | null>(null);

export interface ServerPrerenderData extends PrerenderData {
  values(): Record<string, unknown>;
}

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

export function hydrationPrerenderData(values: Record<string, unknown>): PrerenderData {
  return {
    kind: 'browser',
    read: () => Promise.reject(new Error('Prerendered data is read on the server only')),
    initial: <T>(key: string) => (Object.prototype.hasOwnProperty.call(values, key) ? { data: values[key] as T } : undefined),
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
} as const;
