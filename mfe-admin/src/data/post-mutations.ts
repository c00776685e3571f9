import { getDataApi, type NewPost, type PostUpdate } from '@seawave/shared-data';

/** Uploads both photos under images/ (unique names) and creates the post; rejects (creating nothing) on any failure. */
export async function createPost(input: NewPost): Promise<string> {
  const api = await getDataApi();
  return api.posts.create(input);
}

/** Writes the four texts and updatedAt; a photo left undefined keeps the existing one. */
export async function updatePost(id: string, input: PostUpdate): Promise<void> {
  const api = await getDataApi();
  await api.posts.update(id, input);
}
