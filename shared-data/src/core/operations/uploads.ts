// Files are checked as the forms check them, then stored; a failed step removes what it had stored.
import type { UploadedFile, UploadOptions } from '../../data-api';
import { contentTypeOf, FileValidationError, uniqueStoragePath, validateFile, type FileKind, type PhotoInput, type StorageFolder } from '../../entities';
import type { ResumeUploadTicket } from '../../public-forms';
import { checkImageContent } from '../../schemas/file-content';
import { pathFromDownloadUrl } from '../../stored-values';
import type { CoreContext, WriteGroups } from '../stores';

export function isFile(value: unknown): value is File {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

const folderKind: Record<StorageFolder, FileKind> = { images: 'image', resume: 'resume' };

export type PhotoKey = 'mainPhoto' | 'profilePhoto';

function combinedProgress(files: readonly File[], options: UploadOptions | undefined) {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (index: number) => {
    const before = files.slice(0, index).reduce((sum, file) => sum + file.size, 0);
    return (sent: number) => options?.onProgress?.({ sentBytes: before + Math.min(sent, files[index]?.size ?? sent), totalBytes: total });
  };
}

export type Uploads = ReturnType<typeof createUploads>;

export function createUploads({ files, forms, options, fail, removeFileQuietly }: CoreContext) {
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

  async function checkPhotos(photos: { photo: PhotoInput | undefined }[]): Promise<void> {
    for (const { photo } of photos) await checkPhotoFile(photo);
  }

  /** A failed upload removes the photos stored before it. */
  async function storePhotos(photos: { key: PhotoKey; photo: PhotoInput | undefined }[], options: UploadOptions | undefined) {
    const result: Partial<Record<PhotoKey, string>> = {};
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

  /** Runs `write`; when it fails, the files just stored go too. */
  async function keepingFilesOnlyIf<T>(uploaded: string[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await Promise.all(uploaded.map(removeFileQuietly));
      throw error;
    }
  }

  return { uploadResume, upload, checkPhotos, storePhotos, keepingFilesOnlyIf };
}

export function createFileWrites({ files }: CoreContext, { upload }: Uploads): WriteGroups['files'] {
  return {
    upload,
    async remove(path) {
      await files.remove(pathFromDownloadUrl(path));
    },
  };
}
