// Where the browser reads a data page's data: the page service's data address, `/_data/<key>`.
import { hydrationJson, parseHydrationJson } from '@seawave/shared-data';

export const PAGE_DATA_PATH = '/_data/';

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
