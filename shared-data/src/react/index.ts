export type { DataState } from './data-state';
export { usePageQuery, pageQueryClient, readPagesInProcess, type PageQuery } from './use-page-query';
export { useLiveQuery, type LiveQuery, type Subscribe, type Unsubscribe } from './use-live-query';
export { pageDataJson, pageDataKeyOf, pageDataPath, PAGE_DATA_PATH } from './page-address';
// The page service's side: the reads themselves.
export { isPageDataKey, readPageData } from './page-data';
