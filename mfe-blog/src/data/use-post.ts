import { prerenderKeys, type Post } from '@seawave/shared-data';
import { usePageQuery } from '@seawave/shared-data/react';

export const usePost = (postId: string | undefined) => usePageQuery<Post | null>(prerenderKeys.post(postId ?? ''), `[mfe-blog] could not load the post ${postId ?? ''}`);
