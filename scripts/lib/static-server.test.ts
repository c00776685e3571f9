/**
 * @jest-environment node
 */
/**
 * The local stand-in for Firebase Hosting answers as Hosting does with
 * firebase.json's shell target: the shell's files as they are, and every
 * other path (its pages, sitemap.xml, robots.txt, a form posted without
 * scripts) from the page service in the shell's Node build, in this process,
 * with the service's status and headers, compressed. In the browser mode the
 * manifests' routes are the app page (200) and any other path the same page
 * with 404. (static-server.mjs is an ES module: it runs in a child Node here,
 * serving a folder whose Node build is a stand-in page service.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get as httpGet, type IncomingMessage } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = join(__dirname, '../..');
const { siteManifests } = jest.requireActual<{ siteManifests: () => { manifest: { pages: { routes: { path: string }[] }[] } }[] }>(
  '../../tooling/federation/route-manifest.cjs',
);

/** The shell's Node build as the server sees it: a page service answering what it was asked, with the files it was given. */
const fakeRenderer = `
exports.createPageService = async (options) => ({
  handle: async ({ method, url, cookie }) => {
    const config = await options.appConfig();
    const template = await options.template();
    const remotes = await options.remotesFile();
    return {
      status: method === 'POST' ? 405 : url.startsWith('/no-such') ? 404 : 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
      body: method + ' ' + url + ' for ' + config.firebase.projectId + ' with ' + JSON.stringify(remotes) + ' in ' + template + ' cookie ' + cookie + ' key ' + options.previewKey() + ' '.repeat(2000),
    };
  },
});
exports.siteDocumentsReader = async () => async () => ({ posts: [], vacancies: [] });
exports.LOCAL_PREVIEW_KEY = 'the-local-key-of-the-build';
`;

let dist = '';
const servers: ChildProcess[] = [];

async function startServer(pages: unknown): Promise<string> {
  const script = `import { serveStatic } from ${JSON.stringify(pathToFileURL(join(__dirname, 'static-server.mjs')).href)};
    const server = await serveStatic({ firebaseJson: ${JSON.stringify(join(repoRoot, 'firebase.json'))}, target: 'shell', root: process.argv[1], port: 0, host: '127.0.0.1', pages: JSON.parse(process.argv[2]) });
    console.log('PORT ' + server.address().port);`;
  const server = spawn(process.execPath, ['--input-type=module', '-e', script, dist, JSON.stringify(pages)], { stdio: ['ignore', 'pipe', 'inherit'] });
  servers.push(server);
  return new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /PORT (\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server.once('exit', (code) => reject(new Error(`the static server exited (${code})`)));
  });
}

/** Each route path of the manifests, a parameter given a value. */
const routePaths = () =>
  siteManifests().flatMap(({ manifest }) => manifest.pages.flatMap((page) => page.routes.map((route) => route.path.replace(/:[^/]+/g, 'some-id'))));

let origin = '';
let browserOrigin = '';
let testOrigin = '';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'seawave-static-'));
  writeFileSync(join(dist, 'app.html'), '<!doctype html><title>shell page</title>');
  writeFileSync(join(dist, 'app-config.json'), JSON.stringify({ firebase: { projectId: 'demo-shipped' } }));
  writeFileSync(join(dist, 'remotes.json'), '{}');
  writeFileSync(join(dist, 'main.0123abcd.js'), 'console.log("shell");');
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'server', 'render.js'), fakeRenderer);
  [origin, browserOrigin, testOrigin] = await Promise.all([
    startServer({ mode: 'server', appConfig: { firebase: { projectId: 'demo-of-the-test' } } }),
    startServer({ mode: 'browser', patterns: siteManifests().flatMap(({ manifest }) => manifest.pages.flatMap((page) => page.routes.map((route) => route.path))) }),
    startServer({ mode: 'server', testHeaders: true }),
  ]);
}, 30_000);

afterAll(() => {
  for (const server of servers) server.kill();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, base = origin) => fetch(`${base}${path}`, { redirect: 'manual' });

describe('the local static server, as Firebase Hosting', () => {
  it("serves the shell's files with their own caching", async () => {
    const script = await get('/main.0123abcd.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('console.log("shell");');
  });

  it('answers other paths from the page service, compressed', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/blog/some-id', 200],
      ['/careerinputfield?vacancy=abc', 200],
      ['/sitemap.xml', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status });
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toContain(`GET ${path} for demo-of-the-test with {} in <!doctype html><title>shell page</title>`);
    }
  });

  it('passes a // path on as sent', async () => {
    for (const path of ['//anything', '//1.5', '//[x']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toContain(`GET ${path} for`);
    }
    expect((await get('/')).status).toBe(200);
  });

  it('passes the cookie and the local preview key', async () => {
    const page = await (await fetch(`${origin}/allblogs`, { headers: { cookie: '__session=t.s' } })).text();
    expect(page).toContain('cookie __session=t.s key the-local-key-of-the-build');
  });

  it('serves the browser the pages’ configuration', async () => {
    expect(await (await get('/app-config.json')).json()).toEqual({ firebase: { projectId: 'demo-of-the-test' } });
  });

  it('renders with a test’s remotes.json on test shells only', async () => {
    const headers = { 'x-seawave-test-remotes': JSON.stringify({ mfeBlog: 'http://localhost:41234/mf-manifest.json' }) };
    expect(await (await fetch(`${testOrigin}/allblogs`, { headers })).text()).toContain('with {"mfeBlog":"http://localhost:41234/mf-manifest.json"} in');
    expect(await (await fetch(`${testOrigin}/allblogs`)).text()).toContain('with {} in');
    expect(await (await fetch(`${testOrigin}/allblogs`, { headers: { 'x-seawave-test-remotes': '{not json' } })).text()).toContain('with {} in');
    // The server of `npm start` (and production's function) never takes remotes from a request.
    expect(await (await fetch(`${origin}/allblogs`, { headers })).text()).toContain('with {} in');
  });

  it('gives tests the app page on test shells only', async () => {
    const headers = { 'x-seawave-test-render': 'browser' };
    const app = await fetch(`${testOrigin}/allblogs`, { headers });
    expect(app.status).toBe(200);
    expect(await app.text()).toBe('<!doctype html><title>shell page</title>');
    expect(await (await fetch(`${origin}/allblogs`, { headers })).text()).toContain('GET /allblogs for demo-of-the-test');
  });

  it("puts Hosting's security headers on rendered pages", async () => {
    const response = await get('/about');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('browser mode answers routes 200, others 404', async () => {
    const paths = routePaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/careers', '/jobdetails/some-id', '/blog/some-id', '/admin']));
    for (const path of [...paths, '/about/', '/careerinputfield?vacancy=abc']) {
      const response = await get(path, browserOrigin);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toBe('<!doctype html><title>shell page</title>');
    }
    for (const path of ['/no-such-page', '/careers/extra', '/jobdetails', '/jobdetails/a/b', '/blog', '/wp-login.php']) {
      expect({ path, status: (await get(path, browserOrigin)).status }).toEqual({ path, status: 404 });
    }
  });

  it('hands script-free form posts to the page service', async () => {
    for (const base of [origin, browserOrigin]) {
      const response = await fetch(`${base}/getafreequote`, { method: 'POST', body: new URLSearchParams({ name: 'Asha Rao', email: 'asha@example.com' }) });
      expect(response.status).toBe(405);
      const page = await response.text();
      expect(page).toContain('POST /getafreequote');
      expect(page).not.toContain('Asha');
    }
  });

  it('outlasts a client’s idle keep-alive', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const request = () =>
      new Promise<{ status: number | undefined; reusedSocket: boolean }>((resolve, reject) => {
        const sent = httpGet(`${origin}/about`, { agent }, (response: IncomingMessage) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode, reusedSocket: sent.reusedSocket }));
        });
        sent.on('error', reject);
      });
    try {
      expect(await request()).toEqual({ status: 200, reusedSocket: false });
      // Node's own default closes an idle connection after 5 s, racing a client that sends on it just then.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      expect(await request()).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
