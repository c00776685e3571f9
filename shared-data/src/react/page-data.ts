// The public data pages' reads, by their prerender key. The page service makes them: while rendering a page, and
// at the page's data address (`/_data/<key>`), which the browser asks instead of opening a Firestore connection.
import { getDataApi, hydrationJson, parseHydrationJson, type Vacancy } from '@seawave/shared-data';
import { sortByCreatedAt } from '@seawave/shared-data/entities';

export const PAGE_DATA_PATH = '/_data/';

/** The first list the live source gives: the data interface reads vacancies only through a subscription. */
function firstVacancies(): Promise<Vacancy[]> {
  return new Promise<Vacancy[]>((resolve, reject) => {
    let stop: (() => void) | null = null;
    let done = false;
    const finish = () => {
      done = true;
      stop?.();
    };
    getDataApi().then((api) => {
      const unsubscribe = api.vacancies.subscribe(
        (list) => {
          if (done) return;
          finish();
          resolve(list);
        },
        (error) => {
          if (done) return;
          finish();
          reject(error);
        },
      );
      if (done) unsubscribe();
      else stop = unsubscribe;
    }, reject);
  });
}

/** Each key a public page reads, and how: undefined for a key no page reads. */
function readerOf(key: string): (() => Promise<unknown>) | undefined {
  const [kind = '', ...rest] = key.split(':');
  const arg = rest.join(':');
  switch (kind) {
    case 'vacancies':
      return arg === 'latest' ? async () => sortByCreatedAt(await firstVacancies(), 'latest') : undefined;
    case 'vacancy':
      return async () => (arg ? (await getDataApi()).vacancies.get(arg) : null);
    case 'posts':
      return arg === 'latest' ? async () => sortByCreatedAt(await (await getDataApi()).posts.list(), 'latest') : undefined;
    case 'post':
      return async () => (arg ? (await getDataApi()).posts.get(arg) : null);
    default:
      return undefined;
  }
}

export const isPageDataKey = (key: string): boolean => readerOf(key) !== undefined;

/** Through the data interface: on the server, or in a component test with the in-memory one. */
export function readPageData(key: string): Promise<unknown> {
  const read = readerOf(key);
  return read ? read() : Promise.reject(new Error(`No page reads ${key}`));
}

export const pageDataPath = (key: string): string => `${PAGE_DATA_PATH}${encodeURIComponent(key)}`;

/** The body of a data address: dates survive the trip as they do in the page. */
export const pageDataJson = (data: unknown): string => hydrationJson({ data });

/** Null for a path that is no data address; the key otherwise (it may be one no page reads). */
export function pageDataKeyOf(path: string): string | null {
  if (!path.startsWith(PAGE_DATA_PATH)) return null;
  try {
    return decodeURIComponent(path.slice(PAGE_DATA_PATH.length));
  } catch {
    return null;
  }
}

/** In the browser: the page service's answer, which Hosting's CDN may keep as long as a page. */
export async function fetchPageData(key: string): Promise<unknown> {
  const response = await fetch(pageDataPath(key), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${pageDataPath(key)} answered ${response.status}`);
  return parseHydrationJson(await response.text()).data;
}
