// Input is checked with the forms' own schemas, so the interface refuses exactly what the forms refuse.
import type { SubmitOptions, UploadedFile, UploadOptions } from '../data-api';
import {
  collections,
  contentTypeOf,
  FileValidationError,
  randomId,
  uniqueStoragePath,
  validateFile,
  type FileKind,
  type NewApplicant,
  type NewPost,
  type NewQuote,
  type NewVacancy,
  type PhotoInput,
  type PostUpdate,
  type StorageFolder,
} from '../entities';
import type { ResumeUploadTicket } from '../public-forms';
import { questionProblem } from '../quote-status';
import { SubmissionRefusedError } from './submission-errors';
import { parseEntity } from '../schemas/check';
import { checkImageContent, checkResumeContent } from '../schemas/file-content';
import { newApplicantSchema, newPostSchema, newQuoteSchema, newVacancySchema, postUpdateSchema } from '../schemas/input-schemas';
import type { CoreContext, DocFields, OperationsLoadedOnUse } from './create-data-api';
import { pathFromDownloadUrl } from './mapping';

/** Firestore refuses undefined values. */
function defined<T extends Record<string, unknown>>(fields: T): DocFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as DocFields;
}

const folderKind: Record<StorageFolder, FileKind> = { images: 'image', resume: 'resume' };

function isFile(value: unknown): value is File {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

export type WriteOperations = OperationsLoadedOnUse<'writes'>;

export function createWriteOperations({ docs, files, forms, options, fail, removeFileQuietly }: CoreContext): WriteOperations {
  /**
   * A resume stored but not yet in an application (the send failed after the upload) is not uploaded again when the
   * same file is sent again: its ticket serves once.
   */
  const stored = new WeakMap<File, ResumeUploadTicket>();

  /** storage.rules accept the file only in the folder of a ticket the functions gave out for it. */
  async function uploadResume(file: File, progress?: UploadOptions): Promise<ResumeUploadTicket> {
    const kept = stored.get(file);
    if (kept) return kept;
    const contentType = contentTypeOf(file);
    const ticket = await forms.startResumeUpload({ fileName: file.name || 'file', size: file.size, contentType });
    progress?.onProgress?.({ sentBytes: 0, totalBytes: file.size });
    await files.put(ticket.path, file, contentType, (sentBytes, totalBytes) => progress?.onProgress?.({ sentBytes, totalBytes }));
    stored.set(file, ticket);
    return ticket;
  }

  function combinedProgress(files: readonly File[], options: UploadOptions | undefined) {
    const total = files.reduce((sum, file) => sum + file.size, 0);
    return (index: number) => {
      const before = files.slice(0, index).reduce((sum, file) => sum + file.size, 0);
      return (sent: number) => options?.onProgress?.({ sentBytes: before + Math.min(sent, files[index]?.size ?? sent), totalBytes: total });
    };
  }

  async function upload(folder: StorageFolder, file: File, progress?: UploadOptions): Promise<UploadedFile> {
    if (folder !== 'images' && folder !== 'resume') throw new Error(`Unknown storage folder "${String(folder)}".`);
    if (!isFile(file)) throw new FileValidationError('Please choose a file to upload.');
    const problem = validateFile(folderKind[folder], file) ?? (folder === 'images' ? await checkImageContent(file) : null);
    if (problem) throw new FileValidationError(problem);
    fail('files.upload');
    let path: string;
    if (folder === 'resume') path = (await uploadResume(file, progress)).path;
    else {
      path = uniqueStoragePath(folder, file.name || 'file');
      progress?.onProgress?.({ sentBytes: 0, totalBytes: file.size });
      await files.put(path, file, contentTypeOf(file), (sentBytes, totalBytes) => progress?.onProgress?.({ sentBytes, totalBytes }));
    }
    const wantsUrl = options.returnsUrlFor?.(folder) ?? true;
    return { path, url: wantsUrl ? await files.url(path) : null };
  }

  async function checkPhotoFile(photo: PhotoInput | undefined): Promise<void> {
    if (photo === undefined || !isFile(photo)) return;
    const problem = validateFile('image', photo) ?? (await checkImageContent(photo));
    if (problem) throw new FileValidationError(problem);
  }

  async function storePhotos(photos: { key: 'mainPhoto' | 'profilePhoto'; photo: PhotoInput | undefined }[], options: UploadOptions | undefined) {
    const result: Partial<Record<'mainPhoto' | 'profilePhoto', string>> = {};
    const uploaded: string[] = [];
    const chosen = photos.map(({ photo }) => photo).filter(isFile);
    const progressOf = combinedProgress(chosen, options);
    try {
      for (const { key, photo } of photos) {
        if (photo === undefined) continue;
        if (isFile(photo)) {
          const onFile = progressOf(chosen.indexOf(photo));
          const { path } = await upload('images', photo, { onProgress: ({ sentBytes }) => onFile(sentBytes) });
          uploaded.push(path);
          result[key] = path;
        } else result[key] = photo.path;
      }
    } catch (error) {
      await Promise.all(uploaded.map(removeFileQuietly));
      throw error;
    }
    return { paths: result, uploaded };
  }

  return {
    posts: {
      async create(input: NewPost, options?: UploadOptions) {
        const { mainPhoto, profilePhoto, ...fields } = parseEntity(newPostSchema, input);
        await checkPhotoFile(mainPhoto);
        await checkPhotoFile(profilePhoto);
        const { paths, uploaded } = await storePhotos(
          [
            { key: 'mainPhoto', photo: mainPhoto },
            { key: 'profilePhoto', photo: profilePhoto },
          ],
          options,
        );
        try {
          return await docs.add(
            collections.posts,
            { ...fields, mainPhoto: paths.mainPhoto ?? null, profilePhoto: paths.profilePhoto ?? null },
            ['createdAt'],
          );
        } catch (error) {
          await Promise.all(uploaded.map(removeFileQuietly));
          throw error;
        }
      },
      async update(id, input: PostUpdate, options?: UploadOptions) {
        const { mainPhoto: newMainPhoto, profilePhoto: newProfilePhoto, ...fields } = parseEntity(postUpdateSchema, input);
        await checkPhotoFile(newMainPhoto);
        await checkPhotoFile(newProfilePhoto);
        const existing = await docs.get(collections.posts, id);
        if (!existing) throw new Error(`Post ${id} does not exist.`);
        const { paths, uploaded } = await storePhotos(
          [
            { key: 'mainPhoto', photo: newMainPhoto },
            { key: 'profilePhoto', photo: newProfilePhoto },
          ],
          options,
        );
        const mainPhoto = paths.mainPhoto ?? (existing.data.mainPhoto as string | null | undefined) ?? null;
        const profilePhoto = paths.profilePhoto ?? (existing.data.profilePhoto as string | null | undefined) ?? null;
        try {
          await docs.update(collections.posts, id, { ...fields, mainPhoto, profilePhoto }, ['updatedAt']);
        } catch (error) {
          await Promise.all(uploaded.map(removeFileQuietly));
          throw error;
        }
        if (paths.mainPhoto && existing.data.mainPhoto !== paths.mainPhoto) await removeFileQuietly(existing.data.mainPhoto);
        if (paths.profilePhoto && existing.data.profilePhoto !== paths.profilePhoto) await removeFileQuietly(existing.data.profilePhoto);
      },
      async remove(id) {
        const existing = await docs.get(collections.posts, id);
        await docs.remove(collections.posts, id);
        if (existing) await Promise.all([removeFileQuietly(existing.data.mainPhoto), removeFileQuietly(existing.data.profilePhoto)]);
      },
    },
    vacancies: {
      async create(input: NewVacancy) {
        return docs.add(collections.jobvacancy, defined(parseEntity(newVacancySchema, input)), ['createdAt']);
      },
      async update(id, input: NewVacancy) {
        const { isBlocked: _ignored, ...fields } = parseEntity(newVacancySchema, input);
        const absent = Object.keys(newVacancySchema.entries).filter((key) => key !== 'isBlocked' && (fields as Record<string, unknown>)[key] === undefined);
        await docs.replaceFields(collections.jobvacancy, id, defined(fields), absent);
      },
      async setBlocked(id, isBlocked) {
        if (typeof isBlocked !== 'boolean') throw new Error('isBlocked must be true or false.');
        await docs.update(collections.jobvacancy, id, { isBlocked }, []);
      },
    },
    applicants: {
      async create(input: NewApplicant, submit?: SubmitOptions) {
        if (!isFile(input?.resume)) throw new FileValidationError('Please upload your resume.');
        const { resume, ...fields } = parseEntity(newApplicantSchema, input);
        const problem = validateFile('resume', resume) ?? (await checkResumeContent(resume));
        if (problem) throw new FileValidationError(problem);
        const submissionId = submit?.submissionId ?? randomId();
        fail('files.upload');
        const { ticket } = await uploadResume(resume, submit);
        return forms.submitApplication(defined(fields), submissionId, ticket);
      },
      async arrived(submissionId: string) {
        try {
          return await forms.submitApplication({}, submissionId, null);
        } catch (error) {
          if ((error as { details?: { reason?: unknown } } | null)?.details?.reason === 'not-found') return null;
          throw error;
        }
      },
    },
    quotes: {
      async create(input: NewQuote, submit?: SubmitOptions) {
        const fields = parseEntity(newQuoteSchema, { ...input, comments: input?.comments ?? '' });
        return forms.submitQuote(defined(fields) as DocFields, submit?.submissionId ?? randomId());
      },
      accept: (reference, key) => forms.acceptQuote(reference, key),
      async ask(reference, key, kind, message) {
        const problem = questionProblem(kind, message);
        if (problem) throw new SubmissionRefusedError(problem, { reason: 'invalid', field: 'message' });
        return forms.askAboutQuote(reference, key, kind, message.trim());
      },
    },
    files: {
      upload,
      async remove(path) {
        await files.remove(pathFromDownloadUrl(path));
      },
    },
  };
}
