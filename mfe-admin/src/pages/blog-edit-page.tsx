import { css, useTheme } from '@emotion/react';
import { Button, ButtonLink, ErrorText, Spinner, paths } from '@seawave/shared-ui';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { describeSaveError } from '../components/blog/describe-save-error';
import { PostForm, type PostFormValues } from '../components/blog/post-form';
import { useAdminPost } from '../data/use-post';
import { updatePost } from '../data/post-mutations';

export const POST_UPDATED_TEXT = 'The blog post was updated.';
export const EDIT_NOT_FOUND_TEXT = 'This blog post does not exist or has been deleted.';
export const EDIT_LOAD_ERROR_TEXT = 'Error fetching the post. Please try again later.';

/** Location state the edit list reads to show a success notice after an update. */
export interface BlogListNoticeState {
  notice?: string;
}

/**
 * /blogedit/:postId: the post's texts prefilled, both photos previewed and
 * replaceable (a photo not replaced is kept), Update. Success returns to
 * /admineditblogs, which shows 'The blog post was updated.'
 */
export default function BlogEditPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { postId } = useParams<{ postId: string }>();
  const state = useAdminPost(postId);

  if (state.status === 'loading') {
    return (
      <AdminLayout title="Edit Blog Post">
        <Spinner label="Loading post" size={32} />
      </AdminLayout>
    );
  }

  if (state.status === 'notFound') {
    return (
      <AdminLayout title="Post not found">
        <p css={css`margin: 0 0 ${theme.space[4]};`}>{EDIT_NOT_FOUND_TEXT}</p>
        <ButtonLink to={paths.adminEditBlogs} variant="secondary">
          Back to all posts
        </ButtonLink>
      </AdminLayout>
    );
  }

  if (state.status === 'error') {
    return (
      <AdminLayout title="Edit Blog Post">
        <ErrorText>{EDIT_LOAD_ERROR_TEXT}</ErrorText>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
          <Button variant="secondary" onClick={state.reload}>
            Try again
          </Button>
          <ButtonLink to={paths.adminEditBlogs} variant="secondary">
            Back to all posts
          </ButtonLink>
        </div>
      </AdminLayout>
    );
  }

  const { post } = state;

  async function save(values: PostFormValues) {
    await updatePost(post.id, {
      name: values.name,
      topic: values.topic,
      description: values.description,
      message: values.message,
      // undefined keeps the existing photo
      mainPhoto: values.mainPhoto ?? undefined,
      profilePhoto: values.profilePhoto ?? undefined,
    });
    const notice: BlogListNoticeState = { notice: POST_UPDATED_TEXT };
    navigate(paths.adminEditBlogs, { state: notice });
  }

  return (
    <AdminLayout title="Edit Blog Post">
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
    </AdminLayout>
  );
}
