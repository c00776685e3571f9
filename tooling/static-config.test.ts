/**
 * @jest-environment node
 */
/**
 * tooling/containers.cjs is the one hand-written list of containers, and the
 * route manifests the one declaration of routes: every static file that
 * restates them is generated (tooling/static-config.cjs) and must match.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
const { containers } = jest.requireActual<{ containers: { dir: string; name: string; port: number; host?: boolean }[] }>('./containers.cjs');
const generator = jest.requireActual<{
  staticConfigFiles: () => { file: string; content: string }[];
  staleFiles: () => string[];
}>('./static-config.cjs');

const { siteManifests } = jest.requireActual<{ siteManifests: () => { manifest: { pages: { routes: { path: string }[] }[] } }[] }>(
  './federation/route-manifest.cjs',
);

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
const remotes = containers.filter((c) => !c.host);

describe('files generated from tooling/containers.cjs and the route manifests', () => {
  it('are up to date (run node tooling/static-config.cjs when this fails)', () => {
    expect(generator.staleFiles()).toEqual([]);
  });

  it('remotes.json names every remote, at its local port', () => {
    expect(readJson('shell/public/remotes.json')).toEqual(
      Object.fromEntries(remotes.map((c) => [c.name, `http://localhost:${c.port}/mf-manifest.json`])),
    );
  });

  it('firebase.json has one hosting target per container, serving its dist; only remotes allow other origins', () => {
    const { hosting } = readJson<{ hosting: { target: string; public: string; headers: { headers: { key: string }[] }[] }[] }>('firebase.json');
    expect(hosting.map((h) => [h.target, h.public])).toEqual(containers.map((c) => [c.dir, `${c.dir}/dist`]));
    const cors = (target: (typeof hosting)[number]) => target.headers.some((rule) => rule.headers.some((h) => h.key === 'Access-Control-Allow-Origin'));
    expect(hosting.filter(cors).map((h) => h.target)).toEqual(remotes.map((c) => c.dir));
  });

  it("the shell's page answers only the manifests' route paths (a parameter matches one segment); any other path is Hosting's 404", () => {
    const { hosting } = readJson<{ hosting: { target: string; rewrites?: { source: string; destination: string }[] }[] }>('firebase.json');
    const shell = hosting.find((h) => h.target === 'shell');
    const sources = shell?.rewrites?.map((r) => r.source) ?? [];
    expect(shell?.rewrites?.every((r) => r.destination === '/app.html')).toBe(true);
    expect(sources).not.toContain('**');
    expect(sources).toEqual(expect.arrayContaining(['/about', '/careers', '/jobdetails/*', '/blog/*', '/admin', '/quoteDetails/*']));
    const manifestPaths = siteManifests().flatMap(({ manifest }) => manifest.pages.flatMap((p) => p.routes.map((r) => r.path)));
    expect(sources.sort()).toEqual([...new Set(manifestPaths.filter((p) => p !== '/').map((p) => p.replace(/:[^/]+/g, '*')))].sort());
    expect(hosting.filter((h) => h.rewrites).map((h) => h.target)).toEqual(['shell']);
  });

  it("robots.txt keeps crawlers out of the staff routes and names the sitemap at the configured origin", () => {
    const robots = readFileSync(path.join(repoRoot, 'shell/public/robots.txt'), 'utf8');
    const { siteOrigin } = readJson<{ siteOrigin: string }>('config/site.json');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /signin\n');
    const prefixes = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1] ?? '');
    for (const open of ['/', '/about', '/careers', '/jobdetails/x', '/allblogs', '/blog/x', '/getafreequote']) {
      expect({ open, blockedBy: prefixes.filter((prefix) => open.startsWith(prefix)) }).toEqual({ open, blockedBy: [] });
    }
    expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml\n`);
  });

  it('.firebaserc has a hosting target per container in every project', () => {
    const { targets } = readJson<{ targets: Record<string, { hosting: Record<string, string[]> }> }>('.firebaserc');
    expect(Object.keys(targets).length).toBeGreaterThan(0);
    for (const project of Object.values(targets)) expect(Object.keys(project.hosting)).toEqual(containers.map((c) => c.dir));
  });

  it('the generated route module is what paths derives from', () => {
    const module = generator.staticConfigFiles().find((f) => f.file.endsWith('site-routes.generated.ts'));
    expect(module?.content).toContain("blog: '/blog/:postId',");
  });
});

describe('static files that list the containers and cannot be generated', () => {
  it("the root package.json's workspaces include every container", () => {
    const { workspaces } = readJson<{ workspaces: string[] }>('package.json');
    expect(containers.map((c) => c.dir).filter((dir) => !workspaces.includes(dir))).toEqual([]);
  });
});
