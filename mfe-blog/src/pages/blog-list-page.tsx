import { css, useTheme } from '@emotion/react';
import type { SortOrder } from '@seawave/shared-data';
import { PageContainer, QueryView, SkeletonCardList } from '@seawave/shared-ui';
import { useState } from 'react';
import { PostCard } from '../components/post-card/post-card';
import { SortSelect } from '../components/sort-select/sort-select';
import { usePosts } from '../data/use-posts';

export const POSTS_ERROR_TEXT = 'Error fetching posts. Please try again later.';
export const NO_POSTS_TEXT = 'No posts available.';

/** /allblogs: 'Published Blogs', sorted latest first by default; every sort change reads the posts again. */
export default function BlogListPage() {
  const theme = useTheme();
  const [order, setOrder] = useState<SortOrder>('latest');
  const { state, retry } = usePosts(order);

  return (
    <PageContainer
      css={css`
        padding-block: ${theme.space[7]} ${theme.space[8]};
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: flex-end;
          justify-content: space-between;
          gap: ${theme.space[4]};
          margin-bottom: ${theme.space[6]};
        `}
      >
        <h1
          css={css`
            margin: 0;
            font-family: ${theme.fonts.heading};
            font-size: ${theme.fontSizes['3xl']};
            color: ${theme.colors.ink};
          `}
        >
          Published Blogs
        </h1>
        <SortSelect value={order} onChange={setOrder} />
      </div>

      <QueryView
        state={state}
        loading={<SkeletonCardList count={3} label="Loading posts" />}
        errorText={POSTS_ERROR_TEXT}
        onRetry={retry}
        empty={<p css={css`font-size: ${theme.fontSizes.lg}; color: ${theme.colors.text};`}>{NO_POSTS_TEXT}</p>}
      >
        {(posts) => (
          <ul
            aria-label="Blog posts"
            css={css`
              display: grid;
              grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
              gap: ${theme.space[5]};
              margin: 0;
              padding: 0;
              list-style: none;
            `}
          >
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageContainer>
  );
}
