export type { DataState } from './data-state';
export { useDataQuery, type DataOptions } from './use-data-query';
export { useDataSubscription } from './use-data-subscription';
