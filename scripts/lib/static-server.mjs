// @ts-check
// The local stand-in for Firebase Hosting: superstatic, the library Firebase's
// own Hosting emulator is built on, serving one container's production build
// with that container's hosting configuration from firebase.json (headers,
// rewrites, compression), so local pages and tests get exactly the responses
// production sends.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import superstaticModule from 'superstatic';

/** @type {(options: import('superstatic/lib/options').MiddlewareOptions) => import('connect').NextHandleFunction} */
const superstatic =
  // The package is CommonJS with an `exports.default`; depending on the loader the import is the function or its module.
  typeof superstaticModule === 'function' ? superstaticModule : /** @type {any} */ (superstaticModule).default;

/**
 * The hosting entry of a target in firebase.json.
 * (The caller names firebase.json: the end-to-end helpers load this module too, where import.meta is not available.)
 * @param {string} firebaseJson the path of firebase.json
 * @param {string} target the hosting target (the container's folder name)
 * @returns {import('superstatic/lib/config').Configuration & { target: string, public: string }}
 */
export function hostingTarget(firebaseJson, target) {
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8'));
  const hosting = Array.isArray(config.hosting) ? config.hosting : [config.hosting];
  const entry = hosting.find((/** @type {{ target: string }} */ h) => h.target === target);
  if (!entry) throw new Error(`firebase.json has no hosting target "${target}"`);
  return entry;
}

/**
 * The answer to a form sent without scripts (a POST to a page): the site's
 * forms are sent by their scripts, so nothing arrived. Static hosting keeps
 * nothing that is posted; the visitor is told so, and what to do instead.
 */
const formWithoutScriptsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nothing was sent | SEAWAVE</title></head>
<body style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5">
<main><h1>Nothing was sent</h1>
<p>This form needs JavaScript, which was not running in your browser, so your details were not sent or kept.</p>
<p>Turn on JavaScript, go back and send the form again, or write to us: our e-mail addresses and phone numbers are on the <a href="/herocontact">contact page</a>.</p>
</main></body></html>
`;

/**
 * @param {{ firebaseJson: string, target: string, root?: string, port: number, host?: string, log?: (line: string) => void }} options
 *   target: the firebase.json hosting target (the container's folder name); root defaults to its public folder
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ firebaseJson, target, root, port, host = 'localhost', log = () => {} }) {
  const cwd = dirname(firebaseJson);
  const entry = hostingTarget(firebaseJson, target);
  const publicDir = relative(cwd, root ?? join(cwd, entry.public)) || '.';
  const handle = superstatic({ config: { ...entry, public: publicDir }, cwd, compression: true, fallthrough: true });
  const server = createServer((req, res) => {
    if (req.method === 'POST') {
      // The body is read and dropped unread: nothing posted is kept or logged.
      req.resume();
      req.on('end', () => {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(formWithoutScriptsPage);
      });
      return;
    }
    handle(req, res, () => {
      log(`404 ${req.url}`);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  });
  // An idle keep-alive connection stays open longer than browsers and test clients keep one: with
  // Node's default (5 s) the server closes it just as a client reuses it, and that request fails
  // with a reset connection (Firebase Hosting's front ends keep them far longer).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
