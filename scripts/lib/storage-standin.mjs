// @ts-check
/**
 * A local stand-in for the Firebase Storage emulator (which cannot run on an
 * offline machine: it downloads its rules runtime). It speaks the part of the
 * Firebase Storage REST API (`/v0/b/{bucket}/o...`) that the `firebase/storage`
 * web SDK uses, so the site keeps one code path (connectStorageEmulator, then
 * uploadBytes / uploadBytesResumable / getMetadata / getDownloadURL / getBytes /
 * getBlob / getStream / deleteObject), and it enforces the access rules of
 * storage.rules.
 *
 * Endpoints:
 *   POST   /v0/b/{bucket}/o?name={path}      upload: `X-Goog-Upload-Protocol: multipart`, or resumable
 *                                            (`X-Goog-Upload-Command: start`, then upload / finalize /
 *                                            query / cancel on the returned X-Goog-Upload-URL)
 *   GET    /v0/b/{bucket}/o/{path}           metadata (JSON, with downloadTokens)
 *   GET    /v0/b/{bucket}/o/{path}?alt=media the bytes (`&token=` or `Authorization: Firebase <idToken>`; Range)
 *   DELETE /v0/b/{bucket}/o/{path}           delete (204)
 *   PATCH  /v0/b/{bucket}/o/{path}           update the metadata (JSON; only with `Authorization: Bearer owner`,
 *                                            as storage.rules let no client change a stored file)
 *   GET    /v0/b/{bucket}/o?prefix=          listing: refused (403), except with the emulators'
 *                                            administrative `Authorization: Bearer owner` (tools, tests)
 *   DELETE /emulator/v1/buckets/{bucket}     wipe one bucket (the stand-in's own test endpoint)
 *   POST   /internal/reset                   wipe every bucket (as the real emulator's reset)
 *                                            (both only with `Authorization: Bearer owner`)
 *   GET    /                                 {"emulator":"storage","standIn":true}
 *   OPTIONS *                                CORS preflight, for the local site's origins only
 *
 * Browsers: only the local site's origins (localhost and 127.0.0.1 on the
 * containers' ports of tooling/containers.cjs, plus any given in
 * `allowedOrigins`) get CORS answers, including private-network-access
 * preflights; a request from any other origin is refused (403) without them,
 * so another web page cannot reach this server through a visitor's browser.
 *
 * Identity: `Authorization: Firebase <JWT>`; the payload is decoded and NOT
 * verified (Auth-emulator tokens are unsigned), so this server is for
 * 127.0.0.1 only.
 *
 * Rules: those of storage.rules, from the same table
 * (shared-data/rules/storage-rules.cjs). A folder whose uploads need a ticket
 * (resume/) reads the uploader's ticket from the Firestore emulator
 * (`firestoreHost`, the project named by the bucket), as the cross-service
 * rules of storage.rules read it from Firestore; without a Firestore emulator
 * such uploads are refused. A download token is a key, as in
 * Firebase (the admin's resume link opens in a new tab without an
 * Authorization header), unless `tokensFollowRules` is set; callers who may
 * not read an object get no token in the upload answer, so a visitor never
 * holds a resume URL. Resumes are stored and served with
 * `Content-Disposition: attachment`.
 *
 * Storage: bytes in `{dataDir}/{bucket}/{path}`, metadata in
 * `{dataDir}/.metadata/{bucket}/{path}.json`, so data survives restarts.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative, resolve } from 'node:path';
import { storageAccess, storageFolders, ticketPath } from '@seawave/shared-data/storage-rules';
import { containers, testShellPorts } from './containers.mjs';

/** @typedef {import('@seawave/shared-data/storage-rules').Identity} Identity */
/** @typedef {import('@seawave/shared-data/storage-rules').Folder} Folder */

/**
 * @typedef {{
 *   name: string, bucket: string, contentType: string, size: number, md5Hash: string,
 *   generation: string, metageneration: string, timeCreated: string, updated: string,
 *   contentDisposition?: string, contentEncoding?: string, contentLanguage?: string, cacheControl?: string,
 *   customMetadata?: Record<string, string>, downloadTokens: string[]
 * }} StoredMetadata
 */

/**
 * The origins of the local site: each container, and each shell the
 * end-to-end tests render pages on, on localhost and 127.0.0.1, on its port
 * of tooling/containers.cjs plus `portOffset`.
 */
export function localSiteOrigins(portOffset = 0) {
  return [...containers.map((c) => c.port), ...testShellPorts].flatMap((port) => ['localhost', '127.0.0.1'].map((host) => `http://${host}:${port + portOffset}`));
}

/** The identity of `Authorization: Bearer owner`, which the emulators accept from tools and tests. */
const ownerIdentity = Object.freeze({ owner: true });

/**
 * The identity in an `Authorization: Firebase <token>` header (unverified), or null.
 * @param {string | undefined} header
 * @returns {Identity}
 */
export function identityFromHeader(header) {
  // The emulators' administrative access (tools such as the seed script, and tests): every rule allows it.
  if ((header ?? '').trim() === 'Bearer owner') return ownerIdentity;
  const match = /^(?:Firebase|Bearer)\s+([^\s.]+)\.([^\s.]+)\.?\S*$/i.exec((header ?? '').trim());
  if (!match) return null;
  try {
    const payload = JSON.parse(Buffer.from(match[2] ?? '', 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : null;
  } catch {
    return null;
  }
}

/** Headers the SDK reads from answers (browsers hide the others from cross-origin scripts). */
const EXPOSED_HEADERS = [
  'Content-Type',
  'Content-Disposition',
  'Content-Range',
  'ETag',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Protocol',
  'X-GUploader-UploadID',
  'X-Firebase-Storage-Version',
].join(', ');

/** Request headers the SDK sends (allowed in every preflight, besides whatever the browser asks for). */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Range',
  'X-Goog-Upload-Protocol',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Offset',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-Firebase-Storage-Version',
  'X-Firebase-GMPID',
  'X-Firebase-AppCheck',
];

const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/** Folders whose files are always downloaded, never shown inline. */
const ATTACHMENT_FOLDERS = ['resume'];

class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** @param {string} name */
function assertObjectName(name) {
  if (name === '' || Buffer.byteLength(name) > 1024 || name.includes('\0') || name.includes('\\')) {
    throw new HttpError(400, `Invalid object name "${name}".`);
  }
  if (name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new HttpError(400, `Invalid object name "${name}": empty, "." and ".." segments are not supported.`);
  }
}

/** @param {string} bucket */
function assertBucketName(bucket) {
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) throw new HttpError(400, `Invalid bucket name "${bucket}".`);
}

/** @param {string} value */
function decode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, 'Malformed URL encoding.');
  }
}

/** RFC 5987 value for `filename*=UTF-8''...`. */
function encodeRfc5987(/** @type {string} */ value) {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Splits a `multipart/related` upload (metadata JSON part, then the file part).
 * @param {string} contentType
 * @param {Buffer} body
 * @returns {{ metadata: Record<string, unknown>, data: Buffer, partType: string | undefined }}
 */
export function parseMultipartUpload(contentType, body) {
  const boundaryMatch = /^multipart\/related;.*\bboundary=("?)([^";]+)\1/i.exec(contentType);
  if (!boundaryMatch) throw new HttpError(400, `Bad content type for a multipart upload: ${contentType}`);
  const delimiter = `--${boundaryMatch[2]}`;
  const first = body.indexOf(`${delimiter}\r\n`);
  if (first === -1) throw new HttpError(400, 'Multipart body without its first boundary.');
  const metaHeadersEnd = body.indexOf('\r\n\r\n', first);
  const second = body.indexOf(`\r\n${delimiter}\r\n`, metaHeadersEnd);
  if (metaHeadersEnd === -1 || second === -1) throw new HttpError(400, 'Multipart body without a metadata part and a file part.');
  const fileHeadersStart = second + delimiter.length + 4;
  const fileHeadersEnd = body.indexOf('\r\n\r\n', fileHeadersStart);
  const closing = body.lastIndexOf(`\r\n${delimiter}--`);
  if (fileHeadersEnd === -1 || closing < fileHeadersEnd + 4) throw new HttpError(400, 'Multipart body without its closing boundary.');
  /** @type {Record<string, unknown>} */
  let metadata;
  try {
    const parsed = JSON.parse(body.subarray(metaHeadersEnd + 4, second).toString('utf8') || '{}');
    metadata = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    throw new HttpError(400, 'The metadata part is not JSON.');
  }
  const fileHeaders = body.subarray(fileHeadersStart, fileHeadersEnd).toString('utf8');
  const partType = /^content-type:\s*(.+)$/im.exec(fileHeaders)?.[1]?.trim();
  return { metadata, data: Buffer.from(body.subarray(fileHeadersEnd + 4, closing)), partType };
}

/**
 * Starts the stand-in.
 * @param {{
 *   host?: string,
 *   port?: number,
 *   dataDir: string,
 *   staff?: import('@seawave/shared-data/staff-list').StaffAccount[],
 *   folders?: Folder[],
 *   allowedOrigins?: string[],
 *   firestoreHost?: string | null,
 *   tokensFollowRules?: boolean,
 *   maxBodyBytes?: number,
 *   log?: (line: string) => void,
 * }} options
 *   port: 0 picks a free port. staff / folders: default to those of storage.rules.
 *   allowedOrigins: browser origins answered besides the local site's (localSiteOrigins()). tokensFollowRules: a download token no longer bypasses the rules.
 *   maxBodyBytes: larger request bodies are answered 413 (default 64 MiB). log: receives one
 *   line per refusal and the ready line (default: nothing).
 * @returns {Promise<{
 *   host: string, port: number, origin: string, dataDir: string,
 *   clearBucket: (bucket: string) => void, clearAll: () => void, stop: () => Promise<void>,
 * }>}
 */
export async function startStorageStandin({
  host = '127.0.0.1',
  port = 9199,
  dataDir,
  staff,
  folders,
  allowedOrigins = [],
  firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? null,
  tokensFollowRules = false,
  maxBodyBytes = 64 * 1024 * 1024,
  log = () => {},
}) {
  if (!dataDir) throw new Error('startStorageStandin: dataDir is required.');
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const access = storageAccess({ ...(staff ? { staff } : {}), ...(folders ? { folders } : {}) });
  /** @type {typeof access} */
  const allowed = (operation, path, identity, incoming, exists, ticket) => identity === ownerIdentity || access(operation, path, identity, incoming, exists, ticket);
  const ticketFolders = (folders ?? storageFolders()).filter((f) => f.ticketed);

  /**
   * The ticket of an upload to `name` (the document the folder's rules read
   * from Firestore), or null: none needed, none stored, or no Firestore
   * emulator to ask.
   * @returns {Promise<import('@seawave/shared-data/storage-rules').Ticket>}
   */
  async function ticketFor(/** @type {string} */ bucket, /** @type {string} */ name) {
    const folder = ticketFolders.find((f) => name.startsWith(`${f.folder}/`));
    const ticket = name.split('/')[1];
    if (!folder || !firestoreHost || typeof ticket !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(ticket)) return null;
    // The bucket's project: <project>.appspot.com or <project>.firebasestorage.app.
    const project = bucket.replace(/\.(appspot\.com|firebasestorage\.app)$/, '');
    try {
      const response = await fetch(`http://${firestoreHost}/v1/projects/${encodeURIComponent(project)}/databases/(default)/documents/${ticketPath(ticket)}`, {
        headers: { Authorization: 'Bearer owner' },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return null;
      /** @type {{ fields?: { path?: { stringValue?: string }, expiresAt?: { timestampValue?: string }, size?: { integerValue?: string }, contentType?: { stringValue?: string } } }} */
      const { fields } = await response.json();
      const path = fields?.path?.stringValue;
      const expiresMillis = Date.parse(fields?.expiresAt?.timestampValue ?? '');
      const size = Number(fields?.size?.integerValue);
      const contentType = fields?.contentType?.stringValue;
      return typeof path === 'string' && Number.isFinite(expiresMillis) && Number.isSafeInteger(size) && typeof contentType === 'string' ? { path, expiresMillis, size, contentType } : null;
    } catch (error) {
      log(`storage stand-in: could not read the upload ticket ${ticket} from Firestore (${/** @type {Error} */ (error).message})`);
      return null;
    }
  }
  const origins = new Set([...localSiteOrigins(), ...allowedOrigins]);

  const bytesPath = (/** @type {string} */ bucket, /** @type {string} */ name) => join(root, bucket, name);
  const metadataPath = (/** @type {string} */ bucket, /** @type {string} */ name) => join(root, '.metadata', bucket, `${name}.json`);

  /** Every object name of a bucket (from its metadata files). */
  function listObjects(/** @type {string} */ bucket) {
    const base = join(root, '.metadata', bucket);
    if (!existsSync(base)) return [];
    return /** @type {string[]} */ (readdirSync(base, { recursive: true, encoding: 'utf8' }))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length).split('\\').join('/'))
      .filter((name) => readMetadata(bucket, name) !== null)
      .sort();
  }

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

  /** Removes empty folders from `file`'s folder up to (not including) `stopAt`. */
  function pruneEmptyFolders(/** @type {string} */ file, /** @type {string} */ stopAt) {
    for (let folder = dirname(file); relative(stopAt, folder) !== '' && !relative(stopAt, folder).startsWith('..'); folder = dirname(folder)) {
      try {
        rmdirSync(folder);
      } catch {
        return;
      }
    }
  }

  function deleteStored(/** @type {string} */ bucket, /** @type {string} */ name) {
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
  }

  /** Pending resumable uploads by id (in memory: an upload does not survive a restart). */
  /** @type {Map<string, { bucket: string, name: string, metadata: Record<string, unknown>, identity: Identity, chunks: Buffer[], received: number, state: 'active' | 'final' | 'cancelled', finalStatus?: number }>} */
  const uploads = new Map();

  function clearBucket(/** @type {string} */ bucket) {
    assertBucketName(bucket);
    rmSync(join(root, bucket), { recursive: true, force: true });
    rmSync(join(root, '.metadata', bucket), { recursive: true, force: true });
    for (const [id, upload] of uploads) if (upload.bucket === bucket) uploads.delete(id);
  }

  function clearAll() {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    uploads.clear();
  }

  /** The metadata JSON of the Firebase API (`downloadTokens` only for callers who may read the object). */
  function outgoing(/** @type {StoredMetadata} */ meta, /** @type {boolean} */ withTokens) {
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
   * The metadata fields a client sets (an upload's, or an update's `changes`
   * over `current`): a field left out keeps its current value, and `null`
   * removes it. Custom metadata is merged key by key, as Cloud Storage does
   * (`null` removes a key; `metadata: null` removes them all). Files of an
   * attachment folder are always served as downloads: a disposition that is
   * not `attachment...` becomes `attachment`.
   * @param {string} name
   * @param {Record<string, unknown>} changes
   * @param {StoredMetadata | null} current
   * @returns {Pick<StoredMetadata, 'contentType' | 'contentDisposition' | 'contentEncoding' | 'contentLanguage' | 'cacheControl' | 'customMetadata'>}
   */
  function storedMetadataFields(name, changes, current) {
    const str = (/** @type {unknown} */ value) => (typeof value === 'string' && value !== '' ? value : undefined);
    const pick = (/** @type {'contentType' | 'contentDisposition' | 'contentEncoding' | 'contentLanguage' | 'cacheControl'} */ key) =>
      key in changes ? str(changes[key]) : current?.[key];
    /** @type {Record<string, string> | undefined} */
    let customMetadata = current?.customMetadata;
    if (changes.metadata === null) customMetadata = undefined;
    else if (changes.metadata && typeof changes.metadata === 'object') {
      customMetadata = { ...current?.customMetadata };
      for (const [key, value] of Object.entries(changes.metadata)) {
        // Download tokens are made here, never taken from the client.
        if (key === 'firebaseStorageDownloadTokens') continue;
        if (value === null || value === undefined) delete customMetadata[key];
        else customMetadata[key] = String(value);
      }
      if (Object.keys(customMetadata).length === 0) customMetadata = undefined;
    }
    const disposition = pick('contentDisposition');
    const folder = name.split('/')[0] ?? '';
    return {
      contentType: pick('contentType') ?? 'application/octet-stream',
      contentDisposition: ATTACHMENT_FOLDERS.includes(folder) ? (/^attachment\b/i.test(disposition ?? '') ? disposition : 'attachment') : (disposition ?? 'inline'),
      contentEncoding: pick('contentEncoding'),
      contentLanguage: pick('contentLanguage'),
      cacheControl: pick('cacheControl'),
      customMetadata,
    };
  }

  /**
   * Checks the rules for a finished upload and stores it.
   * @returns {Promise<{ status: number, body: unknown }>}
   */
  async function storeUpload(
    /** @type {string} */ bucket,
    /** @type {string} */ name,
    /** @type {Record<string, unknown>} */ metadata,
    /** @type {Buffer} */ data,
    /** @type {Identity} */ identity,
    /** @type {string | undefined} */ partType,
  ) {
    assertObjectName(name);
    const str = (/** @type {unknown} */ value) => (typeof value === 'string' && value !== '' ? value : undefined);
    const contentType = str(metadata.contentType) ?? partType ?? 'application/octet-stream';
    const existing = readMetadata(bucket, name);
    const operation = existing ? 'update' : 'create';
    const incoming = { size: data.length, contentType, contentDisposition: str(metadata.contentDisposition) };
    if (!allowed(operation, name, identity, incoming, existing !== null, await ticketFor(bucket, name))) {
      log(`storage stand-in: refused ${operation} ${bucket}/${name} (${contentType}, ${data.length} bytes) for ${who(identity)}`);
      return { status: 403, body: denial('WRITE') };
    }
    const now = new Date().toISOString();
    /** @type {StoredMetadata} */
    const meta = {
      name,
      bucket,
      size: data.length,
      md5Hash: createHash('md5').update(data).digest('base64'),
      generation: String(Date.now()),
      metageneration: '1',
      timeCreated: now,
      updated: now,
      ...storedMetadataFields(name, { ...metadata, contentType }, null),
      downloadTokens: [randomUUID()],
    };
    writeAtomically(bytesPath(bucket, name), data);
    writeAtomically(metadataPath(bucket, name), `${JSON.stringify(meta, null, 2)}\n`);
    return { status: 200, body: outgoing(meta, allowed('get', name, identity)) };
  }

  const denial = (/** @type {string} */ what) => ({ error: { code: 403, message: `Permission denied. No ${what} permission.` } });
  const who = (/** @type {Identity} */ identity) =>
    identity === null
      ? 'a visitor'
      : `${String(identity.email ?? identity.sub ?? 'a user')}${identity.email_verified === true ? '' : ' (unverified)'} via ${String(/** @type {{ sign_in_provider?: unknown } | undefined} */ (identity.firebase)?.sign_in_provider ?? 'no provider')}`;

  /** @param {import('node:http').IncomingMessage} req @returns {Promise<Buffer>} */
  function readBody(req) {
    return new Promise((resolveBody, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      req.on('data', (/** @type {Buffer} */ chunk) => {
        size += chunk.length;
        if (size > maxBodyBytes) {
          reject(new HttpError(413, `Request body larger than ${maxBodyBytes} bytes.`));
          req.resume();
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => resolveBody(Buffer.concat(chunks)));
      req.on('error', reject);
    });
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {unknown} [body]
   * @param {Record<string, string>} [headers]
   */
  function send(res, status, body, headers = {}) {
    for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    if (body === undefined || status === 204) {
      res.writeHead(status).end();
      return;
    }
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) }).end(text);
  }

  const notFound = { error: { code: 404, message: 'Not Found.' } };

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    // A page of any site can make a browser send to a name it controls that resolves to 127.0.0.1 (DNS
    // rebinding): its Host is then that name. Only loopback names are answered, and the upload URL is built from one.
    if (!/^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.test(req.headers.host ?? '')) {
      log(`storage stand-in: refused ${req.method} ${req.url} addressed to ${req.headers.host ?? 'no host'}`);
      send(res, 403, { error: { code: 403, message: 'Only requests to this machine by a loopback name are accepted.' } });
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.has(origin)) {
      // Another web page (or a private-network-access preflight from one): no CORS answer, nothing done.
      log(`storage stand-in: refused ${req.method} ${req.url} from the origin ${origin}`);
      send(res, 403, { error: { code: 403, message: `The origin ${origin} is not the local site.` } });
      return;
    }
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    if (req.method === 'OPTIONS') {
      const asked = String(req.headers['access-control-request-headers'] ?? '');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', [...ALLOWED_HEADERS, ...(asked ? [asked] : [])].join(', '));
      res.setHeader('Access-Control-Max-Age', '600');
      if (origin && req.headers['access-control-request-private-network']) res.setHeader('Access-Control-Allow-Private-Network', 'true');
      send(res, 204);
      return;
    }

    const url = new URL(req.url ?? '/', 'http://standin.invalid');
    const path = url.pathname;
    const query = url.searchParams;

    if (req.method === 'GET' && (path === '/' || path === '/v0' || path === '/v0/')) {
      send(res, 200, { emulator: 'storage', standIn: true });
      return;
    }
    const bucketReset = /^\/emulator\/v1\/buckets\/([^/]+)\/?$/.exec(path);
    const reset = (bucketReset && req.method === 'DELETE') || (path === '/internal/reset' && req.method === 'POST');
    if (reset && identityFromHeader(req.headers.authorization) !== ownerIdentity) {
      log(`storage stand-in: refused a reset without the owner credential`);
      send(res, 403, denial('RESET'));
      return;
    }
    if (reset) {
      if (bucketReset?.[1]) clearBucket(decode(bucketReset[1]));
      else clearAll();
      send(res, 200, {});
      return;
    }

    const api = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(path);
    if (!api) {
      send(res, 404, notFound);
      return;
    }
    const bucket = decode(api[1] ?? '');
    assertBucketName(bucket);
    const identity = identityFromHeader(req.headers.authorization);

    if (req.method === 'POST' || req.method === 'PUT') {
      if (query.has('create_token') || query.has('delete_token') || req.headers['x-http-method-override']) {
        send(res, 501, { error: { code: 501, message: 'Not implemented by the storage stand-in.' } });
        return;
      }
      await handleUpload(req, res, bucket, api[2] ? decode(api[2]) : (query.get('name') ?? ''), identity, query);
      return;
    }

    if (!api[2]) {
      // Listing the bucket: only with the emulators' administrative access (tools and tests, never a page).
      if (req.method === 'GET' && identity === ownerIdentity) {
        const prefix = query.get('prefix') ?? '';
        send(res, 200, { prefixes: [], items: listObjects(bucket).filter((name) => name.startsWith(prefix)).map((name) => ({ name, bucket })) });
        return;
      }
      if (req.method === 'GET') {
        log(`storage stand-in: refused list ${bucket}/${query.get('prefix') ?? ''} for ${who(identity)}`);
        send(res, 403, denial('LIST'));
      } else send(res, 405, { error: { code: 405, message: 'Method not allowed.' } });
      return;
    }
    const name = decode(api[2]);
    assertObjectName(name);

    if (req.method === 'GET' || req.method === 'HEAD') {
      const meta = readMetadata(bucket, name);
      const token = query.get('token');
      const byToken = !tokensFollowRules && meta !== null && token !== null && meta.downloadTokens.includes(token);
      if (!byToken && !allowed('get', name, identity)) {
        log(`storage stand-in: refused read ${bucket}/${name} for ${who(identity)}`);
        send(res, 403, denial('READ'));
        return;
      }
      if (!meta) {
        send(res, 404, notFound);
        return;
      }
      if (query.get('alt') === 'media') sendMedia(req, res, meta);
      else send(res, 200, outgoing(meta, true));
      return;
    }

    if (req.method === 'DELETE') {
      if (!allowed('delete', name, identity)) {
        log(`storage stand-in: refused delete ${bucket}/${name} for ${who(identity)}`);
        send(res, 403, denial('WRITE'));
        return;
      }
      if (!readMetadata(bucket, name)) {
        send(res, 404, notFound);
        return;
      }
      deleteStored(bucket, name);
      send(res, 204);
      return;
    }

    if (req.method === 'PATCH') {
      // updateMetadata: storage.rules let no one change a stored file, so only the emulators' administrative access (the functions) does.
      const meta = readMetadata(bucket, name);
      if (!allowed('update', name, identity, meta ? { size: meta.size, contentType: meta.contentType } : undefined, meta !== null)) {
        log(`storage stand-in: refused update ${bucket}/${name} for ${who(identity)}`);
        send(res, 403, denial('WRITE'));
        return;
      }
      if (!meta) {
        send(res, 404, notFound);
        return;
      }
      /** @type {Record<string, unknown>} */
      let changes;
      try {
        const parsed = JSON.parse((await readBody(req)).toString('utf8') || '{}');
        changes = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
      } catch {
        throw new HttpError(400, 'The metadata is not JSON.');
      }
      const updated = { ...meta, ...storedMetadataFields(name, changes, meta), metageneration: String(Number(meta.metageneration) + 1), updated: new Date().toISOString() };
      writeAtomically(metadataPath(bucket, name), `${JSON.stringify(updated, null, 2)}\n`);
      send(res, 200, outgoing(updated, true));
      return;
    }

    send(res, 501, { error: { code: 501, message: `${req.method} is not implemented by the storage stand-in.` } });
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {StoredMetadata} meta */
  function sendMedia(req, res, meta) {
    const data = readFileSync(bytesPath(meta.bucket, meta.name));
    const fileName = meta.name.split('/').pop() ?? meta.name;
    const disposition = meta.contentDisposition ?? 'inline';
    res.setHeader('Content-Type', meta.contentType);
    res.setHeader('Content-Disposition', /filename/i.test(disposition) ? disposition : `${disposition}; filename*=UTF-8''${encodeRfc5987(fileName)}`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', meta.cacheControl ?? 'private, max-age=0');
    // As Cloud Storage serves them: the stored bytes as they are, with the encoding and language the metadata names.
    if (meta.contentEncoding && meta.contentEncoding !== 'identity') res.setHeader('Content-Encoding', meta.contentEncoding);
    if (meta.contentLanguage) res.setHeader('Content-Language', meta.contentLanguage);
    res.setHeader('ETag', `"${meta.md5Hash}"`);
    res.setHeader('Accept-Ranges', 'bytes');
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? '').trim());
    let body = data;
    let status = 200;
    if (range && (range[1] !== '' || range[2] !== '') && data.length > 0) {
      const start = range[1] === '' ? Math.max(0, data.length - Number(range[2])) : Number(range[1]);
      const end = range[1] === '' || range[2] === '' ? data.length - 1 : Math.min(Number(range[2]), data.length - 1);
      if (start <= end && start < data.length) {
        body = data.subarray(start, end + 1);
        status = 206;
        res.setHeader('Content-Range', `bytes ${start}-${end}/${data.length}`);
      }
    }
    res.setHeader('Content-Length', String(body.length));
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} bucket
   * @param {string} nameFromUrl
   * @param {Identity} identity
   * @param {URLSearchParams} query
   */
  async function handleUpload(req, res, bucket, nameFromUrl, identity, query) {
    const protocol = String(req.headers['x-goog-upload-protocol'] ?? '').toLowerCase();
    const command = String(req.headers['x-goog-upload-command'] ?? '').toLowerCase();
    const body = await readBody(req);

    if (protocol === 'resumable' || command !== '') {
      if (command === 'start') {
        /** @type {Record<string, unknown>} */
        let metadata = {};
        try {
          const parsed = JSON.parse(body.toString('utf8') || '{}');
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) metadata = parsed;
        } catch {
          throw new HttpError(400, 'The metadata of a resumable upload is not JSON.');
        }
        const name = nameFromUrl || (typeof metadata.name === 'string' ? metadata.name : '');
        assertObjectName(name);
        const id = randomUUID();
        uploads.set(id, { bucket, name, metadata, identity, chunks: [], received: 0, state: 'active' });
        const uploadUrl = new URL(`http://${req.headers.host ?? `${host}:${actualPort}`}/v0/b/${encodeURIComponent(bucket)}/o`);
        uploadUrl.searchParams.set('name', name);
        uploadUrl.searchParams.set('upload_id', id);
        uploadUrl.searchParams.set('upload_protocol', 'resumable');
        send(res, 200, undefined, {
          'X-Goog-Upload-Status': 'active',
          'X-Goog-Upload-URL': uploadUrl.toString(),
          'X-Goog-Upload-Chunk-Granularity': '262144',
          'X-Goog-Upload-Control-URL': '',
          'X-GUploader-UploadID': id,
        });
        return;
      }
      const id = query.get('upload_id') ?? '';
      const upload = uploads.get(id);
      if (!upload || upload.bucket !== bucket) {
        send(res, 404, notFound);
        return;
      }
      if (command === 'query') {
        send(res, 200, undefined, { 'X-Goog-Upload-Status': upload.state === 'final' ? 'final' : 'active', 'X-Goog-Upload-Size-Received': String(upload.received) });
        return;
      }
      if (command === 'cancel') {
        if (upload.state === 'final') throw new HttpError(400, 'The upload is already finished.');
        upload.state = 'cancelled';
        uploads.delete(id);
        send(res, 200);
        return;
      }
      if (upload.state === 'final') {
        send(res, upload.finalStatus ?? 200, undefined, { 'X-Goog-Upload-Status': 'final' });
        return;
      }
      if (command.includes('upload')) {
        const offset = req.headers['x-goog-upload-offset'];
        if (offset !== undefined && Number(offset) !== upload.received) {
          throw new HttpError(400, `Upload offset ${String(offset)} does not follow the ${upload.received} bytes received.`);
        }
        if (upload.received + body.length > maxBodyBytes) throw new HttpError(413, `Upload larger than ${maxBodyBytes} bytes.`);
        upload.chunks.push(body);
        upload.received += body.length;
      }
      if (command.includes('finalize')) {
        const result = await storeUpload(bucket, upload.name, upload.metadata, Buffer.concat(upload.chunks), upload.identity, undefined);
        upload.state = 'final';
        upload.finalStatus = result.status;
        upload.chunks = [];
        send(res, result.status, result.body, { 'X-Goog-Upload-Status': 'final' });
        return;
      }
      if (command.includes('upload')) {
        send(res, 200, undefined, { 'X-Goog-Upload-Status': 'active', 'X-GUploader-UploadID': id });
        return;
      }
      throw new HttpError(400, `Unknown upload command "${command}".`);
    }

    if (protocol === 'multipart') {
      const { metadata, data, partType } = parseMultipartUpload(String(req.headers['content-type'] ?? ''), body);
      const name = nameFromUrl || (typeof metadata.name === 'string' ? metadata.name : '');
      const result = await storeUpload(bucket, name, metadata, data, identity, partType);
      send(res, result.status, result.body);
      return;
    }
    throw new HttpError(400, 'Only multipart and resumable uploads are supported (X-Goog-Upload-Protocol).');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((/** @type {unknown} */ error) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (status === 500) log(`storage stand-in: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (status === 413) res.setHeader('Connection', 'close');
      send(res, status, { error: { code: status, message } });
    });
  });

  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen(undefined);
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const hostAndPort = `${host}:${actualPort}`;
  log(`Storage stand-in ready on ${hostAndPort}`);

  return {
    host: hostAndPort,
    port: actualPort,
    origin: `http://${hostAndPort}`,
    dataDir: root,
    clearBucket,
    clearAll,
    stop: () =>
      new Promise((resolveStop) => {
        server.close(() => resolveStop(undefined));
        server.closeAllConnections();
      }),
  };
}
