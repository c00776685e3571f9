import type { UploadOptions } from '../../data-api';
import { collections, type PhotoInput } from '../../entities';
import type { NewPost, PostUpdate } from '../../entity-types';
import { parseEntity } from '../../schemas/check';
import { newPostSchema, postUpdateSchema } from '../../schemas/input-schemas';
import type { CoreContext, WriteGroups } from '../stores';
import type { Uploads } from './uploads';

const photosOf = ({ mainPhoto, profilePhoto }: { mainPhoto?: PhotoInput; profilePhoto?: PhotoInput }) => [
  { key: 'mainPhoto' as const, photo: mainPhoto },
  { key: 'profilePhoto' as const, photo: profilePhoto },
];

/** A post's photos are stored first; a failed save removes them, and a replaced photo goes once the post is saved. */
export function createPostWrites({ docs, removeFileQuietly }: CoreContext, uploads: Uploads): WriteGroups['posts'] {
  return {
    async create(input: NewPost, options?: UploadOptions) {
      const { mainPhoto, profilePhoto, ...fields } = parseEntity(newPostSchema, input);
      const photos = photosOf({ mainPhoto, profilePhoto });
      await uploads.checkPhotos(photos);
      const { paths, uploaded } = await uploads.storePhotos(photos, options);
      return uploads.keepingFilesOnlyIf(uploaded, () =>
        docs.add(collections.posts, { ...fields, mainPhoto: paths.mainPhoto ?? null, profilePhoto: paths.profilePhoto ?? null }, ['createdAt']),
      );
    },
    async update(id, input: PostUpdate, options?: UploadOptions) {
      const { mainPhoto: newMainPhoto, profilePhoto: newProfilePhoto, ...fields } = parseEntity(postUpdateSchema, input);
      const photos = photosOf({ mainPhoto: newMainPhoto, profilePhoto: newProfilePhoto });
      await uploads.checkPhotos(photos);
      const existing = await docs.get(collections.posts, id);
      if (!existing) throw new Error(`Post ${id} does not exist.`);
      const { paths, uploaded } = await uploads.storePhotos(photos, options);
      const mainPhoto = paths.mainPhoto ?? (existing.data.mainPhoto as string | null | undefined) ?? null;
      const profilePhoto = paths.profilePhoto ?? (existing.data.profilePhoto as string | null | undefined) ?? null;
      await uploads.keepingFilesOnlyIf(uploaded, () => docs.update(collections.posts, id, { ...fields, mainPhoto, profilePhoto }, ['updatedAt']));
      if (paths.mainPhoto && existing.data.mainPhoto !== paths.mainPhoto) await removeFileQuietly(existing.data.mainPhoto);
      if (paths.profilePhoto && existing.data.profilePhoto !== paths.profilePhoto) await removeFileQuietly(existing.data.profilePhoto);
    },
    async remove(id) {
      const existing = await docs.get(collections.posts, id);
      await docs.remove(collections.posts, id);
      if (existing) await Promise.all([removeFileQuietly(existing.data.mainPhoto), removeFileQuietly(existing.data.profilePhoto)]);
    },
  };
}
