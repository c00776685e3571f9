// @ts-check
// superstatic is Hosting's own emulator library: with firebase.json's config, local answers are production's.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import compression from 'compression';
import superstaticModule from 'superstatic';
import patterns from 'superstatic/lib/utils/patterns.js';

const { configMatcher } = patterns;

/** @type {(options: import('superstatic/lib/options').MiddlewareOptions & { rewriters?: Record<string, (rewrite: object, responder: object) => Promise<unknown>> }) => import('connect').NextHandleFunction} */
const superstatic =
  // The package is CommonJS with an `exports.default`; depending on the loader the import is the function or its module.
  typeof superstaticModule === 'function' ? superstaticModule : /** @type {any} */ (superstaticModule).default;

/**
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
 * The caller names firebase.json: the end-to-end helpers load this module too, without import.meta.
 * @param {string} firebaseJson
 * @param {string} target
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
 * 'server' renders on request, as production does; 'browser' answers the app page and the browser renders.
 * `testHeaders` (tests only) lets one request bring its own remotes.json or ask for the app page.
 * @typedef {{ mode: 'server', appConfig?: unknown, remotes?: Record<string, string>, testHeaders?: boolean } | { mode: 'browser', patterns: string[] }} PageMode
 */

export const TEST_REMOTES_HEADER = 'x-seawave-test-remotes';
export const TEST_RENDER_HEADER = 'x-seawave-test-render';

/** The path as sent: `new URL` would read `//host` as a host, and throw on some (`//1.5`), ending the server. */
const pathOf = (/** @type {string | undefined} */ url) => (url ?? '/').split(/[?#]/)[0] || '/';

/** @param {string} pattern */
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
 * @param {string} publicDir
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
    observe: server.releaseStatsWriter ? await server.releaseStatsWriter(await firestoreSource(), { log: (line) => console.warn(`[pages] ${line}`) }) : undefined,
    releaseGuards: async () => {
      releaseGuards ??= server.releaseGuardsReader(await firestoreSource());
      return (await releaseGuards)();
    },
    log: (line) => console.warn(`[pages] ${line}`),
    // Preview links of the local site are signed with the local key (npm run preview signs with it too).
    previewKey: () => process.env.PREVIEW_SIGNING_KEY || server.LOCAL_PREVIEW_KEY,
  });
  const routes = pages.mode === 'browser' ? pages.patterns.map(patternRegExp) : null;
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
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveStatic({ firebaseJson, target, root, port, host = 'localhost', pages = { mode: 'server' }, log = () => {} }) {
  const cwd = dirname(firebaseJson);
  const entry = hostingTarget(firebaseJson, target);
  const publicDir = relative(cwd, root ?? join(cwd, entry.public)) || '.';
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
  // Node's 5 s keep-alive closes a connection just as a client reuses it (a reset); Hosting keeps them longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
