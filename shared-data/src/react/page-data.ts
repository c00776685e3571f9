// The public data pages' reads, by their prerender key. The page service makes them: while rendering a page, and
// at the page's data address (`/_data/<key>`), which the browser asks instead of opening a Firestore connection.
// Only the page service and component tests import this module.
import { getDataApi, type Vacancy } from '@seawave/shared-data';
import { sortByCreatedAt } from '@seawave/shared-data/entities';

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
