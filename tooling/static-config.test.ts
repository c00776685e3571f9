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


const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
const remotes = containers.filter((c) => !c.host);

describe('files generated from tooling/containers.cjs and the route manifests (regenerate: node tooling/static-config.cjs)', () => {
  it('are up to date', () => {
    expect(generator.staleFiles()).toEqual([]);
  });

  it('remotes.json names every remote at its port', () => {
    expect(readJson('shell/public/remotes.json')).toEqual(
      Object.fromEntries(remotes.map((c) => [c.name, `http://localhost:${c.port}/mf-manifest.json`])),
    );
  });

  it('firebase.json has a hosting target per container', () => {
    const { hosting } = readJson<{ hosting: { target: string; public: string; headers: { headers: { key: string }[] }[] }[] }>('firebase.json');
    expect(hosting.map((h) => [h.target, h.public])).toEqual(containers.map((c) => [c.dir, `${c.dir}/dist`]));
    const cors = (target: (typeof hosting)[number]) => target.headers.some((rule) => rule.headers.some((h) => h.key === 'Access-Control-Allow-Origin'));
    expect(hosting.filter(cors).map((h) => h.target)).toEqual(remotes.map((c) => c.dir));
  });

  it('firebase.json sends other paths to the page function', () => {
    const { hosting } = readJson<{ hosting: { target: string; rewrites?: unknown[]; cleanUrls?: boolean }[] }>('firebase.json');
    const shell = hosting.find((h) => h.target === 'shell');
    expect(shell?.rewrites).toEqual([{ source: '**', function: { functionId: 'renderPages', region: 'us-central1' } }]);
    expect(shell?.cleanUrls).toBeUndefined();
    expect(hosting.filter((h) => h.rewrites).map((h) => h.target)).toEqual(['shell']);
  });

  it('Hosting keeps the page function’s Cache-Control', () => {
    const { hosting } = readJson<{ hosting: { target: string; headers: { source: string; headers: { key: string }[] }[] }[] }>('firebase.json');
    const shell = hosting.find((h) => h.target === 'shell');
    // Hosting's own glob matching, as superstatic (its emulator's library) implements it.
    const { configMatcher } = jest.requireActual<{ configMatcher: (url: string, rule: { source: string }) => boolean }>('superstatic/lib/utils/patterns');
    const cacheRules = shell?.headers.filter((rule) => rule.headers.some((h) => h.key === 'Cache-Control')) ?? [];
    for (const page of ['/', '/about', '/blog/x', '/jobdetails/x', '/sitemap.xml', '/robots.txt']) {
      expect({ page, rules: cacheRules.filter((rule) => configMatcher(page, rule)).map((rule) => rule.source) }).toEqual({ page, rules: [] });
    }
    expect(cacheRules.some((rule) => configMatcher('/main.0123abcd.js', rule))).toBe(true);
  });

  it('every deploy first refuses the sample contact facts', () => {
    const { hosting, functions } = readJson<{ hosting: { predeploy: string[] }[]; functions: { predeploy: string[] }[] }>('firebase.json');
    for (const target of [...hosting, ...functions]) expect(target.predeploy[0]).toBe('node "$PROJECT_DIR/scripts/check-company-facts.mjs"');
    const generated = jest.requireActual<{ firebaseJson: (current: Record<string, unknown>) => { functions: { predeploy: string[] }[] } }>('./static-config.cjs');
    expect(generated.firebaseJson({ functions: [{ source: 'functions', predeploy: ['npm run build'] }] }).functions[0]?.predeploy).toEqual([
      'node "$PROJECT_DIR/scripts/check-company-facts.mjs"',
      'npm run build',
    ]);
  });

  it('a remote’s plain deploy first checks for kept builds', () => {
    const { hosting } = readJson<{ hosting: { target: string; predeploy: string[] }[] }>('firebase.json');
    expect(hosting.map((target) => [target.target, target.predeploy.filter((command) => command.includes('refuse-raw-deploy'))])).toEqual(
      containers.map((c) => [c.dir, c.host ? [] : [`node "$PROJECT_DIR/scripts/refuse-raw-deploy.mjs" ${c.dir}`]]),
    );
  });

  it('.firebaserc targets every container in every project', () => {
    const { targets } = readJson<{ targets: Record<string, { hosting: Record<string, string[]> }> }>('.firebaserc');
    expect(Object.keys(targets).length).toBeGreaterThan(0);
    for (const project of Object.values(targets)) expect(Object.keys(project.hosting)).toEqual(containers.map((c) => c.dir));
  });

  it('route modules list only their own remote’s routes', () => {
    const modules = generator.staticConfigFiles().filter((f) => f.file.endsWith('/src/routes.generated.ts'));
    expect(modules.map((f) => f.file.split('/')[0])).toEqual(containers.filter((c) => !c.host).map((c) => c.dir));
    const blog = modules.find((f) => f.file.startsWith('mfe-blog/'))?.content;
    expect(blog).toContain("  blog: '/blog/:postId',");
    expect(blog).not.toContain("jobDetails");
    expect(generator.staticConfigFiles().filter((f) => /^shared-/.test(f.file))).toEqual([]);
  });
});

describe('static files that list the containers and cannot be generated', () => {
  it("the root package.json's workspaces include every container", () => {
    const { workspaces } = readJson<{ workspaces: string[] }>('package.json');
    expect(containers.map((c) => c.dir).filter((dir) => !workspaces.includes(dir))).toEqual([]);
  });
});

describe('the sign-in providers the project declares', () => {
  it('turns on neither Anonymous nor Email/Password', () => {
    const firebase = JSON.parse(readFileSync(path.join(__dirname, '../firebase.json'), 'utf8')) as { auth?: { providers?: Record<string, unknown> } };
    expect(firebase.auth?.providers).toMatchObject({ anonymous: false, emailPassword: false });
  });
});
