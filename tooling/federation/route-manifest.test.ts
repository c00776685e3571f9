/**
 * @jest-environment node
 */
/**
 * The route manifests (`<remote>/routes.json`) are the federation contract:
 * each must match its remote's files, and together they must compose into
 * one site (one route per path, one name per route).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Route = { name: string; path: string; title: string; description: string; adminOnly?: boolean; query?: string[]; scripts?: 'on-use' };
type Manifest = { remote: string; area: string; staff?: boolean; pages: { expose: string; file: string; routes: Route[] }[] };

const tooling = jest.requireActual<{
  exposesOf: (manifest: Manifest) => Record<string, string>;
  publishedManifest: (manifest: Manifest) => unknown;
  withExtraPages: (manifest: Manifest, file: string) => Manifest;
  siteManifests: () => { dir: string; name: string; manifest: Manifest }[];
  manifestProblems: (manifests: readonly Manifest[], known: readonly string[]) => string[];
}>('./route-manifest.cjs');
const { containers } = jest.requireActual<{ containers: { dir: string; name: string; host?: boolean }[] }>('../containers.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const site = tooling.siteManifests();
const remoteNames = containers.filter((c) => !c.host).map((c) => c.name);

describe('the route manifests', () => {
  it('match the remotes of tooling/containers.cjs', () => {
    expect(site.map((s) => s.dir)).toEqual(containers.filter((c) => !c.host).map((c) => c.dir));
    for (const { name, manifest } of site) expect(manifest.remote).toBe(name);
  });

  it('compose into one valid site', () => {
    expect(tooling.manifestProblems(site.map((s) => s.manifest), remoteNames)).toEqual([]);
  });

  describe.each(site.map((s) => [s.dir, s.manifest] as const))('%s', (dir, manifest) => {
    it.each(manifest.pages.map((page) => [page.expose, page.file]))('exposes %s from %s, a default-exported page', (_expose, file) => {
      const full = path.resolve(repoRoot, dir, file);
      expect(existsSync(full)).toBe(true);
      expect(readFileSync(full, 'utf8')).toMatch(/^export default /m);
    });

    it('lists every page file of the remote', () => {
      const pageFiles = readdirSync(path.join(repoRoot, dir, 'src/pages'))
        .filter((name) => name.endsWith('-page.tsx'))
        .map((name) => `./src/pages/${name}`)
        .sort();
      expect(manifest.pages.map((page) => page.file).sort()).toEqual(pageFiles);
    });

    it('names its area; each page has titled routes', () => {
      expect(manifest.area.length).toBeGreaterThan(2);
      for (const page of manifest.pages) {
        expect(page.routes.length).toBeGreaterThan(0);
        for (const route of page.routes) {
          expect(route.title).toMatch(/SEAWAVE/);
          expect(route.description.length).toBeGreaterThan(10);
        }
      }
    });
  });
});

/** Every source file of the shipped packages (tests and test helpers left out). */
function shippedSources(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'testing') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of ['shared-ui', 'shared-data', ...containers.map((c) => c.dir)]) walk(path.join(repoRoot, dir, 'src'));
  return files;
}

describe('links across remotes, by route name', () => {
  it('name only routes some manifest declares', () => {
    const declared = new Set(site.flatMap((s) => s.manifest.pages.flatMap((page) => page.routes.map((route) => route.name))));
    const named = shippedSources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:useSiteHref\(|siteHref\(\w+, |\bhref\()'(\w+)'|idIn\(routes\.(\w+)/g)].map((match) => `${path.relative(repoRoot, file)}: ${match[1] ?? match[2] ?? ''}`),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((entry) => !declared.has(entry.split(': ')[1] ?? ''))).toEqual([]);
  });

  it('are never written in a shared package', () => {
    // The quote status address is in every acknowledgement and price mail already sent: a lasting address the
    // shipper holds, written by the Cloud Functions, not a link the site resolves (quote-status.ts states it once).
    const lasting = new Set(['/quote-status/:reference']);
    const paths = site.flatMap((s) => s.manifest.pages.flatMap((page) => page.routes.map((route) => route.path))).filter((p) => p !== '/' && !lasting.has(p));
    const shared = shippedSources().filter((file) => /^(shared-ui|shared-data)\//.test(path.relative(repoRoot, file)));
    const written = shared.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return paths.filter((p) => text.includes(`'${p}'`) || text.includes(`'${p.replace(/:\w+$/, '')}`)).map((p) => `${path.relative(repoRoot, file)}: ${p}`);
    });
    expect(written).toEqual([]);
  });
});

describe('manifestProblems', () => {
  const page = (routePath: string, name = 'news') => ({
    expose: './P',
    file: './src/pages/p-page.tsx',
    routes: [{ name, path: routePath, title: 'P | SEAWAVE', description: 'A page.' }],
  });
  const manifest = (remote: string, ...pages: Manifest['pages']): Manifest => ({ remote, area: 'part', pages });

  it('names a manifest of an unknown remote', () => {
    expect(tooling.manifestProblems([manifest('mfeShop', page('/shop'))], remoteNames)).toEqual(['unknown remote "mfeShop"']);
  });

  it('names a path served twice, in any case', () => {
    expect(tooling.manifestProblems([manifest('mfePublic', page('/news')), manifest('mfeBlog', page('/News', 'other'))], remoteNames)).toEqual([
      'mfeBlog ./P: "/News" is served twice',
    ]);
  });

  it('names a path without its leading slash', () => {
    expect(tooling.manifestProblems([manifest('mfePublic', page('news'))], remoteNames)).toEqual(['mfePublic ./P: "news" must start with "/"']);
  });

  it('names a "query" that is not distinct names', () => {
    const withQuery = (query: unknown) => manifest('mfePublic', { ...page('/a'), routes: [{ name: 'a', path: '/a', title: 'A | SEAWAVE', description: 'A page.', query: query as string[] }] });
    expect(tooling.manifestProblems([withQuery(['vacancy', 'page_2'])], remoteNames)).toEqual([]);
    for (const query of ['vacancy', ['a b'], ['x', 'x'], [''], [1]]) {
      expect(tooling.manifestProblems([withQuery(query)], remoteNames)).toEqual([
        `mfePublic ./P: "/a" has a "query" that is not a list of distinct parameter names (letters, digits, '_' and '-')`,
      ]);
    }
  });

  it('accepts only "on-use" for script loading', () => {
    const withScripts = (scripts: unknown) => manifest('mfePublic', { ...page('/a'), routes: [{ name: 'a', path: '/a', title: 'A | SEAWAVE', description: 'A page.', scripts: scripts as 'on-use' }] });
    expect(tooling.manifestProblems([withScripts('on-use')], remoteNames)).toEqual([]);
    expect(tooling.manifestProblems([withScripts('later')], remoteNames)).toEqual(['mfePublic ./P: "/a" has a "scripts" other than "on-use"']);
  });

  it('names a missing or repeated route name', () => {
    expect(tooling.manifestProblems([manifest('mfePublic', page('/a', 'a-b'), page('/b', 'b'), page('/c', 'b'))], remoteNames)).toEqual([
      'mfePublic ./P: "/a" needs a name (letters and digits)',
      'mfePublic ./P: the name "b" is used twice',
    ]);
  });
});

describe('what a remote derives from its manifest', () => {
  const [first] = site;
  if (!first) throw new Error('no remote');

  it('exposes each page from its file', () => {
    expect(tooling.exposesOf(first.manifest)).toEqual(Object.fromEntries(first.manifest.pages.map((p) => [p.expose, p.file])));
  });

  it('publishes the query parameters each route reads', () => {
    const careers = site.find((s) => s.dir === 'mfe-careers')?.manifest;
    expect(JSON.stringify(careers && tooling.publishedManifest(careers))).toContain('"query":["vacancy"]');
  });

  it('publishes its manifest without the page files', () => {
    expect(JSON.stringify(tooling.publishedManifest(first.manifest))).not.toContain('"file"');
    expect(tooling.publishedManifest(first.manifest)).toMatchObject({ remote: first.manifest.remote, area: first.manifest.area });
  });

  it('adds another manifest’s pages, relative to it', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'extra-pages-'));
    const file = path.join(folder, 'extra.json');
    writeFileSync(file, JSON.stringify({ pages: [{ expose: './Extra', file: './extra-page.tsx', routes: [] }] }));
    const extended = tooling.withExtraPages(first.manifest, file);
    expect(extended.pages.slice(0, -1)).toEqual(first.manifest.pages);
    expect(extended.pages.at(-1)).toEqual({ expose: './Extra', file: path.join(folder, 'extra-page.tsx'), routes: [] });
  });
});
