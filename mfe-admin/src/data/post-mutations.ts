import { getDataApi, type NewPost, type PostUpdate, type UploadOptions } from '@seawave/shared-data';

/** Uploads both photos under images/ (unique names) and creates the post; rejects (creating nothing) on any failure. */
export async function createPost(input: NewPost, options?: UploadOptions): Promise<string> {
  const api = await getDataApi();
  return api.posts.create(input, options);
}

/** Writes the four texts and updatedAt; a photo left undefined keeps the existing one. */
export async function updatePost(id: string, input: PostUpdate, options?: UploadOptions): Promise<void> {
  const api = await getDataApi();
  await api.posts.update(id, input, options);
}
