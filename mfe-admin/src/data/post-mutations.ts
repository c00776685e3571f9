import { getDataApi, type NewPost, type PostUpdate, type UploadOptions } from '@seawave/shared-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export function usePostMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.posts.all });
  /** Creates nothing if any upload or the save fails. */
  const create = useMutation({
    mutationFn: async ({ input, options }: { input: NewPost; options?: UploadOptions }) => (await getDataApi()).posts.create(input, options),
    onSuccess: refresh,
  });
  /** A photo left undefined keeps the existing one. */
  const update = useMutation({
    mutationFn: async ({ id, input, options }: { id: string; input: PostUpdate; options?: UploadOptions }) =>
      (await getDataApi()).posts.update(id, input, options),
    onSuccess: refresh,
  });
  return { createPost: create.mutateAsync, updatePost: update.mutateAsync };
}
