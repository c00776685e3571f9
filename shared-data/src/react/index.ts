/**
 * `@seawave/shared-data/react`: the hooks that read the back end for a page
 * (and their state type). A separate entry, so the pages that read nothing
 * (the home page among them) do not download them; bundled into each remote
 * that uses them, they read the prerendered data through the shared
 * singleton's context.
 */
export type { DataState } from './data-state';
export { useDataQuery, type DataOptions } from './use-data-query';
export { useDataSubscription } from './use-data-subscription';
