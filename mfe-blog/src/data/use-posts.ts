import { getDataApi, type SortOrder, prerenderKeys } from '@seawave/shared-data';
import { sortByCreatedAt } from '@seawave/shared-data/entities';
import { useDataQuery } from '@seawave/shared-data/react';

/** The published posts in `order` (sorted on the client by createdAt), read again on every change of `order` and on `retry()`. */
export const usePosts = (order: SortOrder) =>
  useDataQuery(async () => sortByCreatedAt(await (await getDataApi()).posts.list(), order), [order], {
    errorMessage: '[mfe-blog] could not load the posts',
    key: prerenderKeys.posts(order),
  });
