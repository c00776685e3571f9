import { css, useTheme } from '@emotion/react';
import { type Post, type SortOrder } from '@seawave/shared-data';
import { sortByCreatedAt } from '@seawave/shared-data/entities';
import { Notice } from '@seawave/shared-ui';
import { SkeletonCardList, QueryView, SortSelect } from '@seawave/shared-ui/page';
import { useConfirm } from '@seawave/shared-ui/dialog';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { AdminPostItem } from '../components/blog/admin-post-item';
import { withAdminQueries } from '../data/admin-queries';
import { useAdminPosts } from '../data/use-posts';
import type { BlogListNoticeState } from './blog-edit-page';
import { forArea } from '../components/staff-area/staff-area';

export const DELETE_BLOG_QUESTION = 'Are you sure you want to delete this blog?';
export const NO_POSTS_TEXT = 'No posts available.';
export const POSTS_LOAD_ERROR_TEXT = 'Error fetching posts. Please try again later.';
export const POST_DELETED_TEXT = 'The blog post was deleted.';

function BlogEditListPage() {
  const theme = useTheme();
  const location = useLocation();
  const arrivedWith = (location.state as BlogListNoticeState | null)?.notice ?? null;
  const [order, setOrder] = useState<SortOrder>('latest');
  const { state, retry, remove } = useAdminPosts();
  const [confirmDialog, confirm] = useConfirm({ confirmLabel: 'Delete', confirmVariant: 'danger' });
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(
    arrivedWith ? { variant: 'success', text: arrivedWith } : null,
  );

  async function handleDelete(post: Post) {
    if (deletingId) return;
    const confirmed = await confirm(DELETE_BLOG_QUESTION, { description: `“${post.topic}” will be removed from the site.` });
    if (!confirmed) return;
    setDeletingId(post.id);
    setNotice(null);
    try {
      await remove(post.id);
      setNotice({ variant: 'success', text: POST_DELETED_TEXT });
    } catch (error) {
      console.error('[mfe-admin] could not delete the post', error);
      const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
      setNotice({ variant: 'error', text: `The blog post “${post.topic}” could not be deleted. Please try again.${detail}` });
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <AdminLayout title="Edit Blogs" actions={<SortSelect value={order} onChange={setOrder} />}>
      {notice ? (
        <Notice variant={notice.variant} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      ) : null}

      <QueryView
        state={state}
        loading={<SkeletonCardList count={3} label="Loading posts" />}
        errorText={POSTS_LOAD_ERROR_TEXT}
        onRetry={retry}
        empty={<p>{NO_POSTS_TEXT}</p>}
      >
        {(posts) => (
          <ul
            aria-label="Blog posts"
            css={css`
              display: grid;
              gap: ${theme.space[3]};
              margin: 0;
              padding: 0;
              list-style: none;
            `}
          >
            {sortByCreatedAt(posts, order).map((post) => (
              <li key={post.id}>
                <AdminPostItem post={post} onDelete={handleDelete} deleting={deletingId === post.id} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {confirmDialog}
    </AdminLayout>
  );
}

export default withAdminQueries(forArea('hiring', BlogEditListPage));
