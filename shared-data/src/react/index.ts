export type { DataState } from './data-state';
export { usePageQuery, pageQueryClient, readPagesInProcess, type PageQuery } from './use-page-query';
export { useLiveQuery, type LiveQuery, type Subscribe, type Unsubscribe } from './use-live-query';
export { isPageDataKey, pageDataJson, pageDataKeyOf, pageDataPath, readPageData, PAGE_DATA_PATH } from './page-data';
