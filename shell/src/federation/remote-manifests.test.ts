/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allPatterns, type RouteManifest } from '@seawave/shared-ui';
import { remoteManifests, remoteNames, siteRoutes, siteRoutesOf } from './remote-manifests';

/** The problems of a set of manifests: unknown remotes, paths without "/", paths served twice (ignoring case). */
function manifestProblems(manifests: readonly RouteManifest[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const manifest of manifests) {
    if (!(remoteNames as readonly string[]).includes(manifest.remote)) problems.push(`unknown remote "${manifest.remote}"`);
    for (const page of manifest.pages) {
      for (const route of page.routes) {
        if (!route.path.startsWith('/')) problems.push(`${manifest.remote} ${page.expose}: "${route.path}" must start with "/"`);
        const key = route.path.toLowerCase();
        if (seen.has(key)) problems.push(`${manifest.remote} ${page.expose}: "${route.path}" is served twice`);
        seen.add(key);
      }
    }
  }
  return problems;
}


const repoRoot = path.resolve(__dirname, '../../..');

const remoteDirs = {
  mfePublic: 'mfe-public',
  mfeCareers: 'mfe-careers',
  mfeBlog: 'mfe-blog',
  mfeAdmin: 'mfe-admin',
} as const;

const manifestOf = (remote: keyof typeof remoteDirs): RouteManifest => {
  const found = remoteManifests.find((manifest) => manifest.remote === remote);
  if (!found) throw new Error(`no manifest for ${remote}`);
  return found;
};

describe('the route manifests', () => {
  it('cover exactly the four remotes', () => {
    expect(remoteManifests.map((manifest) => manifest.remote).sort()).toEqual([...remoteNames].sort());
    expect(Object.keys(remoteDirs).sort()).toEqual([...remoteNames].sort());
  });

  describe.each(Object.entries(remoteDirs) as [keyof typeof remoteDirs, string][])('%s (%s)', (remote, dir) => {
    const manifest = manifestOf(remote);
    const federation = jest.requireActual<{ exposes: Record<string, string> }>(path.join(repoRoot, dir, 'federation.config.cjs'));
    const { container } = jest.requireActual<{ container: (dir: string) => { name: string } }>(
      path.join(repoRoot, 'tooling/containers.cjs'),
    );

    it('is the manifest the remote builds from: its federation name and exposed modules', () => {
      expect(container(dir).name).toBe(remote);
      expect(federation.exposes).toEqual(Object.fromEntries(manifest.pages.map((page) => [page.expose, page.file])));
    });

    it.each(manifest.pages.map((page) => [page.expose, page.file]))('exposes %s from %s, a file with a default-exported page', (_expose, file) => {
      const full = path.resolve(repoRoot, dir, file);
      expect(existsSync(full)).toBe(true);
      expect(readFileSync(full, 'utf8')).toMatch(/^export default /m);
    });

    it('lists every page file of the remote (no page left out of the manifest)', () => {
      const pageFiles = readdirSync(path.join(repoRoot, dir, 'src/pages'))
        .filter((name) => name.endsWith('-page.tsx'))
        .map((name) => `./src/pages/${name}`)
        .sort();
      expect(manifest.pages.map((page) => page.file).sort()).toEqual(pageFiles);
    });

    it('gives every page at least one route with a SEAWAVE title and a description', () => {
      for (const page of manifest.pages) {
        expect(page.routes.length).toBeGreaterThan(0);
        for (const route of page.routes) {
          expect(route.title).toMatch(/SEAWAVE/);
          expect(route.description.length).toBeGreaterThan(10);
        }
      }
    });
  });

  it('serve every route the links use (each pattern of paths), so no link leads to the not-found page', () => {
    const served = new Set(siteRoutes.map((route) => route.path));
    expect(allPatterns().filter((pattern) => !served.has(pattern))).toEqual([]);
  });

  it('give the site one route per path', () => {
    const paths = siteRoutes.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('manifestProblems', () => {
  const page = (path: string) => ({ expose: './P', file: './src/pages/p-page.tsx', routes: [{ path, title: 'P | SEAWAVE', description: 'A page.' }] });

  it("finds none in the site's manifests", () => {
    expect(manifestProblems(remoteManifests)).toEqual([]);
  });

  it('names a manifest of an unknown remote', () => {
    expect(manifestProblems([{ remote: 'mfeShop', pages: [page('/shop')] }])).toEqual(['unknown remote "mfeShop"']);
  });

  it('names a path served twice, also by another remote or in another case', () => {
    expect(
      manifestProblems([
        { remote: 'mfePublic', pages: [page('/news')] },
        { remote: 'mfeBlog', pages: [page('/News')] },
      ]),
    ).toEqual(['mfeBlog ./P: "/News" is served twice']);
  });

  it('names a path without its leading slash', () => {
    expect(manifestProblems([{ remote: 'mfePublic', pages: [page('news')] }])).toEqual(['mfePublic ./P: "news" must start with "/"']);
  });
});

describe('siteRoutesOf', () => {
  it('keeps remote, module and metadata of each route', () => {
    const page = { expose: './P', file: './src/pages/p-page.tsx', routes: [{ path: '/news', title: 'P | SEAWAVE', description: 'A page.' }] };
    expect(siteRoutesOf([{ remote: 'mfeBlog', pages: [page] }])).toEqual([
      { remote: 'mfeBlog', module: './P', path: '/news', title: 'P | SEAWAVE', description: 'A page.' },
    ]);
  });
});
