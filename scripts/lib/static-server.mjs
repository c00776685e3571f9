// A small static file server for the production builds that applies a
// container's Firebase Hosting configuration from firebase.json (headers and
// rewrites, see hosting.mjs), so that local pages and tests get exactly the
// headers production sends; plus gzip/brotli compression like Hosting.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { hostingRulesFor } from './hosting.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/**
 * @param {{ firebaseJson: string, target: string, root?: string, port: number, host?: string, log?: (line: string) => void }} options
 *   target: the firebase.json hosting target (the container's folder name); root defaults to its public folder
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ firebaseJson, target, root: rootOverride, port, host = 'localhost', log = () => {} }) {
  const hosting = hostingRulesFor(target, firebaseJson);
  const root = rootOverride ?? hosting.publicDir;
  /** @type {Map<string, Buffer>} */
  const compressedCache = new Map();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [key, value] of Object.entries(hosting.headersFor(url.pathname))) res.setHeader(key, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) {
      res.writeHead(403).end();
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    const rewritten = info ? null : hosting.rewrite(url.pathname);
    if (rewritten) {
      file = join(root, rewritten);
      info = await stat(file).catch(() => null);
    }
    if (!info) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      log(`404 ${url.pathname}`);
      return;
    }
    const ext = extname(file);
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Type': types[/** @type {keyof typeof types} */ (ext)] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
    };
    let body = await readFile(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (compressible.has(ext) && body.length > 1024) {
      const encoding = accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : null;
      if (encoding) {
        const key = `${encoding}:${file}:${info.mtimeMs}`;
        let compressed = compressedCache.get(key);
        if (!compressed) {
          compressed =
            encoding === 'br'
              ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
              : gzipSync(body, { level: 9 });
          compressedCache.set(key, compressed);
        }
        body = compressed;
        headers['Content-Encoding'] = encoding;
      }
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
