import { getDataApi, type SortOrder, prerenderKeys } from '@seawave/shared-data';
import { sortByCreatedAt } from '@seawave/shared-data/entities';
import { useDataQuery } from '@seawave/shared-data/react';

/** Sorted on the client by createdAt. */
export const usePosts = (order: SortOrder) =>
  useDataQuery(async () => sortByCreatedAt(await (await getDataApi()).posts.list(), order), [order], {
    errorMessage: '[mfe-blog] could not load the posts',
    key: prerenderKeys.posts(order),
  });
