/**
 * The DataApi logic: validation, unique upload paths, upload-then-create
 * with clean-up, URL resolution and mapping, over a small document store and
 * file store (Firestore + Cloud Storage in the site; an in-memory pair in
 * component tests, so they run the same validation and mapping).
 */
import { StoredFileMissingError, type DataApi, type DataOperation, type UploadedFile, type UploadOptions } from '../data-api';
import {
  collections,
  contentTypeOf,
  FileValidationError,
  resumeStoragePath,
  uniqueStoragePath,
  validateFile,
  type CollectionName,
  type FileKind,
  type NewApplicant,
  type NewPost,
  type NewQuote,
  type NewVacancy,
  type PhotoInput,
  type PostUpdate,
  type StorageFolder,
} from '../entities';
import { parseEntity } from '../schemas/check';
import { newApplicantSchema, newPostSchema, newQuoteSchema, newVacancySchema, postUpdateSchema } from '../schemas/entity-schemas';
import { checkImageContent, checkResumeContent } from '../schemas/file-content';
import { pathFromDownloadUrl, toApplicant, toPost, toQuote, toVacancy, type RawDoc } from './mapping';
import { isPermissionDenied, limitVerdict, TICKET_SECONDS, WriteLimitError, type LimitKind, type LimitRecord, type NextLimit } from './write-limits';

/** Field values written by the core; `timestamps` lists fields the store sets to the (server) time. */
export type DocFields = Record<string, string | boolean | string[] | null>;

/**
 * Who writes. The public's writes are limited per identity (`limited`); staff
 * (an allow-listed, verified e-mail) are not.
 */
export interface Writer {
  uid: string;
  limited: boolean;
}

/** The limit document a public create takes in the same batch. */
export interface TakenLimit {
  uid: string;
  kind: LimitKind;
  next: NextLimit;
}

/** The document half of a back end. */
export interface DocumentStore {
  /** The writer of the public forms: the signed-in user, or (Firebase) a new anonymous identity. */
  writer(): Promise<Writer>;
  /** The writer's limit document of `kind` (limits/{uid}/writes/{kind}), or null. */
  readLimit(uid: string, kind: LimitKind): Promise<LimitRecord | null>;
  /**
   * Adds a document with a new id, in one batch with the writer's limit
   * document (holding `limit.next`, the server time and the new id); without a
   * limit (staff) it is a plain add. `timestamps` as in add.
   */
  addLimited(collection: CollectionName, fields: DocFields, timestamps: string[], limit: TakenLimit | null): Promise<string>;
  /** Takes the ticket of a resume upload: the writer's `resumes` limit document, naming the object's path. */
  takeTicket(uid: string, path: string, next: NextLimit): Promise<void>;
  list(collection: CollectionName): Promise<RawDoc[]>;
  get(collection: CollectionName, id: string): Promise<RawDoc | null>;
  /** Adds a document with a new id; each field of `timestamps` is set to the current (server) time. */
  add(collection: CollectionName, fields: DocFields, timestamps: string[]): Promise<string>;
  /** Updates fields of an existing document (rejects when it does not exist); `timestamps` as in add. */
  update(collection: CollectionName, id: string, fields: DocFields, timestamps: string[]): Promise<void>;
  /** Deletes a document; a missing one is not an error. */
  remove(collection: CollectionName, id: string): Promise<void>;
  /** Live list of a collection. */
  subscribe(collection: CollectionName, onChange: (docs: RawDoc[]) => void, onError: (error: Error) => void): () => void;
}

/** The file half of a back end. */
export interface FileStore {
  /** Stores a file; `onProgress` is told the bytes sent so far (Firebase: rejects once its deadline passes, storing nothing). */
  put(path: string, file: Blob, contentType: string, onProgress?: (sentBytes: number, totalBytes: number) => void): Promise<void>;
  /** A displayable URL for a stored path, or null when the file does not exist. */
  url(path: string): Promise<string | null>;
  /** The file's bytes read with the caller's identity (its type as the Blob's type), or null when it does not exist. */
  blob(path: string): Promise<Blob | null>;
  /**
   * A URL to show a publicly readable file in a page, without asking the
   * store whether it exists (no request per picture in a list); undefined
   * when the path is not public, so that `url` is used.
   */
  publicUrl?(path: string): string | undefined;
  /** Deletes a file; a missing one is not an error. */
  remove(path: string): Promise<void>;
}

export interface CoreOptions {
  /** Internal hook for failure injection (the simulateFailures switch also applies to uploads done by posts/applicants). */
  shouldFail?: (operation: DataOperation) => boolean;
  /** Whether `files.upload` returns a URL for this folder (Firebase: not for resume/, which the public cannot read). */
  returnsUrlFor?: (folder: StorageFolder) => boolean;
  /** The clock the limits are judged by (the server's own clock judges them again). */
  now?: () => number;
}

const folderKind: Record<StorageFolder, FileKind> = { images: 'image', resume: 'resume' };

/**
 * Input is checked with the entity schemas the forms use (schemas/), so the
 * interface refuses exactly what the forms refuse: the same limits, the same
 * e-mail and phone rules, distinct services, no control or bidi characters;
 * unknown keys are dropped.
 */

function isFile(value: unknown): value is File {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

export function createDataApiFromStores(docs: DocumentStore, files: FileStore, options: CoreOptions = {}): DataApi {
  const fail = (op: DataOperation) => {
    if (options.shouldFail?.(op)) throw new Error(`Simulated failure of ${op} (app-config.json simulateFailures).`);
  };
  const now = options.now ?? (() => Date.now());
  /**
   * A public write under the writer's limit of `kind`: refused at once with a
   * WriteLimitError (saying when to try again) when the limit document says
   * so; else `write` gets the limit document to write with it. When the rules
   * refuse the write all the same (another tab, a skewed clock), the limit
   * document is read again to tell the visitor why.
   */
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
  /** Refuses at once when the writer's limit of `kind` would refuse a write now (before anything is uploaded). */
  async function checkLimit(writer: Writer, kind: LimitKind): Promise<void> {
    if (!writer.limited) return;
    const verdict = limitVerdict(kind, await docs.readLimit(writer.uid, kind), now());
    if (!verdict.allowed) throw new WriteLimitError(kind, verdict.reason);
  }

  /**
   * The ticket of a resume upload that did not finish (failed, cancelled or
   * past its deadline): a new attempt with the same file name uses it again
   * while it is valid, so trying again is not refused by the limit.
   */
  let openTicket: { uid: string; path: string; name: string; takenAt: number } | null = null;

  /**
   * Uploads a resume into its writer's folder, `resume/<uid>/...`: first the
   * upload's ticket (the writer's `resumes` limit document naming the path,
   * which storage.rules require), then the file as an attachment.
   */
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

  const resolvePath = (path: string) => {
    const shown = files.publicUrl?.(path);
    return shown === undefined ? files.url(path) : Promise.resolve(shown);
  };

  /**
   * Progress over several files sent one after another (a post's two photos):
   * `report(index)` gives the callback for the file at `index`, which adds the
   * bytes of the files before it.
   */
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

  async function removeFileQuietly(path: unknown): Promise<void> {
    if (typeof path !== 'string' || path === '') return;
    const clean = pathFromDownloadUrl(path);
    if (!/^(images|resume)\//.test(clean)) return;
    try {
      await files.remove(clean);
    } catch (error) {
      console.warn(`[shared-data] could not delete ${clean}`, error);
    }
  }

  /**
   * A photo given as a file must be an image within the limits whose first
   * bytes are those of its type (the schema has checked it is a file or an
   * images/ path). Both photos are checked before anything is uploaded.
   */
  async function checkPhotoFile(photo: PhotoInput | undefined): Promise<void> {
    if (photo === undefined || !isFile(photo)) return;
    const problem = validateFile('image', photo) ?? (await checkImageContent(photo));
    if (problem) throw new FileValidationError(problem);
  }

  /** Uploads the photos given as files (progress over both); on any failure deletes what was uploaded and rethrows. */
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
      async list() {
        const raw = await docs.list(collections.posts);
        return Promise.all(raw.map((doc) => toPost(doc, resolvePath)));
      },
      async get(id) {
        const raw = await docs.get(collections.posts, id);
        return raw ? toPost(raw, resolvePath) : null;
      },
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
        // Replaced photos are no longer referenced.
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
      subscribe(onChange, onError) {
        return docs.subscribe(collections.jobvacancy, (raw) => onChange(raw.map(toVacancy)), onError);
      },
      async get(id) {
        const raw = await docs.get(collections.jobvacancy, id);
        return raw ? toVacancy(raw) : null;
      },
      async create(input: NewVacancy) {
        const fields: DocFields = parseEntity(newVacancySchema, input);
        return docs.add(collections.jobvacancy, fields, ['createdAt']);
      },
      async setBlocked(id, isBlocked) {
        if (typeof isBlocked !== 'boolean') throw new Error('isBlocked must be true or false.');
        await docs.update(collections.jobvacancy, id, { isBlocked }, []);
      },
    },
    applicants: {
      async list() {
        const raw = await docs.list(collections.applicants);
        return raw.map((doc) => toApplicant(doc));
      },
      async get(id) {
        const raw = await docs.get(collections.applicants, id);
        return raw ? toApplicant(raw) : null;
      },
      async create(input: NewApplicant, options?: UploadOptions) {
        if (!isFile(input?.resume)) throw new FileValidationError('Please upload your resume.');
        const { resume, ...fields } = parseEntity(newApplicantSchema, input);
        const problem = validateFile('resume', resume) ?? (await checkResumeContent(resume));
        if (problem) throw new FileValidationError(problem);
        // A visitor at the limit of applications is told so before anything is uploaded.
        const writer = await docs.writer();
        await checkLimit(writer, 'applicants');
        // An upload that fails or passes its deadline rejects here: no applicant is created after it.
        const { path } = await upload('resume', resume, options);
        try {
          return await underLimit(writer, 'applicants', (limit) =>
            docs.addLimited(collections.applicants, { ...fields, resumeURL: path }, ['createdAt'], limit),
          );
        } catch (error) {
          // The public cannot delete resumes (rules); this is best effort and only succeeds for admins / locally.
          await removeFileQuietly(path);
          throw error;
        }
      },
      async remove(id) {
        const existing = await docs.get(collections.applicants, id);
        await docs.remove(collections.applicants, id);
        if (existing) await removeFileQuietly(existing.data.resumeURL);
      },
    },
    quotes: {
      async list() {
        return (await docs.list(collections.quotes)).map(toQuote);
      },
      async get(id) {
        const raw = await docs.get(collections.quotes, id);
        return raw ? toQuote(raw) : null;
      },
      async create(input: NewQuote) {
        const fields: DocFields = parseEntity(newQuoteSchema, { ...input, comments: input?.comments ?? '' });
        const writer = await docs.writer();
        return underLimit(writer, 'quotes', (limit) => docs.addLimited(collections.quotes, fields, ['createdAt'], limit));
      },
    },
    files: {
      upload,
      async getUrl(path) {
        if (typeof path !== 'string' || path === '') return null;
        if (/^(https?:|blob:|data:)/i.test(path)) return path;
        if (path.startsWith('resume/')) throw new Error('A resume has no URL: read it with files.download.');
        return files.url(path);
      },
      async download(path) {
        // images/<name>, resume/<uid>/<name> (and resume/<name> of applications sent before resumes had folders).
        if (typeof path !== 'string' || !/^(images\/[^/]+|resume\/([^/]+\/)?[^/]+)$/.test(path)) throw new Error(`Not a stored file path: ${String(path)}`);
        const blob = await files.blob(path);
        if (!blob) throw new StoredFileMissingError(path);
        return blob;
      },
      async remove(path) {
        await files.remove(pathFromDownloadUrl(path));
      },
    },
  };
}
