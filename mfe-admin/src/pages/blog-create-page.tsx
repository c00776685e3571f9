import type { PhotoInput, UploadOptions } from '@seawave/shared-data';
import { flashState, useHomeHref } from '@seawave/shared-ui';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { describeSaveError } from '../components/blog/describe-save-error';
import { PostForm, type PostFormValues } from '../components/blog/post-form';
import { withAdminQueries } from '../data/admin-queries';
import { usePostMutations } from '../data/post-mutations';
import { useNavigateFromHere } from '../hooks/use-navigate-from-here';
import { forArea } from '../components/staff-area/staff-area';

function requirePhoto(file: File | null): PhotoInput {
  if (!file) throw new Error('A photo is missing.');
  return file;
}

export const POST_PUBLISHED_TEXT = 'Blog post published.';

/** If an upload or the save fails, nothing is created and the form keeps every value. */
function BlogCreatePage() {
  const fromHere = useNavigateFromHere();
  const home = useHomeHref();
  const { createPost } = usePostMutations();

  async function publish(values: PostFormValues, options: UploadOptions) {
    const navigate = fromHere();
    await createPost({
      input: {
      name: values.name,
      topic: values.topic,
      description: values.description,
      message: values.message,
      mainPhoto: requirePhoto(values.mainPhoto),
      profilePhoto: requirePhoto(values.profilePhoto),
      },
      options,
    });
    navigate(home, { state: flashState(POST_PUBLISHED_TEXT) });
  }

  return (
    <AdminLayout title="Create Blog Post">
      <PostForm photosRequired submitLabel="Post" busyLabel="Posting" onSubmit={publish} describeError={describeSaveError('published')} />
    </AdminLayout>
  );
}

export default withAdminQueries(forArea('hiring', BlogCreatePage));
