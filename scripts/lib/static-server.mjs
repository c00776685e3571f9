// @ts-check
// The local stand-in for Firebase Hosting: superstatic, the library Firebase's
// own Hosting emulator is built on, serving one container's production build
// with that container's hosting configuration from firebase.json (headers,
// rewrites, compression), so local pages and tests get exactly the responses
// production sends. The shell's rewrite to the page-rendering function is
// answered in this process by the same page service the function runs
// (the shell's Node build, dist/server/render.js).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import compression from 'compression';
import superstaticModule from 'superstatic';
import patterns from 'superstatic/lib/utils/patterns.js';

/** Hosting's own glob matching of a header rule's source, as superstatic implements it. */
const { configMatcher } = patterns;

/** @type {(options: import('superstatic/lib/options').MiddlewareOptions & { rewriters?: Record<string, (rewrite: object, responder: object) => Promise<unknown>> }) => import('connect').NextHandleFunction} */
const superstatic =
  // The package is CommonJS with an `exports.default`; depending on the loader the import is the function or its module.
  typeof superstaticModule === 'function' ? superstaticModule : /** @type {any} */ (superstaticModule).default;

/**
 * What the shell's Node build (dist/server/render.js) offers this server: the page service.
 * @typedef {{ handle: (request: { method: string, url: string, cookie?: string }) => Promise<{ status: number, headers: Record<string, string>, body: string }> }} PageService
 * @typedef {{
 *   createPageService: (options: {
 *     template: () => Promise<string>,
 *     appConfig: () => Promise<unknown>,
 *     remotesFile: () => Promise<Record<string, unknown>>,
 *     releaseGuards?: () => Promise<Record<string, string>>,
 *     siteDocuments: () => Promise<unknown>,
 *     log?: (line: string) => void,
 *     previewKey?: () => string | null,
 *     quoteStatus?: (reference: string, key: string | null) => Promise<unknown>,
 *     observe?: unknown,
 *   }) => Promise<PageService>,
 *   siteDocumentsReader: (source: { projectId: string, emulatorHost: string | null }) => Promise<() => Promise<unknown>>,
 *   quoteStatusReader: (source: { projectId: string, emulatorHost: string | null }) => Promise<(reference: string, key: string | null) => Promise<unknown>>,
 *   releaseStatsWriter?: (source: { projectId: string, emulatorHost: string | null }, options?: { log?: (line: string) => void }) => Promise<unknown>,
 *   releaseGuardsReader: (source: { projectId: string, emulatorHost: string | null }) => Promise<() => Promise<Record<string, string>>>,
 *   LOCAL_PREVIEW_KEY: string,
 * }} ShellServerBuild
 */

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
 * How the shell's pages are answered:
 * - 'server' (default): rendered on request by the page service, as the
 *   production function does; `appConfig` and `remotes` replace the
 *   deployed app-config.json and remotes.json, for the renderer and the
 *   browser alike (a test's own project, a remote deployed elsewhere);
 * - 'browser': the app page for every route of the manifests and 404 with
 *   the same page for any other path; the browser renders them (the
 *   end-to-end tests that change remotes.json or the data per test).
 * `testHeaders` (end-to-end tests only, never production): a request
 * carrying the header `x-seawave-test-remotes` (remotes.json's contents as
 * JSON) is rendered with those remotes, so a test that moves a remote for
 * its own page gets that page rendered as the browser will hydrate it; one
 * carrying `x-seawave-test-render: browser` gets the app page, which the
 * browser renders (what a staff screen or a failed render gets).
 * @typedef {{ mode: 'server', appConfig?: unknown, remotes?: Record<string, string>, testHeaders?: boolean } | { mode: 'browser', patterns: string[] }} PageMode
 */

/** The headers with which an end-to-end test gives one request its own remotes.json, or asks for the app page. */
export const TEST_REMOTES_HEADER = 'x-seawave-test-remotes';
export const TEST_RENDER_HEADER = 'x-seawave-test-render';

/** The path as sent: `new URL` would read `//host` as a host, and throw on some (`//1.5`), ending the server. */
const pathOf = (/** @type {string | undefined} */ url) => (url ?? '/').split(/[?#]/)[0] || '/';

/** @param {string} pattern  a manifest route path; a `:param` segment matches any one segment */
const patternRegExp = (pattern) => new RegExp(`^${pattern.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

/**
 * @param {string | string[] | undefined} value
 * @returns {Record<string, string> | null}
 */
function parseJsonHeader(value) {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * @param {string} publicDir  the shell's build folder
 * @param {PageMode} pages
 * @returns {Promise<import('connect').NextHandleFunction>}
 */
async function pageHandler(publicDir, pages) {
  const readText = (/** @type {string} */ file) => readFileSync(join(publicDir, file), 'utf8');
  const renderer = join(publicDir, 'server', 'render.js');
  if (!existsSync(renderer)) throw new Error(`${renderer} is missing: build the shell (npm run build) first`);
  /** @type {ShellServerBuild} */
  const server = createRequire(renderer)(renderer);
  /** @returns {Promise<{ firebase: { projectId: string }, emulators?: { firestore?: string | null } | null }>} */
  const appConfig = async () => /** @type {any} */ ((pages.mode === 'server' && pages.appConfig) || JSON.parse(readText('app-config.json')));
  /** Where the page service reads the sitemap's documents and a quote's status: the emulator of the configured project. */
  const firestoreSource = async () => {
    const config = await appConfig();
    return { projectId: config.firebase.projectId, emulatorHost: process.env.FIRESTORE_EMULATOR_HOST ?? config.emulators?.firestore ?? null };
  };
  /** @type {Promise<() => Promise<Record<string, string>>> | null} */
  let releaseGuards = null;
  /** @type {AsyncLocalStorage<Record<string, string>>} the remotes a test gave the request being answered */
  const requestRemotes = new AsyncLocalStorage();
  const service = await server.createPageService({
    template: async () => readText('app.html'),
    appConfig,
    remotesFile: async () => requestRemotes.getStore() ?? ((pages.mode === 'server' && pages.remotes) || JSON.parse(readText('remotes.json'))),
    siteDocuments: async () => {
      const read = await server.siteDocumentsReader(await firestoreSource());
      return read();
    },
    quoteStatus: async (reference, key) => {
      const read = await server.quoteStatusReader(await firestoreSource());
      return read(reference, key);
    },
    // Page views and render errors per build (the Releases page; the automatic stop of a candidate).
    observe: server.releaseStatsWriter ? await server.releaseStatsWriter(await firestoreSource(), { log: (line) => console.warn(`[pages] ${line}`) }) : undefined,
    // One reader (it keeps the guards ten seconds), made when a gradual release first asks.
    releaseGuards: async () => {
      releaseGuards ??= server.releaseGuardsReader(await firestoreSource());
      return (await releaseGuards)();
    },
    log: (line) => console.warn(`[pages] ${line}`),
    // Preview links of the local site are signed with the local key (npm run preview signs with it too).
    previewKey: () => process.env.PREVIEW_SIGNING_KEY || server.LOCAL_PREVIEW_KEY,
  });
  // In the browser mode only a form posted without scripts still goes to the service (the same answer).
  const routes = pages.mode === 'browser' ? pages.patterns.map(patternRegExp) : null;
  // Hosting compresses what the function answers, as it does files.
  const compress = compression();
  return (req, res) =>
    compress(req, res, () => {
      const testHeaders = pages.mode === 'server' && pages.testHeaders;
      const path = pathOf(req.url);
      // A page rendered in the browser still reads its data from the service.
      if ((routes || (testHeaders && req.headers[TEST_RENDER_HEADER] === 'browser')) && req.method !== 'POST' && !path.startsWith('/_data/')) {
        res.statusCode = !routes || routes.some((r) => r.test(path)) ? 200 : 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : readText('app.html'));
        return;
      }
      // A posted body is never read: nothing a visitor typed is kept or logged.
      req.resume();
      const testRemotes = testHeaders ? parseJsonHeader(req.headers[TEST_REMOTES_HEADER]) : null;
      const answer = () => service.handle({ method: req.method ?? 'GET', url: req.url ?? '/', cookie: req.headers.cookie });
      void (testRemotes ? requestRemotes.run(testRemotes, answer) : answer()).then((answer) => {
        res.statusCode = answer.status;
        for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
        res.end(req.method === 'HEAD' ? undefined : answer.body);
      });
    });
}

/**
 * @param {{ firebaseJson: string, target: string, root?: string, port: number, host?: string, pages?: PageMode, log?: (line: string) => void }} options
 *   target: the firebase.json hosting target (the container's folder name); root defaults to its public folder
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveStatic({ firebaseJson, target, root, port, host = 'localhost', pages = { mode: 'server' }, log = () => {} }) {
  const cwd = dirname(firebaseJson);
  const entry = hostingTarget(firebaseJson, target);
  const publicDir = relative(cwd, root ?? join(cwd, entry.public)) || '.';
  // Only the shell's hosting rewrites to the page function.
  const handlePage = entry.rewrites?.some((r) => 'function' in r) ? await pageHandler(resolve(cwd, publicDir), pages) : null;
  const rewriters = handlePage ? { function: async () => handlePage } : undefined;
  const handle = superstatic({ config: { ...entry, public: publicDir }, cwd, compression: true, fallthrough: true, rewriters });
  // A shell given its own configuration or remotes serves them to the browser too, so the page and its hydration agree.
  /** @type {Record<string, string>} */
  const overrides = {};
  if (pages.mode === 'server' && pages.appConfig) overrides['/app-config.json'] = JSON.stringify(pages.appConfig);
  if (pages.mode === 'server' && pages.remotes) overrides['/remotes.json'] = JSON.stringify(pages.remotes);
  const server = createServer((req, res) => {
    const path = pathOf(req.url);
    const override = overrides[path];
    if (override) {
      // With the headers Hosting gives the file it replaces (its security headers and caching).
      /** @type {Record<string, string>} */
      const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' };
      for (const rule of entry.headers ?? []) {
        if (configMatcher(path, rule)) for (const { key, value } of rule.headers) headers[key] = value;
      }
      res.writeHead(200, headers).end(override);
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
