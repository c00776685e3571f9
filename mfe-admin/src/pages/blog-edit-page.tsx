import { css, useTheme } from '@emotion/react';
import type { Post, UploadOptions } from '@seawave/shared-data';
import { ButtonLink, Spinner } from '@seawave/shared-ui';
import { QueryView } from '@seawave/shared-ui/page';
import { useParams } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { describeSaveError } from '../components/blog/describe-save-error';
import { PostForm, type PostFormValues } from '../components/blog/post-form';
import { withAdminQueries } from '../data/admin-queries';
import { usePostMutations } from '../data/post-mutations';
import { useAdminPost } from '../data/use-posts';
import { useNavigateFromHere } from '../hooks/use-navigate-from-here';
import { forArea } from '../components/staff-area/staff-area';
import { paths } from '../routes.generated';

export const POST_UPDATED_TEXT = 'The blog post was updated.';
export const EDIT_NOT_FOUND_TEXT = 'This blog post does not exist or has been deleted.';
export const EDIT_LOAD_ERROR_TEXT = 'Error fetching the post. Please try again later.';

export interface BlogListNoticeState {
  notice?: string;
}

function BlogEditPage() {
  const theme = useTheme();
  const { postId } = useParams<{ postId: string }>();
  const { state, retry } = useAdminPost(postId);
  const backToList = (
    <ButtonLink to={paths.adminEditBlogs.href()} variant="secondary">
      Back to all posts
    </ButtonLink>
  );

  return (
    <AdminLayout title={state.status === 'success' && state.data === null ? 'Post not found' : 'Edit Blog Post'}>
      <QueryView
        state={state}
        loading={<Spinner label="Loading post" size={32} />}
        errorText={EDIT_LOAD_ERROR_TEXT}
        onRetry={retry}
        errorActions={backToList}
        empty={
          <>
            <p css={css`margin: 0 0 ${theme.space[4]};`}>{EDIT_NOT_FOUND_TEXT}</p>
            {backToList}
          </>
        }
      >
        {(post) => <EditPostForm post={post} />}
      </QueryView>
    </AdminLayout>
  );
}

export default withAdminQueries(forArea('hiring', BlogEditPage));

function EditPostForm({ post }: { post: Post }) {
  const fromHere = useNavigateFromHere();
  const { updatePost } = usePostMutations();

  async function save(values: PostFormValues, options: UploadOptions) {
    const navigate = fromHere();
    await updatePost({
      id: post.id,
      input: {
      name: values.name,
      topic: values.topic,
      description: values.description,
      message: values.message,
      // undefined keeps the existing photo
      mainPhoto: values.mainPhoto ?? undefined,
      profilePhoto: values.profilePhoto ?? undefined,
      },
      options,
    });
    const notice: BlogListNoticeState = { notice: POST_UPDATED_TEXT };
    navigate(paths.adminEditBlogs.href(), { state: notice });
  }

  return (
    <PostForm
      key={post.id}
      initial={post}
      currentPhotos={{ mainPhoto: post.mainPhoto, profilePhoto: post.profilePhoto }}
      photosRequired={false}
      submitLabel="Update"
      busyLabel="Updating"
      onSubmit={save}
      describeError={describeSaveError('updated')}
    />
  );
}
