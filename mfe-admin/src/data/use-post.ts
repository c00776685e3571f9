import { getDataApi, useDataQuery } from '@seawave/shared-data';

/** One post to edit; null when it does not exist. */
export const useAdminPost = (postId: string | undefined) =>
  useDataQuery(async () => (postId ? (await getDataApi()).posts.get(postId) : null), [postId], { errorMessage: `[mfe-admin] could not load the post ${postId ?? ''}` });
