// Input is checked with the forms' own schemas, so the interface refuses exactly what the forms refuse.
import type { UploadedFile, UploadOptions } from '../data-api';
import {
  collections,
  contentTypeOf,
  FileValidationError,
  resumeStoragePath,
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
import { PACKAGES_SUBCOLLECTION } from '../freight/terms';
import { parseEntity } from '../schemas/check';
import { checkImageContent, checkResumeContent } from '../schemas/file-content';
import { newApplicantSchema, newPostSchema, newQuoteSchema, newVacancySchema, postUpdateSchema } from '../schemas/input-schemas';
import type { ChildDoc, CoreContext, DocFields, OperationsLoadedOnUse, TakenLimit, Writer } from './create-data-api';
import { pathFromDownloadUrl } from './mapping';
import { isPermissionDenied, limitVerdict, TICKET_SECONDS, WriteLimitError, type LimitKind } from './write-limits';

/** Firestore refuses undefined values. */
function defined<T extends Record<string, unknown>>(fields: T): DocFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as DocFields;
}

const RECEIPT_POLLING = { intervalMs: 500, timeoutMs: 10_000 } as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const folderKind: Record<StorageFolder, FileKind> = { images: 'image', resume: 'resume' };

function isFile(value: unknown): value is File {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

export type WriteOperations = OperationsLoadedOnUse<'writes'>;

export function createWriteOperations({ docs, files, options, fail, now, removeFileQuietly }: CoreContext): WriteOperations {
  /** When the rules refuse the write all the same (another tab, a skewed clock), the limit is read again to say why. */
  async function underLimit<T>(writer: Writer, kind: LimitKind, write: (limit: TakenLimit | null) => Promise<T>): Promise<T> {
    if (!writer.limited) return write(null);
    const verdict = limitVerdict(kind, await docs.readLimit(writer.uid, kind), now());
    if (!verdict.allowed) throw new WriteLimitError(kind, verdict.reason);
    try {
      return await write({ uid: writer.uid, kind, next: verdict.next });
    } catch (error) {
      if (isPermissionDenied(error)) {
        const again = limitVerdict(kind, await docs.readLimit(writer.uid, kind).catch(() => null), now());
        if (!again.allowed) throw new WriteLimitError(kind, again.reason);
      }
      throw error;
    }
  }
  async function checkLimit(writer: Writer, kind: LimitKind): Promise<void> {
    if (!writer.limited) return;
    const verdict = limitVerdict(kind, await docs.readLimit(writer.uid, kind), now());
    if (!verdict.allowed) throw new WriteLimitError(kind, verdict.reason);
  }

  /** An unfinished upload's ticket is reused for a retry of the same file, so the limit does not refuse the retry. */
  let openTicket: { uid: string; path: string; name: string; takenAt: number } | null = null;

  /** storage.rules accept the file only after its ticket (the `resumes` limit document naming the path). */
  async function uploadResume(file: File, progress?: UploadOptions): Promise<string> {
    const writer = await docs.writer();
    const name = file.name || 'file';
    const ticket = openTicket;
    const reusable =
      ticket !== null && ticket.uid === writer.uid && ticket.name === name && now() - ticket.takenAt < (TICKET_SECONDS - 60) * 1000;
    const path = reusable ? ticket.path : resumeStoragePath(writer.uid, name);
    if (!reusable) {
      await underLimit(writer, 'resumes', (limit) => (limit ? docs.takeTicket(writer.uid, path, limit.next) : Promise.resolve()));
      openTicket = writer.limited ? { uid: writer.uid, path, name, takenAt: now() } : null;
    }
    progress?.onProgress?.({ sentBytes: 0, totalBytes: file.size });
    await files.put(path, file, contentTypeOf(file), (sentBytes, totalBytes) => progress?.onProgress?.({ sentBytes, totalBytes }));
    if (openTicket?.path === path) openTicket = null;
    return path;
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
    if (folder === 'resume') path = await uploadResume(file, progress);
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

  const polling = options.receiptPolling ?? RECEIPT_POLLING;
  async function receipt(id: string): Promise<string | null> {
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw new Error(`Not a document id: ${String(id)}`);
    const deadline = Date.now() + polling.timeoutMs;
    for (;;) {
      const found = await docs.readReceipt(id);
      if (found) return found.reference;
      if (Date.now() + polling.intervalMs > deadline) return null;
      await sleep(polling.intervalMs);
    }
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
      async create(input: NewApplicant, options?: UploadOptions) {
        if (!isFile(input?.resume)) throw new FileValidationError('Please upload your resume.');
        const { resume, ...fields } = parseEntity(newApplicantSchema, input);
        const problem = validateFile('resume', resume) ?? (await checkResumeContent(resume));
        if (problem) throw new FileValidationError(problem);
        const writer = await docs.writer();
        await checkLimit(writer, 'applicants');
        const { path } = await upload('resume', resume, options);
        try {
          return await underLimit(writer, 'applicants', (limit) =>
            docs.addLimited(collections.applicants, defined({ ...fields, resumeURL: path }), ['createdAt'], limit),
          );
        } catch (error) {
          // Best effort: the rules let only admins delete resumes.
          await removeFileQuietly(path);
          throw error;
        }
      },
      receipt,
    },
    quotes: {
      async create(input: NewQuote) {
        const { packages, ...fields } = parseEntity(newQuoteSchema, { ...input, comments: input?.comments ?? '' });
        const children: ChildDoc[] = (packages ?? []).map((line, index) => ({ sub: PACKAGES_SUBCOLLECTION, id: String(index), fields: { ...line } }));
        const writer = await docs.writer();
        return underLimit(writer, 'quotes', (limit) => docs.addLimited(collections.quotes, defined(fields), ['createdAt'], limit, children));
      },
      receipt,
    },
    files: {
      upload,
      async remove(path) {
        await files.remove(pathFromDownloadUrl(path));
      },
    },
  };
}
