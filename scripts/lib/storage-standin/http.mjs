// @ts-check

/** Headers the SDK reads from answers (browsers hide the others from cross-origin scripts). */
export const EXPOSED_HEADERS = [
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
export const ALLOWED_HEADERS = [
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

export class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export const notFound = { error: { code: 404, message: 'Not Found.' } };

export const denial = (/** @type {string} */ what) => ({ error: { code: 403, message: `Permission denied. No ${what} permission.` } });

/** @param {string} name */
export function assertObjectName(name) {
  if (name === '' || Buffer.byteLength(name) > 1024 || name.includes('\0') || name.includes('\\')) {
    throw new HttpError(400, `Invalid object name "${name}".`);
  }
  if (name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new HttpError(400, `Invalid object name "${name}": empty, "." and ".." segments are not supported.`);
  }
}

/** @param {string} bucket */
export function assertBucketName(bucket) {
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) throw new HttpError(400, `Invalid bucket name "${bucket}".`);
}

/** @param {string} value */
export function decode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, 'Malformed URL encoding.');
  }
}

/** RFC 5987 value for `filename*=UTF-8''...`. */
export function encodeRfc5987(/** @type {string} */ value) {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} [body]
 * @param {Record<string, string>} [headers]
 */
export function send(res, status, body, headers = {}) {
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
  if (body === undefined || status === 204) {
    res.writeHead(status).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) }).end(text);
}

/** @param {import('node:http').IncomingMessage} req @param {number} maxBodyBytes @returns {Promise<Buffer>} */
export function readBody(req, maxBodyBytes) {
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
 * @param {Buffer} body @param {string} refusal @returns {Record<string, unknown>}
 */
export function jsonObject(body, refusal) {
  try {
    const parsed = JSON.parse(body.toString('utf8') || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    throw new HttpError(400, refusal);
  }
}

/**
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
  const metadata = jsonObject(body.subarray(metaHeadersEnd + 4, second), 'The metadata part is not JSON.');
  const fileHeaders = body.subarray(fileHeadersStart, fileHeadersEnd).toString('utf8');
  const partType = /^content-type:\s*(.+)$/im.exec(fileHeaders)?.[1]?.trim();
  return { metadata, data: Buffer.from(body.subarray(fileHeadersEnd + 4, closing)), partType };
}
