// @ts-check
// The stored files: bytes in `{root}/{bucket}/{path}`, metadata in `{root}/.metadata/{bucket}/{path}.json`.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { HttpError, assertBucketName } from './http.mjs';

/**
 * @typedef {{
 *   name: string, bucket: string, contentType: string, size: number, md5Hash: string,
 *   generation: string, metageneration: string, timeCreated: string, updated: string,
 *   contentDisposition?: string, contentEncoding?: string, contentLanguage?: string, cacheControl?: string,
 *   customMetadata?: Record<string, string>, downloadTokens: string[]
 * }} StoredMetadata
 */

const ATTACHMENT_FOLDERS = ['resume'];

/** Writes next to the target, then renames (a reader never sees half a file). */
function writeAtomically(/** @type {string} */ file, /** @type {Buffer | string} */ content) {
  try {
    mkdirSync(dirname(file), { recursive: true });
  } catch {
    throw new HttpError(409, 'The object name clashes with an existing object (a file cannot also be a folder here).');
  }
  const temporary = `${file}.${randomUUID()}.standin-tmp`;
  writeFileSync(temporary, content);
  try {
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
    throw new HttpError(409, 'The object name clashes with an existing folder of objects.');
  }
}

function pruneEmptyFolders(/** @type {string} */ file, /** @type {string} */ stopAt) {
  for (let folder = dirname(file); relative(stopAt, folder) !== '' && !relative(stopAt, folder).startsWith('..'); folder = dirname(folder)) {
    try {
      rmdirSync(folder);
    } catch {
      return;
    }
  }
}

export function fileStore(/** @type {string} */ root) {
  mkdirSync(root, { recursive: true });
  const bytesPath = (/** @type {string} */ bucket, /** @type {string} */ name) => join(root, bucket, name);
  const metadataPath = (/** @type {string} */ bucket, /** @type {string} */ name) => join(root, '.metadata', bucket, `${name}.json`);

  /** @returns {StoredMetadata | null} */
  function readMetadata(/** @type {string} */ bucket, /** @type {string} */ name) {
    const file = metadataPath(bucket, name);
    if (!existsSync(file) || !existsSync(bytesPath(bucket, name))) return null;
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  }

  return {
    readMetadata,
    readBytes: (/** @type {StoredMetadata} */ meta) => readFileSync(bytesPath(meta.bucket, meta.name)),

    list(/** @type {string} */ bucket) {
      const base = join(root, '.metadata', bucket);
      if (!existsSync(base)) return [];
      return /** @type {string[]} */ (readdirSync(base, { recursive: true, encoding: 'utf8' }))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length).split('\\').join('/'))
        .filter((name) => readMetadata(bucket, name) !== null)
        .sort();
    },

    /** @param {StoredMetadata} meta @param {Buffer} [data] the bytes, when they change */
    write(meta, data) {
      if (data) writeAtomically(bytesPath(meta.bucket, meta.name), data);
      writeAtomically(metadataPath(meta.bucket, meta.name), `${JSON.stringify(meta, null, 2)}\n`);
    },

    remove(/** @type {string} */ bucket, /** @type {string} */ name) {
      for (const [file, base] of /** @type {[string, string][]} */ ([
        [metadataPath(bucket, name), join(root, '.metadata', bucket)],
        [bytesPath(bucket, name), join(root, bucket)],
      ])) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
        pruneEmptyFolders(file, base);
      }
    },

    clearBucket(/** @type {string} */ bucket) {
      assertBucketName(bucket);
      rmSync(join(root, bucket), { recursive: true, force: true });
      rmSync(join(root, '.metadata', bucket), { recursive: true, force: true });
    },

    clearAll() {
      rmSync(root, { recursive: true, force: true });
      mkdirSync(root, { recursive: true });
    },
  };
}

/** @typedef {ReturnType<typeof fileStore>} FileStore */

export function outgoing(/** @type {StoredMetadata} */ meta, /** @type {boolean} */ withTokens) {
  return {
    name: meta.name,
    bucket: meta.bucket,
    generation: meta.generation,
    metageneration: meta.metageneration,
    contentType: meta.contentType,
    timeCreated: meta.timeCreated,
    updated: meta.updated,
    storageClass: 'STANDARD',
    size: String(meta.size),
    md5Hash: meta.md5Hash,
    etag: meta.md5Hash,
    contentEncoding: meta.contentEncoding ?? 'identity',
    contentDisposition: meta.contentDisposition,
    contentLanguage: meta.contentLanguage,
    cacheControl: meta.cacheControl,
    metadata: meta.customMetadata,
    ...(withTokens ? { downloadTokens: meta.downloadTokens.join(',') } : {}),
  };
}

/**
 * Merged key by key, as Cloud Storage does.
 * @param {unknown} changes @param {Record<string, string> | undefined} current
 */
function mergedCustomMetadata(changes, current) {
  if (changes === null) return undefined;
  if (!changes || typeof changes !== 'object') return current;
  /** @type {Record<string, string>} */
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    // Download tokens are made here, never taken from the client.
    if (key === 'firebaseStorageDownloadTokens') continue;
    if (value === null || value === undefined) delete merged[key];
    else merged[key] = String(value);
  }
  return Object.keys(merged).length === 0 ? undefined : merged;
}

/**
 * Files of an attachment folder are always served as downloads.
 * @param {string} name
 * @param {Record<string, unknown>} changes
 * @param {StoredMetadata | null} current
 * @returns {Pick<StoredMetadata, 'contentType' | 'contentDisposition' | 'contentEncoding' | 'contentLanguage' | 'cacheControl' | 'customMetadata'>}
 */
export function storedMetadataFields(name, changes, current) {
  const str = (/** @type {unknown} */ value) => (typeof value === 'string' && value !== '' ? value : undefined);
  const pick = (/** @type {'contentType' | 'contentDisposition' | 'contentEncoding' | 'contentLanguage' | 'cacheControl'} */ key) =>
    key in changes ? str(changes[key]) : current?.[key];
  const disposition = pick('contentDisposition');
  const folder = name.split('/')[0] ?? '';
  return {
    contentType: pick('contentType') ?? 'application/octet-stream',
    contentDisposition: ATTACHMENT_FOLDERS.includes(folder) ? (/^attachment\b/i.test(disposition ?? '') ? disposition : 'attachment') : (disposition ?? 'inline'),
    contentEncoding: pick('contentEncoding'),
    contentLanguage: pick('contentLanguage'),
    cacheControl: pick('cacheControl'),
    customMetadata: mergedCustomMetadata(changes.metadata, current?.customMetadata),
  };
}
