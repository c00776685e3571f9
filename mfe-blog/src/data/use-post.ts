import { getDataApi, prerenderKeys } from '@seawave/shared-data';
import { useDataQuery } from '@seawave/shared-data/react';

export const usePost = (postId: string | undefined) =>
  useDataQuery(async () => (postId ? (await getDataApi()).posts.get(postId) : null), [postId], {
    errorMessage: `[mfe-blog] could not load the post ${postId ?? ''}`,
    key: prerenderKeys.post(postId ?? ''),
  });
