// @ts-check
import { createHash, randomUUID } from 'node:crypto';
import { HttpError, assertObjectName, denial, jsonObject, notFound, parseMultipartUpload, readBody, send } from './http.mjs';
import { outgoing, storedMetadataFields } from './files.mjs';
import { who } from './rules.mjs';

/** @typedef {import('@seawave/shared-data/storage-rules').Identity} Identity */
/** @typedef {{ bucket: string, name: string, metadata: Record<string, unknown>, identity: Identity, chunks: Buffer[], received: number, state: 'active' | 'final' | 'cancelled', finalStatus?: number }} Upload */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * @param {{
 *   files: import('./files.mjs').FileStore,
 *   allowed: ReturnType<typeof import('./rules.mjs').accessRules>,
 *   ticketFor: ReturnType<typeof import('./tickets.mjs').ticketReader>,
 *   maxBodyBytes: number,
 *   fallbackHost: () => string,
 *   log: (line: string) => void,
 * }} options
 */
export function uploadHandler({ files, allowed, ticketFor, maxBodyBytes, fallbackHost, log }) {
  /** Pending resumable uploads by id (in memory: an upload does not survive a restart). */
  /** @type {Map<string, Upload>} */
  const uploads = new Map();

  /**
   * @param {string} bucket @param {string} name @param {Record<string, unknown>} metadata
   * @param {Buffer} data @param {Identity} identity @param {string | undefined} partType
   * @returns {Promise<{ status: number, body: unknown }>}
   */
  async function store(bucket, name, metadata, data, identity, partType) {
    assertObjectName(name);
    const str = (/** @type {unknown} */ value) => (typeof value === 'string' && value !== '' ? value : undefined);
    const contentType = str(metadata.contentType) ?? partType ?? 'application/octet-stream';
    const existing = files.readMetadata(bucket, name);
    const operation = existing ? 'update' : 'create';
    const incoming = { size: data.length, contentType, contentDisposition: str(metadata.contentDisposition) };
    if (!allowed(operation, name, identity, incoming, existing !== null, await ticketFor(bucket, name))) {
      log(`storage stand-in: refused ${operation} ${bucket}/${name} (${contentType}, ${data.length} bytes) for ${who(identity)}`);
      return { status: 403, body: denial('WRITE') };
    }
    const now = new Date().toISOString();
    /** @type {import('./files.mjs').StoredMetadata} */
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
    files.write(meta, data);
    return { status: 200, body: outgoing(meta, allowed('get', name, identity)) };
  }

  /** @param {Request} req @param {Response} res @param {string} bucket @param {string} nameFromUrl @param {Identity} identity @param {Buffer} body */
  function start(req, res, bucket, nameFromUrl, identity, body) {
    const metadata = jsonObject(body, 'The metadata of a resumable upload is not JSON.');
    const name = nameFromUrl || (typeof metadata.name === 'string' ? metadata.name : '');
    assertObjectName(name);
    const id = randomUUID();
    uploads.set(id, { bucket, name, metadata, identity, chunks: [], received: 0, state: 'active' });
    const uploadUrl = new URL(`http://${req.headers.host ?? fallbackHost()}/v0/b/${encodeURIComponent(bucket)}/o`);
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
  }

  /** @param {Request} req @param {Upload} upload @param {Buffer} body */
  function receive(req, upload, body) {
    const offset = req.headers['x-goog-upload-offset'];
    if (offset !== undefined && Number(offset) !== upload.received) {
      throw new HttpError(400, `Upload offset ${String(offset)} does not follow the ${upload.received} bytes received.`);
    }
    if (upload.received + body.length > maxBodyBytes) throw new HttpError(413, `Upload larger than ${maxBodyBytes} bytes.`);
    upload.chunks.push(body);
    upload.received += body.length;
  }

  /** @param {Request} req @param {Response} res @param {string} bucket @param {string} command @param {URLSearchParams} query @param {Buffer} body */
  async function proceed(req, res, bucket, command, query, body) {
    const id = query.get('upload_id') ?? '';
    const upload = uploads.get(id);
    if (!upload || upload.bucket !== bucket) return send(res, 404, notFound);
    if (command === 'query') {
      return send(res, 200, undefined, { 'X-Goog-Upload-Status': upload.state === 'final' ? 'final' : 'active', 'X-Goog-Upload-Size-Received': String(upload.received) });
    }
    if (command === 'cancel') {
      if (upload.state === 'final') throw new HttpError(400, 'The upload is already finished.');
      upload.state = 'cancelled';
      uploads.delete(id);
      return send(res, 200);
    }
    if (upload.state === 'final') return send(res, upload.finalStatus ?? 200, undefined, { 'X-Goog-Upload-Status': 'final' });
    if (command.includes('upload')) receive(req, upload, body);
    if (command.includes('finalize')) {
      const result = await store(bucket, upload.name, upload.metadata, Buffer.concat(upload.chunks), upload.identity, undefined);
      upload.state = 'final';
      upload.finalStatus = result.status;
      upload.chunks = [];
      return send(res, result.status, result.body, { 'X-Goog-Upload-Status': 'final' });
    }
    if (command.includes('upload')) return send(res, 200, undefined, { 'X-Goog-Upload-Status': 'active', 'X-GUploader-UploadID': id });
    throw new HttpError(400, `Unknown upload command "${command}".`);
  }

  return {
    /**
     * @param {Request} req @param {Response} res @param {string} bucket
     * @param {string} nameFromUrl @param {Identity} identity @param {URLSearchParams} query
     */
    async handle(req, res, bucket, nameFromUrl, identity, query) {
      const protocol = String(req.headers['x-goog-upload-protocol'] ?? '').toLowerCase();
      const command = String(req.headers['x-goog-upload-command'] ?? '').toLowerCase();
      const body = await readBody(req, maxBodyBytes);
      if (command === 'start') return start(req, res, bucket, nameFromUrl, identity, body);
      if (protocol === 'resumable' || command !== '') return proceed(req, res, bucket, command, query, body);
      if (protocol !== 'multipart') throw new HttpError(400, 'Only multipart and resumable uploads are supported (X-Goog-Upload-Protocol).');
      const { metadata, data, partType } = parseMultipartUpload(String(req.headers['content-type'] ?? ''), body);
      const name = nameFromUrl || (typeof metadata.name === 'string' ? metadata.name : '');
      const result = await store(bucket, name, metadata, data, identity, partType);
      send(res, result.status, result.body);
    },

    /** Forgets the pending uploads of `bucket`, or of every bucket. */
    forget(/** @type {string | undefined} */ bucket) {
      for (const [id, upload] of uploads) if (bucket === undefined || upload.bucket === bucket) uploads.delete(id);
    },
  };
}
