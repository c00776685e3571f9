/**
 * @jest-environment node
 */
/**
 * The local stand-in for Firebase Hosting answers as Hosting does with
 * firebase.json's shell target: 200 for every route path of the manifests
 * (with or without a trailing slash), with its prerendered page when there
 * is one (csr.html at /csr) and the app page (app.html) otherwise; 404 with
 * its 404.html for any other path. (static-server.mjs is an ES module: it
 * runs in a child Node here, serving a folder with those pages.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get as httpGet, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = join(__dirname, '../..');
const { siteManifests } = jest.requireActual<{ siteManifests: () => { manifest: { pages: { routes: { path: string }[] }[] } }[] }>(
  '../../tooling/federation/route-manifest.cjs',
);

let dist = '';
let server: ChildProcess | undefined;
let origin = '';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'seawave-static-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell page, prerendered home</title>');
  writeFileSync(join(dist, 'app.html'), '<!doctype html><title>shell page</title>');
  writeFileSync(join(dist, 'csr.html'), '<!doctype html><title>shell page, prerendered CSR</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>shell page (not found)</title>');
  const script = `import { serveStatic } from ${JSON.stringify(pathToFileURL(join(__dirname, 'static-server.mjs')).href)};
    const server = await serveStatic({ firebaseJson: ${JSON.stringify(join(repoRoot, 'firebase.json'))}, target: 'shell', root: process.argv[1], port: 0, host: '127.0.0.1' });
    console.log('PORT ' + server.address().port);`;
  server = spawn(process.execPath, ['--input-type=module', '-e', script, dist], { stdio: ['ignore', 'pipe', 'inherit'] });
  origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    server?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /PORT (\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server?.once('exit', (code) => reject(new Error(`the static server exited (${code})`)));
  });
}, 30_000);

afterAll(() => {
  server?.kill();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

/** Each route path of the manifests, a parameter given a value. */
const routePaths = () =>
  siteManifests().flatMap(({ manifest }) => manifest.pages.flatMap((page) => page.routes.map((route) => route.path.replace(/:[^/]+/g, 'some-id'))));

describe('the local static server, as Firebase Hosting', () => {
  it("answers 200 with the shell's page for every route of the manifests", async () => {
    const paths = routePaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/careers', '/jobdetails/some-id', '/blog/some-id', '/admin']));
    for (const path of paths) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toContain('shell page');
    }
  });

  it('serves a prerendered page at its clean URL, and the app page for a route without one', async () => {
    const prerendered = await get('/csr');
    expect(prerendered.status).toBe(200);
    expect(await prerendered.text()).toContain('prerendered CSR');
    const app = await get('/about');
    expect(app.status).toBe(200);
    expect(await app.text()).toBe('<!doctype html><title>shell page</title>');
  });

  it('keeps a query string on a route (the application form for a vacancy)', async () => {
    expect((await get('/careerinputfield?vacancy=abc')).status).toBe(200);
  });

  it('answers a form posted without scripts with a page saying nothing was sent and what to do instead', async () => {
    for (const path of ['/getafreequote', '/careerinputfield?vacancy=abc']) {
      const response = await fetch(`${origin}${path}`, { method: 'POST', body: new URLSearchParams({ name: 'Asha Rao', email: 'asha@example.com' }) });
      expect({ path, status: response.status }).toEqual({ path, status: 405 });
      const page = await response.text();
      expect(page).toContain('<h1>Nothing was sent</h1>');
      expect(page).toContain('This form needs JavaScript, which was not running in your browser, so your details were not sent or kept.');
      expect(page).not.toContain('Asha');
    }
  });

  it('answers 404 with 404.html for any other path', async () => {
    for (const path of ['/no-such-page', '/careers/extra', '/jobdetails', '/jobdetails/a/b', '/blog', '/wp-login.php']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toContain('shell page (not found)');
    }
  });

  it('serves a route path with a trailing slash as the route', async () => {
    for (const path of ['/about/', '/jobdetails/some-id/']) expect({ path, status: (await get(path)).status }).toEqual({ path, status: 200 });
  });

  it('keeps an idle keep-alive connection open longer than a client keeps it (no reset when a browser reuses it after 8 s)', async () => {
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
