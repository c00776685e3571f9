import { css, useTheme } from '@emotion/react';
import type { SortOrder } from '@seawave/shared-data';
import { PageContainer } from '@seawave/shared-ui';
import { SkeletonCardList, PageHeader, QueryView, SortSelect, CardGrid } from '@seawave/shared-ui/page';
import { useState } from 'react';
import { PostCard } from '../components/post-card/post-card';
import { usePosts } from '../data/use-posts';

export const POSTS_ERROR_TEXT = 'Error fetching posts. Please try again later.';
export const NO_POSTS_TEXT = 'No posts available.';

export default function BlogListPage() {
  const theme = useTheme();
  const [order, setOrder] = useState<SortOrder>('latest');
  const { state, retry } = usePosts(order);

  return (
    <PageContainer padded>
      <PageHeader title="Published Blogs" actions={<SortSelect value={order} onChange={setOrder} />} />

      <QueryView
        state={state}
        loading={<SkeletonCardList count={3} label="Loading posts" />}
        errorText={POSTS_ERROR_TEXT}
        onRetry={retry}
        empty={<p css={css`font-size: ${theme.fontSizes.lg}; color: ${theme.colors.text};`}>{NO_POSTS_TEXT}</p>}
      >
        {(posts) => (
          <CardGrid aria-label="Blog posts" min="20rem">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryView>
    </PageContainer>
  );
}
