// @ts-check
import { ALLOWED_HEADERS, EXPOSED_HEADERS, assertBucketName, assertObjectName, decode, denial, encodeRfc5987, jsonObject, notFound, readBody, send } from './http.mjs';
import { outgoing, storedMetadataFields } from './files.mjs';
import { identityFromHeader, ownerIdentity, who } from './rules.mjs';

/** @typedef {import('@seawave/shared-data/storage-rules').Identity} Identity */
/** @typedef {import('./files.mjs').StoredMetadata} StoredMetadata */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {{ bucket: string, name: string, identity: Identity, query: URLSearchParams }} ObjectRequest */

/**
 * @param {Request} req @param {Response} res @param {StoredMetadata} meta @param {Buffer} data
 */
function sendMedia(req, res, meta, data) {
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
 * Refuses a request another site could have made through a visitor's browser; sets the CORS headers of the local site.
 * @param {Request} req @param {Response} res @param {Set<string>} origins @param {(line: string) => void} log
 * @returns {boolean} whether the request goes on
 */
function admitted(req, res, origins, log) {
  // A page of any site can make a browser send to a name it controls that resolves to 127.0.0.1 (DNS
  // rebinding): its Host is then that name. Only loopback names are answered, and the upload URL is built from one.
  if (!/^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.test(req.headers.host ?? '')) {
    log(`storage stand-in: refused ${req.method} ${req.url} addressed to ${req.headers.host ?? 'no host'}`);
    send(res, 403, { error: { code: 403, message: 'Only requests to this machine by a loopback name are accepted.' } });
    return false;
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.has(origin)) {
    // Another web page (or a private-network-access preflight from one): no CORS answer, nothing done.
    log(`storage stand-in: refused ${req.method} ${req.url} from the origin ${origin}`);
    send(res, 403, { error: { code: 403, message: `The origin ${origin} is not the local site.` } });
    return false;
  }
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  return true;
}

/** @param {Request} req @param {Response} res */
function preflight(req, res) {
  const asked = String(req.headers['access-control-request-headers'] ?? '');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', [...ALLOWED_HEADERS, ...(asked ? [asked] : [])].join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.headers.origin && req.headers['access-control-request-private-network']) res.setHeader('Access-Control-Allow-Private-Network', 'true');
  send(res, 204);
}

/**
 * @param {{
 *   files: import('./files.mjs').FileStore,
 *   uploads: ReturnType<typeof import('./uploads.mjs').uploadHandler>,
 *   allowed: ReturnType<typeof import('./rules.mjs').accessRules>,
 *   origins: Set<string>,
 *   tokensFollowRules: boolean,
 *   maxBodyBytes: number,
 *   clearBucket: (bucket: string) => void,
 *   clearAll: () => void,
 *   log: (line: string) => void,
 * }} options
 */
export function router({ files, uploads, allowed, origins, tokensFollowRules, maxBodyBytes, clearBucket, clearAll, log }) {
  /** @param {Request} req @param {Response} res @param {string} path @returns {boolean} whether it was a reset */
  function reset(req, res, path) {
    const bucketReset = /^\/emulator\/v1\/buckets\/([^/]+)\/?$/.exec(path);
    if (!(bucketReset && req.method === 'DELETE') && !(path === '/internal/reset' && req.method === 'POST')) return false;
    if (identityFromHeader(req.headers.authorization) !== ownerIdentity) {
      log(`storage stand-in: refused a reset without the owner credential`);
      send(res, 403, denial('RESET'));
      return true;
    }
    if (bucketReset?.[1]) clearBucket(decode(bucketReset[1]));
    else clearAll();
    send(res, 200, {});
    return true;
  }

  /** Listing a bucket: only with the emulators' administrative access (tools and tests, never a page). @param {Request} req @param {Response} res @param {ObjectRequest} asked */
  function list(req, res, { bucket, identity, query }) {
    if (req.method !== 'GET') return send(res, 405, { error: { code: 405, message: 'Method not allowed.' } });
    if (identity === ownerIdentity) {
      const prefix = query.get('prefix') ?? '';
      return send(res, 200, { prefixes: [], items: files.list(bucket).filter((name) => name.startsWith(prefix)).map((name) => ({ name, bucket })) });
    }
    log(`storage stand-in: refused list ${bucket}/${query.get('prefix') ?? ''} for ${who(identity)}`);
    send(res, 403, denial('LIST'));
  }

  /** @param {Request} req @param {Response} res @param {ObjectRequest} asked */
  function read(req, res, { bucket, name, identity, query }) {
    const meta = files.readMetadata(bucket, name);
    const token = query.get('token');
    const byToken = !tokensFollowRules && meta !== null && token !== null && meta.downloadTokens.includes(token);
    if (!byToken && !allowed('get', name, identity)) {
      log(`storage stand-in: refused read ${bucket}/${name} for ${who(identity)}`);
      return send(res, 403, denial('READ'));
    }
    if (!meta) return send(res, 404, notFound);
    if (query.get('alt') === 'media') sendMedia(req, res, meta, files.readBytes(meta));
    else send(res, 200, outgoing(meta, true));
  }

  /** @param {Response} res @param {ObjectRequest} asked */
  function remove(res, { bucket, name, identity }) {
    if (!allowed('delete', name, identity)) {
      log(`storage stand-in: refused delete ${bucket}/${name} for ${who(identity)}`);
      return send(res, 403, denial('WRITE'));
    }
    if (!files.readMetadata(bucket, name)) return send(res, 404, notFound);
    files.remove(bucket, name);
    send(res, 204);
  }

  /** updateMetadata: storage.rules let no one change a stored file, so only the emulators' administrative access (the functions) does. @param {Request} req @param {Response} res @param {ObjectRequest} asked */
  async function update(req, res, { bucket, name, identity }) {
    const meta = files.readMetadata(bucket, name);
    if (!allowed('update', name, identity, meta ? { size: meta.size, contentType: meta.contentType } : undefined, meta !== null)) {
      log(`storage stand-in: refused update ${bucket}/${name} for ${who(identity)}`);
      return send(res, 403, denial('WRITE'));
    }
    if (!meta) return send(res, 404, notFound);
    const changes = jsonObject(await readBody(req, maxBodyBytes), 'The metadata is not JSON.');
    const updated = { ...meta, ...storedMetadataFields(name, changes, meta), metageneration: String(Number(meta.metageneration) + 1), updated: new Date().toISOString() };
    files.write(updated);
    send(res, 200, outgoing(updated, true));
  }

  /** @param {Request} req @param {Response} res @param {string} bucket @param {string | undefined} encodedName @param {URLSearchParams} query */
  async function api(req, res, bucket, encodedName, query) {
    const identity = identityFromHeader(req.headers.authorization);
    if (req.method === 'POST' || req.method === 'PUT') {
      if (query.has('create_token') || query.has('delete_token') || req.headers['x-http-method-override']) {
        return send(res, 501, { error: { code: 501, message: 'Not implemented by the storage stand-in.' } });
      }
      return uploads.handle(req, res, bucket, encodedName ? decode(encodedName) : (query.get('name') ?? ''), identity, query);
    }
    if (!encodedName) return list(req, res, { bucket, name: '', identity, query });
    const name = decode(encodedName);
    assertObjectName(name);
    const asked = { bucket, name, identity, query };
    if (req.method === 'GET' || req.method === 'HEAD') return read(req, res, asked);
    if (req.method === 'DELETE') return remove(res, asked);
    if (req.method === 'PATCH') return update(req, res, asked);
    send(res, 501, { error: { code: 501, message: `${req.method} is not implemented by the storage stand-in.` } });
  }

  /** @param {Request} req @param {Response} res */
  return async function handle(req, res) {
    if (!admitted(req, res, origins, log)) return;
    if (req.method === 'OPTIONS') return preflight(req, res);
    const url = new URL(req.url ?? '/', 'http://standin.invalid');
    const path = url.pathname;
    if (req.method === 'GET' && (path === '/' || path === '/v0' || path === '/v0/')) return send(res, 200, { emulator: 'storage', standIn: true });
    if (reset(req, res, path)) return;
    const matched = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(path);
    if (!matched) return send(res, 404, notFound);
    const bucket = decode(matched[1] ?? '');
    assertBucketName(bucket);
    await api(req, res, bucket, matched[2], url.searchParams);
  };
}

