import { getDataApi, type NewPost, type PostUpdate, type UploadOptions } from '@seawave/shared-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Creates and updates posts; the admin's post list and the post are read again after a save. */
export function usePostMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.posts.all });
  /** Uploads both photos under images/ (unique names) and creates the post; rejects (creating nothing) on any failure. */
  const create = useMutation({
    mutationFn: async ({ input, options }: { input: NewPost; options?: UploadOptions }) => (await getDataApi()).posts.create(input, options),
    onSuccess: refresh,
  });
  /** Writes the four texts and updatedAt; a photo left undefined keeps the existing one. */
  const update = useMutation({
    mutationFn: async ({ id, input, options }: { id: string; input: PostUpdate; options?: UploadOptions }) =>
      (await getDataApi()).posts.update(id, input, options),
    onSuccess: refresh,
  });
  return { createPost: create.mutateAsync, updatePost: update.mutateAsync };
}
