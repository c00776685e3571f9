/**
 * The DataApi logic: validation, unique upload paths, upload-then-create
 * with clean-up, URL resolution and mapping, over a small document store and
 * file store (Firestore + Cloud Storage in the site; an in-memory pair in
 * component tests, so they run the same validation and mapping).
 */
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  StoredFileMissingError,
  type DataApi,
  type DataOperation,
  type PageRequest,
  type PageResult,
  type PipelineApi,
  type StaffNote,
  type StatusChange,
  type UploadedFile,
  type UploadOptions,
} from '../data-api';
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
import { PACKAGES_SUBCOLLECTION, packageLinesOf } from '../freight/cargo';
import { applicantStatuses, quoteStatuses } from '../pipeline';
import { parseEntity } from '../schemas/check';
import { newApplicantSchema, newPostSchema, newQuoteSchema, newVacancySchema, postUpdateSchema, staffNoteSchema } from '../schemas/entity-schemas';
import { checkImageContent, checkResumeContent } from '../schemas/file-content';
import { pathFromDownloadUrl, toApplicant, toDateOrNull, toPost, toQuote, toVacancy, type RawDoc } from './mapping';
import { applicantPageFilters, quotePageFilters, storeQueryOf, type StoreQuery } from './page-filters';
import { isPermissionDenied, limitVerdict, TICKET_SECONDS, WriteLimitError, type LimitKind, type LimitRecord, type NextLimit } from './write-limits';

/** A value the core writes into a document. */
export type DocValue = string | number | boolean | null | DocValue[] | { [key: string]: DocValue };
/** Field values written by the core; `timestamps` lists fields the store sets to the (server) time. */
export type DocFields = Record<string, DocValue>;

/** The subcollections of an inbox item: staff notes, the history of its status, and (quotes) its package lines. */
export type Subcollection = 'notes' | 'history' | typeof PACKAGES_SUBCOLLECTION;

/** A document of a subcollection written in the same batch as its parent. */
export interface ChildDoc {
  sub: Subcollection;
  id: string;
  fields: DocFields;
}

/** Where a listing's page ends: the part it reached and the store's position in that part. */
interface PagePosition {
  part: PagePart;
  last: unknown;
}

/** A page as a store reads it: the documents, and where the next page would start (the last document's position; null when empty). */
export interface StorePage {
  docs: RawDoc[];
  last: unknown;
}

/**
 * The two parts a listing reads in turn: the documents with a `createdAt`
 * time (in the requested order), then those whose `createdAt` is null (by
 * document id), so that staff see every item and those without a date come
 * last in either order. A document without the field at all is found by no
 * Firestore query: undated documents are stored with `createdAt: null`.
 */
export type PagePart = 'dated' | 'undated';

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
   * document (holding `limit.next`, the server time and the new id) and the
   * `children` documents under it; without a limit (staff) no limit document.
   * `timestamps` as in add.
   */
  addLimited(collection: CollectionName, fields: DocFields, timestamps: string[], limit: TakenLimit | null, children?: ChildDoc[]): Promise<string>;
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
  /**
   * One page of one part of the documents matching `query`, starting after
   * `after` (a `StorePage.last` of this store and part), at most `limit`:
   * 'dated': those whose `createdAt` is a time, ordered by `createdAt` then
   * document id (both ascending or both descending); 'undated': those whose
   * `createdAt` is null, ordered by document id ascending (`order` unused).
   */
  page(collection: CollectionName, query: StoreQuery, part: PagePart, order: 'asc' | 'desc', limit: number, after: unknown): Promise<StorePage>;
  /** How many documents match `query` (a count query). */
  count(collection: CollectionName, query: StoreQuery): Promise<number>;
  /** Updates fields of an existing document, deleting the keys of `remove` (rejects when it does not exist). */
  replaceFields(collection: CollectionName, id: string, fields: DocFields, remove: string[]): Promise<void>;
  /** The documents of `<collection>/<id>/<sub>`, unsorted. */
  listSub(collection: CollectionName, id: string, sub: Subcollection): Promise<RawDoc[]>;
  /** Adds a document to `<collection>/<id>/<sub>`; `timestamps` as in add. */
  addSub(collection: CollectionName, id: string, sub: Subcollection, fields: DocFields, timestamps: string[]): Promise<string>;
  /**
   * In one batch: updates `fields` of the document plus `historyId` (the new
   * entry's id), and adds the entry `<collection>/<id>/history/<entry id>`
   * holding `entry` and the server time as `at`.
   */
  updateWithHistory(collection: CollectionName, id: string, fields: DocFields, entry: DocFields): Promise<void>;
  /** Deletes the document and then the given documents of its subcollections. */
  removeWithSubs(collection: CollectionName, id: string, subs: { sub: Subcollection; id: string }[]): Promise<void>;
  /** The receipt `receipts/<id>` the server writes with a reference, or null. */
  readReceipt(id: string): Promise<{ reference: string } | null>;
  /** The signed-in staff member's e-mail, or null (nobody, or a visitor). */
  staffEmail(): Promise<string | null>;
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
  /** How `receipt` polls: every `intervalMs` until `timeoutMs` (default 500 ms, 10 s). */
  receiptPolling?: { intervalMs: number; timeoutMs: number };
}

/** How long `receipt` waits for the server's reference, and how often it looks. */
export const RECEIPT_POLLING = { intervalMs: 500, timeoutMs: 10_000 } as const;

/** Drops the keys whose value is undefined (an optional field left out); Firestore refuses undefined values. */
function defined<T extends Record<string, unknown>>(fields: T): DocFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as DocFields;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

  /** A page of `collection` through its declared filters. */
  async function readPage<F extends object, T>(
    collection: CollectionName,
    declaration: Parameters<typeof storeQueryOf<F>>[0],
    map: (doc: RawDoc) => T,
    request: PageRequest<F> = {},
  ): Promise<PageResult<T>> {
    const size = request.pageSize ?? DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw new Error(`The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
    const query = storeQueryOf(declaration, request.filters);
    const order = request.order === 'oldest' ? 'asc' : 'desc';
    // A time range matches no undated document.
    const parts: PagePart[] = query.from || query.before ? ['dated'] : ['dated', 'undated'];
    const position = request.after ? (request.after.__cursor as PagePosition) : null;
    const found: RawDoc[] = [];
    let after: unknown = position?.last ?? null;
    // The dated documents first; once they are exhausted, the page goes on with the undated ones (never reading more than one page).
    for (const part of parts.slice(Math.max(0, parts.indexOf(position?.part ?? 'dated')))) {
      const wanted = size - found.length;
      const page = await docs.page(collection, query, part, order, wanted, after);
      found.push(...page.docs);
      if (page.docs.length >= wanted && page.last !== null) {
        const next: PagePosition = { part, last: page.last };
        return { items: found.map(map), next: { __cursor: next } };
      }
      after = null;
    }
    return { items: found.map(map), next: null };
  }

  /** Deletes a document with its notes and history (and a quote's package lines). */
  async function removeWithSubs(collection: CollectionName, id: string): Promise<void> {
    const subs: Subcollection[] = collection === collections.quotes ? ['notes', 'history', PACKAGES_SUBCOLLECTION] : ['notes', 'history'];
    const found = await Promise.all(subs.map(async (sub) => (await docs.listSub(collection, id, sub)).map((doc) => ({ sub, id: doc.id }))));
    await docs.removeWithSubs(collection, id, found.flat());
  }

  /** Deletes an applicant with its notes and history, then (best effort) its resume. */
  async function removeApplicant(id: string, known?: RawDoc): Promise<void> {
    const existing = known ?? (await docs.get(collections.applicants, id));
    await removeWithSubs(collections.applicants, id);
    if (existing) await removeFileQuietly(existing.data.resumeURL);
  }

  const polling = options.receiptPolling ?? RECEIPT_POLLING;
  /** Polls the receipt of `id` until it names a reference or the time is up. */
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

  /** The signed-in staff e-mail, or a refusal. */
  async function staff(): Promise<string> {
    const email = await docs.staffEmail();
    if (!email) throw Object.assign(new Error('Only signed-in staff may do this.'), { code: 'permission-denied' });
    return email;
  }

  /** The staff workflow (status, history, notes) of the items of `collection`. */
  function pipeline<S extends string>(collection: CollectionName, statuses: readonly S[]): PipelineApi<S> {
    const newestFirst = <T extends { id: string }>(items: T[], time: (item: T) => Date | null) =>
      items.sort((a, b) => (time(b)?.getTime() ?? Infinity) - (time(a)?.getTime() ?? Infinity) || b.id.localeCompare(a.id));
    return {
      async setStatus(id, status) {
        if (!statuses.includes(status)) throw new Error(`The status must be one of ${statuses.join(', ')}.`);
        const by = await staff();
        await docs.updateWithHistory(collection, id, { status }, { status, by });
      },
      async history(id) {
        const raw = await docs.listSub(collection, id, 'history');
        const entries = raw.map(
          (doc): StatusChange<S> => ({
            id: doc.id,
            status: statuses.includes(doc.data.status as S) ? (doc.data.status as S) : statuses[0]!,
            by: typeof doc.data.by === 'string' ? doc.data.by : '',
            at: toDateOrNull(doc.data.at),
          }),
        );
        return newestFirst(entries, (entry) => entry.at);
      },
      async notes(id) {
        const raw = await docs.listSub(collection, id, 'notes');
        const notes = raw.map(
          (doc): StaffNote => ({
            id: doc.id,
            text: typeof doc.data.text === 'string' ? doc.data.text : '',
            author: typeof doc.data.author === 'string' ? doc.data.author : '',
            createdAt: toDateOrNull(doc.data.createdAt),
          }),
        );
        return newestFirst(notes, (note) => note.createdAt);
      },
      async addNote(id, text) {
        const { text: clean } = parseEntity(staffNoteSchema, { text });
        const author = await staff();
        if (!(await docs.get(collection, id))) throw new Error(`${collection}/${id} does not exist.`);
        await docs.addSub(collection, id, 'notes', { text: clean, author }, ['createdAt']);
      },
    };
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
        return docs.add(collections.jobvacancy, defined(parseEntity(newVacancySchema, input)), ['createdAt']);
      },
      async update(id, input: NewVacancy) {
        // The blocked flag is changed by setBlocked only; createdAt is never written again.
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
            docs.addLimited(collections.applicants, defined({ ...fields, resumeURL: path }), ['createdAt'], limit),
          );
        } catch (error) {
          // The public cannot delete resumes (rules); this is best effort and only succeeds for admins / locally.
          await removeFileQuietly(path);
          throw error;
        }
      },
      async remove(id) {
        await removeApplicant(id);
      },
      page: (request) => readPage(collections.applicants, applicantPageFilters, toApplicant, request),
      count: (filters) => docs.count(collections.applicants, storeQueryOf(applicantPageFilters, filters)),
      receipt: (id) => receipt(id),
      async removeOlderThan(date) {
        if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new Error('removeOlderThan needs a valid Date.');
        const query = storeQueryOf(applicantPageFilters, { before: date });
        let removed = 0;
        // Always the first page again: what was deleted no longer matches.
        for (;;) {
          const { docs: found } = await docs.page(collections.applicants, query, 'dated', 'asc', DEFAULT_PAGE_SIZE, null);
          if (found.length === 0) return removed;
          for (const doc of found) {
            await removeApplicant(doc.id, doc);
            removed += 1;
          }
        }
      },
      ...pipeline(collections.applicants, applicantStatuses),
    },
    quotes: {
      async get(id) {
        const raw = await docs.get(collections.quotes, id);
        if (!raw) return null;
        // The package lines are documents of their own (see PACKAGES_SUBCOLLECTION); a quote stored with them inside keeps those.
        const lines = packageLinesOf(await docs.listSub(collections.quotes, id, PACKAGES_SUBCOLLECTION));
        return toQuote(lines.length > 0 ? { id, data: { ...raw.data, packages: lines } } : raw);
      },
      async create(input: NewQuote) {
        const { packages, ...fields } = parseEntity(newQuoteSchema, { ...input, comments: input?.comments ?? '' });
        const children: ChildDoc[] = (packages ?? []).map((line, index) => ({ sub: PACKAGES_SUBCOLLECTION, id: String(index), fields: { ...line } }));
        const writer = await docs.writer();
        return underLimit(writer, 'quotes', (limit) => docs.addLimited(collections.quotes, defined(fields), ['createdAt'], limit, children));
      },
      page: (request) => readPage(collections.quotes, quotePageFilters, toQuote, request),
      count: (filters) => docs.count(collections.quotes, storeQueryOf(quotePageFilters, filters)),
      async remove(id) {
        await removeWithSubs(collections.quotes, id);
      },
      receipt: (id) => receipt(id),
      ...pipeline(collections.quotes, quoteStatuses),
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
