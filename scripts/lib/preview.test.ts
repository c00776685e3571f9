/**
 * @jest-environment node
 */
/**
 * `npm run preview`: the link it prints for a kept build of one remote, checked
 * against a site served here, and signed as the page service verifies it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as shell from '@seawave/shell/preview';
import { previewLink, PreviewRefused } from './preview.cjs';
import { containers } from '../../tooling/containers.cjs';

const NOW = Date.UTC(2026, 10, 29, 9, 0, 0);
const PRODUCTION_KEY = 'a-production-key-of-more-than-thirty-two-characters';

let server: Server;
let port: number;
/** What the site serves, by path. */
let files: Record<string, unknown>;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = files[new URL(request.url ?? '/', 'http://site').pathname];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(body === undefined ? '{}' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const local = () => `http://127.0.0.1:${port}`;
/** Served by the same server, but not a local address to the command. */
const remoteSite = () => `http://127.0.0.2:${port}`;

beforeEach(() => {
  files = {
    '/remotes.json': { mfeBlog: `${local()}/blog/mf-manifest.json`, mfeCareers: `${local()}/careers/mf-manifest.json` },
    '/blog/builds/b2/mf-manifest.json': { metaData: { name: 'mfeBlog', buildId: 'b2' } },
    '/blog/builds/b2/routes.json': { remote: 'mfeBlog', pages: [{ expose: './BlogPostPage', routes: [{ path: '/blog/:id' }] }, { expose: './BlogListPage', routes: [{ path: '/allblogs' }] }] },
  };
});

type Request = Parameters<typeof previewLink>[0];
const link = (request: Partial<Request>, context: { key?: string; remotesOnDisk?: unknown } = {}) =>
  previewLink(
    { remote: 'mfe-blog', candidate: 'b2', site: local(), ...request },
    { shell, containers, key: context.key, now: NOW, localRemotes: () => context.remotesOnDisk ?? {} },
  );

/** The grant in a printed link, as the page service reads it. */
function grantOf(lines: string[], site: string, key: string) {
  const token = lines[1]?.trim().slice(`${site}${shell.PREVIEW_PATH}`.length) ?? '';
  const check = shell.verifyPreview(token, key, NOW);
  if (!check.ok) throw new Error(`the link was refused: ${check.reason}`);
  return check.grant;
}

describe('npm run preview', () => {
  it('prints a preview link and a stop link', async () => {
    const lines = await link({});
    expect(lines[0]).toBe('Preview of mfe-blog build b2, in the browser that opens this link only, until 2026-11-29T13:00:00.000Z:');
    expect(lines[1]).toMatch(new RegExp(`^  ${local()}/_preview/[\\w-]+\\.[\\w-]+$`));
    expect(lines[2]).toBe(`Stop previewing: ${local()}/_preview/end`);
    expect(grantOf(lines, local(), shell.LOCAL_PREVIEW_KEY)).toEqual({ remote: 'mfeBlog', build: 'b2', page: '/allblogs', issuedAt: NOW / 1000, expiresAt: NOW / 1000 + 4 * 3600 });
  });

  it('takes a federation name, page and hours', async () => {
    const lines = await link({ remote: 'mfeBlog', page: '/blog/abc', hours: '2' });
    expect(grantOf(lines, local(), shell.LOCAL_PREVIEW_KEY)).toMatchObject({ page: '/blog/abc', expiresAt: NOW / 1000 + 2 * 3600 });
  });

  it('takes a build by folder or manifest URL', async () => {
    for (const candidate of [`${local()}/blog/builds/b2/`, `${local()}/blog/builds/b2/mf-manifest.json`]) {
      expect(grantOf(await link({ candidate }), local(), shell.LOCAL_PREVIEW_KEY).build).toBe('b2');
    }
  });

  it('refuses a build on another address', async () => {
    await expect(link({ candidate: 'https://elsewhere.example/blog/builds/b2/' })).rejects.toBeInstanceOf(PreviewRefused);
    await expect(link({ candidate: 'https://elsewhere.example/blog/builds/b2/mf-manifest.json' })).rejects.toThrow(
      new PreviewRefused(`https://elsewhere.example/blog/builds/b2/mf-manifest.json is not a build of mfe-blog: only a build under ${local()}/blog/builds/ can be previewed (the site's security policy allows that address).`),
    );
  });

  it('refuses a build that is not deployed', async () => {
    await expect(link({ candidate: 'b3' })).rejects.toThrow(`The build is not deployed at ${local()}/blog/builds/b3/mf-manifest.json: ${local()}/blog/builds/b3/mf-manifest.json answered HTTP 404`);
    files['/blog/builds/b3/mf-manifest.json'] = { metaData: { buildId: 'b2' } };
    await expect(link({ candidate: 'b3' })).rejects.toThrow(`${local()}/blog/builds/b3/mf-manifest.json is not the build b3`);
  });

  it('refuses an unknown remote or missing argument', async () => {
    await expect(link({ remote: 'shell' })).rejects.toThrow('"shell" is not a remote. Remotes: mfe-public, mfe-careers, mfe-blog, mfe-admin');
    await expect(link({ candidate: undefined })).rejects.toThrow(/^Usage: npm run preview -- <remote/);
  });

  it('refuses a remote outside the site', async () => {
    await expect(link({ remote: 'mfe-admin' })).rejects.toThrow(`${local()}/remotes.json has no entry for mfeAdmin`);
  });

  it('refuses hours out of range', async () => {
    for (const hours of ['0', '13', 'many']) await expect(link({ hours })).rejects.toThrow('--hours must be more than 0 and at most 12');
  });

  it("signs with the site's key when not local", async () => {
    await expect(link({ site: remoteSite() })).rejects.toThrow(/^Set PREVIEW_SIGNING_KEY to the site's preview key/);
    const lines = await link({ site: remoteSite() }, { key: PRODUCTION_KEY });
    expect(grantOf(lines, remoteSite(), PRODUCTION_KEY).build).toBe('b2');
    expect(shell.verifyPreview(lines[1]?.trim().split('/').pop() ?? '', shell.LOCAL_PREVIEW_KEY, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('reads the local remotes.json when the site is down', async () => {
    const remotesOnDisk = files['/remotes.json'];
    delete files['/remotes.json'];
    expect(grantOf(await link({}, { remotesOnDisk }), local(), shell.LOCAL_PREVIEW_KEY).build).toBe('b2');
    await expect(link({ site: remoteSite() }, { key: PRODUCTION_KEY, remotesOnDisk })).rejects.toThrow(`${remoteSite()}/remotes.json answered HTTP 404`);
  });

  it('previews during a gradual release', async () => {
    files['/remotes.json'] = { mfeBlog: { live: `${local()}/blog/builds/b1/mf-manifest.json`, candidate: `${local()}/blog/builds/b9/mf-manifest.json`, share: 10 } };
    expect(grantOf(await link({}), local(), shell.LOCAL_PREVIEW_KEY).build).toBe('b2');
  });
});
