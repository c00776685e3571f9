/**
 * @jest-environment node
 */
/**
 * `npm test -- --affected` checks what a change touches: the packages it
 * changes and those using them, and the end-to-end specs of the affected
 * containers plus the composition smoke tests; any root file means everything.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

type Graph = Record<string, { uses: string[]; testUses: string[] }>;
type Owners = 'always' | string[] | null;
type Spec = { name: string; owners: Owners; routes?: Record<string, string[]> };
type Reach = { wide: boolean; reason?: string; routes: string[] };
type Manifest = { remote?: string; pages: { expose?: string; file: string; routes: { name: string; path: string }[] }[] };
type Source = { path: string; text: string };
interface Plan {
  everything: boolean;
  packages: string[];
  containers: string[];
  specs: string[];
  allSpecs: boolean;
  rootChecks: boolean;
  undeclared: string[];
  reach: Record<string, Reach>;
}
const affected = jest.requireActual<{
  workspacePackages: () => string[];
  classifyFile: (file: string, packages: readonly string[]) => { kind: string; name?: string };
  importedPackages: (file: string, text: string, packages: readonly string[]) => string[];
  importGraph: (files: { path: string; text: string }[], packages: readonly string[], declared?: Record<string, string[]>) => Graph;
  affectedPackages: (graph: Graph, changed: Iterable<string>) => Set<string>;
  specOwners: (text: string, packages: readonly string[]) => Owners;
  specDeclaration: (text: string, packages: readonly string[], routesOf?: Record<string, string[]>) => Omit<Spec, 'name'>;
  manifestChanges: (before: Manifest | null, after: Manifest) => { wide: boolean; routes: Set<string>; changedNames: Set<string>; addedNames: Set<string> };
  readsChangedRoutes: (text: string, changes: { changedNames: Set<string>; addedNames: Set<string> }) => boolean;
  resolveImport: (from: string, specifier: string, files: Set<string>) => string | null;
  remoteReach: (input: { remote: string; changed: string[]; sources: Source[]; files: Set<string>; before: Manifest | null; after: Manifest }) => Reach;
  planFor: (input: { changed: string[]; packages: readonly string[]; graph: Graph; specs: Spec[]; reach?: Record<string, Reach> }) => Plan;
  changeBase: (since: string | undefined, root?: string) => { base: string; label: string };
  changedFiles: (base: string, root?: string) => string[];
  sourceFiles: (packages: readonly string[]) => { path: string; text: string }[];
  declaredDependencies: (packages: readonly string[]) => Record<string, string[]>;
  e2eSpecs: (packages: readonly string[]) => Spec[];
}>('./affected.cjs');

const repoRoot = resolve(__dirname, '../..');
const packages = ['shared-ui', 'shared-data', 'shell', 'mfe-public', 'mfe-careers', 'mfe-blog', 'mfe-admin', 'functions'];
const remotes = ['mfe-public', 'mfe-careers', 'mfe-blog', 'mfe-admin'];

/** The shape of the site: every container uses both shared packages, functions uses shared-data, shared-data's tests use the shell's config. */
const siteGraph: Graph = {
  'shared-ui': { uses: [], testUses: [] },
  'shared-data': { uses: [], testUses: ['shell', 'shared-ui'] },
  shell: { uses: ['shared-ui', 'shared-data'], testUses: [] },
  ...Object.fromEntries(remotes.map((r) => [r, { uses: ['shared-ui', 'shared-data'], testUses: [] }])),
  functions: { uses: ['shared-data'], testUses: [] },
  e2e: { uses: ['shared-ui', 'shared-data'], testUses: [] },
};
const specs: Spec[] = [
  { name: 'blog.spec.ts', owners: ['mfe-blog', 'mfe-admin'] },
  { name: 'careers.spec.ts', owners: ['mfe-careers', 'mfe-admin'] },
  { name: 'quote.spec.ts', owners: ['mfe-public'] },
  { name: 'server-rendering.spec.ts', owners: ['shell'] },
  { name: 'shell-layout.spec.ts', owners: 'always' },
];
const plan = (changed: string[], withSpecs = specs) => affected.planFor({ changed, packages, graph: siteGraph, specs: withSpecs });

describe('which package a changed file belongs to', () => {
  test.each([
    ['mfe-blog/src/pages/all-blogs.tsx', { kind: 'package', name: 'mfe-blog' }],
    ['shared-data/rules/firestore-rules.cjs', { kind: 'package', name: 'shared-data' }],
    ['functions/src/index.ts', { kind: 'package', name: 'functions' }],
    ['e2e/tests/blog.spec.ts', { kind: 'spec', name: 'blog.spec.ts' }],
    ['e2e/support/index.ts', { kind: 'e2e' }],
    ['e2e/playwright.config.ts', { kind: 'e2e' }],
    ['docs/testing.md', { kind: 'none' }],
    ['README.md', { kind: 'none' }],
  ])('%s', (file, kind) => {
    expect(affected.classifyFile(file, packages)).toEqual(kind);
  });

  test.each(['package-lock.json', 'package.json', 'tsconfig.base.json', 'tooling/webpack/create-config.cjs', 'scripts/build.mjs', 'firebase.json', 'config/site.json', 'jest.config.cjs'])(
    'a root file (%s) means everything',
    (file) => {
      expect(affected.classifyFile(file, packages)).toEqual({ kind: 'everything' });
    },
  );
});

describe('which packages a source file imports', () => {
  test('counts imports of other packages only', () => {
    const text = [
      "import { Button } from '@seawave/shared-ui';",
      "import { renderWithTheme } from '@seawave/shared-ui/testing';",
      "import { postSchema } from '../../shared-data/src/schemas/post';",
      "import { helper } from '../../mfe-blog/src/helper';",
      "import { other } from '@seawave/unknown';",
      "const config = require('../tooling/containers.cjs');",
      "const lazy = import('../../functions/src/index');",
    ].join('\n');
    expect(affected.importedPackages('mfe-blog/src/page.tsx', text, packages).sort()).toEqual(['functions', 'shared-data', 'shared-ui']);
  });

  test('keeps test-only imports apart', () => {
    const graph = affected.importGraph(
      [
        { path: 'shared-data/src/config.test.ts', text: "import appConfig from '../../shell/public/app-config.json';" },
        { path: 'shared-data/src/testing/render.tsx', text: "import { renderWithTheme } from '@seawave/shared-ui/testing';" },
        { path: 'functions/src/stores.ts', text: "import { quoteSchema } from '../../shared-data/src/schemas/quote';" },
      ],
      packages,
      { 'mfe-blog': ['shared-ui'] },
    );
    expect(graph['shared-data']).toEqual({ uses: [], testUses: ['shell', 'shared-ui'] });
    expect(graph.functions).toEqual({ uses: ['shared-data'], testUses: [] });
    expect(graph['mfe-blog']).toEqual({ uses: ['shared-ui'], testUses: [] });
  });
});

describe('the affected packages', () => {
  test('a changed remote affects itself alone', () => {
    expect([...affected.affectedPackages(siteGraph, ['mfe-blog'])]).toEqual(['mfe-blog']);
  });

  test('a shared package affects its users at any depth', () => {
    const graph: Graph = { a: { uses: [], testUses: [] }, b: { uses: ['a'], testUses: [] }, c: { uses: ['b'], testUses: [] }, d: { uses: [], testUses: [] } };
    expect([...affected.affectedPackages(graph, ['a'])].sort()).toEqual(['a', 'b', 'c']);
  });

  test('a package whose tests use it is checked alone', () => {
    expect([...affected.affectedPackages(siteGraph, ['shell'])].sort()).toEqual(['shared-data', 'shell']);
  });
});

describe('the end-to-end specs a spec declares', () => {
  test('names the containers it checks, or always', () => {
    expect(affected.specOwners("// Affected runs: mfe-blog, mfe-admin\nimport { test } from '../support';", packages)).toEqual(['mfe-blog', 'mfe-admin']);
    expect(affected.specOwners('// Affected runs: always (composition smoke test)\n', packages)).toBe('always');
  });

  test('a missing line or unknown name declares nothing', () => {
    expect(affected.specOwners("import { test } from '../support';", packages)).toBeNull();
    expect(affected.specOwners('// Affected runs: mfe-blgo\n', packages)).toBeNull();
  });

  test('every spec in e2e/tests declares what it checks', () => {
    const undeclared = affected.e2eSpecs(packages).filter((s) => s.owners === null);
    expect(undeclared.map((s) => s.name)).toEqual([]);
  });
});

describe('the plan for a change', () => {
  test('a changed remote runs its checks and specs', () => {
    expect(plan(['mfe-blog/src/content.ts'])).toEqual({
      everything: false,
      reason: '1 changed file(s)',
      packages: ['mfe-blog'],
      containers: ['mfe-blog'],
      specs: ['blog.spec.ts', 'shell-layout.spec.ts'],
      allSpecs: false,
      rootChecks: false,
      undeclared: [],
      reach: {},
    });
  });

  test('an undeclared spec always runs', () => {
    const result = plan(['mfe-public/src/home.tsx'], [...specs, { name: 'new.spec.ts', owners: null }]);
    expect(result.specs).toEqual(['quote.spec.ts', 'shell-layout.spec.ts', 'new.spec.ts']);
    expect(result.undeclared).toEqual(['new.spec.ts']);
  });

  test('shell or functions changes run every spec', () => {
    expect(plan(['shell/src/app.tsx']).specs).toEqual(specs.map((s) => s.name));
    expect(plan(['functions/src/index.ts'])).toMatchObject({ packages: ['functions'], containers: [], specs: specs.map((s) => s.name), allSpecs: true });
  });

  test('a shared package checks every package using it', () => {
    expect(plan(['shared-ui/src/button.tsx'])).toMatchObject({
      packages: ['shared-ui', 'shared-data', 'shell', ...remotes],
      containers: ['shell', ...remotes],
      allSpecs: true,
      rootChecks: true,
    });
  });

  test('a changed spec runs with smoke; support runs all', () => {
    expect(plan(['e2e/tests/careers.spec.ts'])).toMatchObject({ packages: [], containers: [], specs: ['careers.spec.ts', 'shell-layout.spec.ts'], rootChecks: true });
    expect(plan(['e2e/support/forms.ts'])).toMatchObject({ packages: [], specs: specs.map((s) => s.name), allSpecs: true, rootChecks: true });
  });

  test('documentation alone runs nothing', () => {
    expect(plan(['docs/testing.md', 'README.md'])).toMatchObject({ everything: false, packages: [], containers: [], specs: [], rootChecks: false });
  });

  test('a root file runs everything', () => {
    expect(plan(['mfe-blog/src/content.ts', 'package-lock.json'])).toMatchObject({ everything: true, packages, specs: specs.map((s) => s.name), rootChecks: true });
  });
});

describe('a spec naming the routes it reaches', () => {
  const routesOf = { 'mfe-public': ['/', '/getafreequote', '/quote-status/:reference'] };

  test('names some routes or a whole remote', () => {
    expect(affected.specDeclaration('// Affected runs: mfe-public /getafreequote /quote-status/:reference, mfe-admin\n', packages, routesOf)).toEqual({
      owners: ['mfe-public', 'mfe-admin'],
      routes: { 'mfe-public': ['/getafreequote', '/quote-status/:reference'] },
    });
  });

  test('an unknown route declares nothing', () => {
    expect(affected.specDeclaration('// Affected runs: mfe-public /getafreequot\n', packages, routesOf)).toEqual({ owners: null });
  });
});

const page = (file: string, ...routes: [string, string][]) => ({ expose: `./${file}`, file: `./src/pages/${file}.tsx`, routes: routes.map(([name, path]) => ({ name, path })) });
const publicManifest: Manifest = { remote: 'mfePublic', pages: [page('home-page', ['home', '/']), page('quote-page', ['getAFreeQuote', '/getafreequote'])] };
const withPage = (manifest: Manifest, ...pages: Manifest['pages']): Manifest => ({ ...manifest, pages: [...manifest.pages, ...pages] });
const incoterms = page('incoterms-page', ['incoterms', '/incoterms']);

describe('what changed in routes.json', () => {
  test('a new page adds its routes and names', () => {
    const changes = affected.manifestChanges(publicManifest, withPage(publicManifest, incoterms));
    expect(changes).toEqual({ wide: false, routes: new Set(['/incoterms']), changedNames: new Set(), addedNames: new Set(['incoterms']) });
  });

  test('a moved route reaches both paths and its name', () => {
    const moved = { ...publicManifest, pages: [publicManifest.pages[0]!, page('quote-page', ['getAFreeQuote', '/quote'])] };
    expect(affected.manifestChanges(publicManifest, moved)).toEqual({ wide: false, routes: new Set(['/getafreequote', '/quote']), changedNames: new Set(['getAFreeQuote']), addedNames: new Set() });
  });

  test('reordered pages or other edits reach everything', () => {
    expect(affected.manifestChanges(publicManifest, { ...publicManifest, remote: 'mfePublic2' }).wide).toBe(true);
    expect(affected.manifestChanges(publicManifest, { ...publicManifest, pages: [...publicManifest.pages].reverse() }).wide).toBe(true);
    expect(affected.manifestChanges(null, publicManifest).wide).toBe(true);
  });
});

describe('a module reading the generated route table', () => {
  const changes = (changed: string[], added: string[] = []) => ({ changedNames: new Set(changed), addedNames: new Set(added) });
  const reader = (use: string) => `import { paths } from '../routes.generated';\nexport const link = ${use};\n`;

  test('sees only changes to names it uses', () => {
    expect(affected.readsChangedRoutes(reader('paths.about.href()'), changes(['about']))).toBe(true);
    expect(affected.readsChangedRoutes(reader('paths.about.href()'), changes(['csr'], ['incoterms']))).toBe(false);
  });

  test('a computed key sees changed names, not new', () => {
    expect(affected.readsChangedRoutes(reader('paths[slug]'), changes(['csr']))).toBe(true);
    expect(affected.readsChangedRoutes(reader('paths[slug]'), changes([], ['incoterms']))).toBe(false);
  });

  test('whole-table or renamed imports see new names', () => {
    expect(affected.readsChangedRoutes(reader('Object.values(paths)'), changes([], ['incoterms']))).toBe(true);
    expect(affected.readsChangedRoutes("import { paths as p } from '../routes.generated';\nexport const a = p.about;\n", changes([], ['incoterms']))).toBe(true);
  });
});

describe('the routes a change reaches in a remote', () => {
  const sources: Source[] = [
    { path: 'mfe-public/src/pages/home-page.tsx', text: "import { Hero } from '../components/hero';\nimport { paths } from '../routes.generated';\nexport default () => paths.getAFreeQuote.href();\n" },
    { path: 'mfe-public/src/pages/quote-page.tsx', text: "import { QuoteForm } from '../components/quote/form';\nimport logo from '../assets/logo.png';\n" },
    { path: 'mfe-public/src/pages/home-page.test.tsx', text: "import HomePage from './home-page';\nimport { QuoteForm } from '../components/quote/form';\n" },
    { path: 'mfe-public/src/components/hero.tsx', text: "import { useInView } from '../hooks/use-in-view';\n" },
    { path: 'mfe-public/src/components/quote/form.tsx', text: "import { Button } from '@seawave/shared-ui';\n" },
    { path: 'mfe-public/src/hooks/use-in-view.ts', text: 'export const useInView = () => true;\n' },
    { path: 'mfe-public/src/index.ts', text: "void import('./bootstrap');\n" },
    { path: 'mfe-public/src/bootstrap.tsx', text: "import manifest from '../routes.json';\n" },
    { path: 'mfe-public/src/routes.generated.ts', text: "export const paths = routePaths({ home: '/', getAFreeQuote: '/getafreequote' });\n" },
    { path: 'mfe-public/src/exposes.generated.ts', text: "import type * as HomePage from './pages/home-page';\n" },
    { path: 'mfe-public/webpack.config.cjs', text: "module.exports = require('../tooling/webpack/create-config.cjs')();\n" },
  ];
  const files = new Set([...sources.map((s) => s.path), 'mfe-public/routes.json', 'mfe-public/src/assets/logo.png']);
  const reach = (changed: string[], after = publicManifest, extra: Source[] = []) =>
    affected.remoteReach({
      remote: 'mfe-public',
      changed,
      sources: [...sources.filter((s) => !extra.some((e) => e.path === s.path)), ...extra],
      files: new Set([...files, ...extra.map((s) => s.path)]),
      before: publicManifest,
      after,
    });

  test('resolves relative imports with extension or folder index', () => {
    expect(affected.resolveImport('mfe-public/src/pages/quote-page.tsx', '../components/quote/form', files)).toBe('mfe-public/src/components/quote/form.tsx');
    expect(affected.resolveImport('mfe-public/src/pages/quote-page.tsx', '../assets/logo.png', files)).toBe('mfe-public/src/assets/logo.png');
    expect(affected.resolveImport('mfe-public/src/pages/quote-page.tsx', '@seawave/shared-ui', files)).toBeNull();
  });

  test('a module reaches pages importing it at any depth', () => {
    expect(reach(['mfe-public/src/hooks/use-in-view.ts'])).toEqual({ wide: false, routes: ['/'] });
    expect(reach(['mfe-public/src/assets/logo.png', 'mfe-public/src/components/quote/form.tsx'])).toEqual({ wide: false, routes: ['/getafreequote'] });
  });

  test('a changed test reaches no route', () => {
    expect(reach(['mfe-public/src/pages/home-page.test.tsx'])).toEqual({ wide: false, routes: [] });
  });

  test('a new page reaches its own route alone', () => {
    const newPage = { path: 'mfe-public/src/pages/incoterms-page.tsx', text: "import { paths } from '../routes.generated';\nexport default () => paths.getAFreeQuote.href();\n" };
    const changed = [newPage.path, 'mfe-public/routes.json', 'mfe-public/src/routes.generated.ts', 'mfe-public/src/exposes.generated.ts'];
    expect(reach(changed, withPage(publicManifest, incoterms), [newPage])).toEqual({ wide: false, routes: ['/incoterms'] });
  });

  test('a renamed route reaches pages linking to it', () => {
    const moved = { ...publicManifest, pages: [publicManifest.pages[0]!, page('quote-page', ['getAFreeQuote', '/quote'])] };
    expect(reach(['mfe-public/routes.json', 'mfe-public/src/routes.generated.ts'], moved)).toEqual({ wide: false, routes: ['/', '/getafreequote', '/quote'] });
  });

  test('an entry change reaches pages reading routes.json', () => {
    const reader = { path: 'mfe-public/src/components/site-map.tsx', text: "import manifest from '../../routes.json';\n" };
    const homePage = { path: 'mfe-public/src/pages/home-page.tsx', text: "import { SiteMap } from '../components/site-map';\n" };
    const newPage = { path: 'mfe-public/src/pages/incoterms-page.tsx', text: 'export default () => null;\n' };
    const changed = [newPage.path, 'mfe-public/routes.json'];
    expect(reach(changed, withPage(publicManifest, incoterms), [reader, homePage, newPage])).toEqual({ wide: false, routes: ['/', '/incoterms'] });
  });

  test('lazy imports count; computed ones reach every route', () => {
    const lazyHome = { path: 'mfe-public/src/pages/home-page.tsx', text: "const Hero = lazy(() => import(/* webpackChunkName: \"hero\" */ '../components/hero'));\n" };
    expect(reach(['mfe-public/src/hooks/use-in-view.ts'], publicManifest, [lazyHome])).toEqual({ wide: false, routes: ['/'] });
    const computed = { path: 'mfe-public/src/pages/home-page.tsx', text: 'const section = (name: string) => import(`../components/${name}`);\n' };
    expect(reach(['mfe-public/src/hooks/use-in-view.ts'], publicManifest, [computed])).toMatchObject({ wide: true, reason: 'mfe-public/src/pages/home-page.tsx imports a module the run cannot trace' });
  });

  test('entry, build config or removed file reach everything', () => {
    expect(reach(['mfe-public/src/bootstrap.tsx'])).toMatchObject({ wide: true, reason: 'mfe-public/src/bootstrap.tsx is not only page code (it reaches mfe-public/src/index.ts)' });
    expect(reach(['mfe-public/webpack.config.cjs'])).toMatchObject({ wide: true });
    expect(reach(['mfe-public/src/components/old.tsx'])).toEqual({ wide: true, reason: 'mfe-public/src/components/old.tsx was removed', routes: [] });
  });
});

describe('the plan for a change inside one remote', () => {
  const publicSpecs: Spec[] = [
    { name: 'public-pages.spec.ts', owners: ['mfe-public'], routes: { 'mfe-public': ['/', '/about'] } },
    { name: 'quote.spec.ts', owners: ['mfe-public'], routes: { 'mfe-public': ['/getafreequote'] } },
    { name: 'quote-inbox.spec.ts', owners: ['mfe-public', 'mfe-admin'], routes: { 'mfe-public': ['/getafreequote'] } },
    { name: 'remote-redeploy.spec.ts', owners: ['mfe-public'] },
    { name: 'shell-layout.spec.ts', owners: 'always' },
  ];
  const narrowPlan = (changed: string[], reach: Record<string, Reach>) => affected.planFor({ changed, packages, graph: siteGraph, specs: publicSpecs, reach });

  test('runs specs reaching the changed route', () => {
    expect(narrowPlan(['mfe-public/src/components/quote/form.tsx'], { 'mfe-public': { wide: false, routes: ['/getafreequote'] } }).specs).toEqual([
      'quote.spec.ts',
      'quote-inbox.spec.ts',
      'remote-redeploy.spec.ts',
      'shell-layout.spec.ts',
    ]);
  });

  test('a new page runs the remote’s own specs', () => {
    expect(narrowPlan(['mfe-public/src/pages/incoterms-page.tsx'], { 'mfe-public': { wide: false, routes: ['/incoterms'] } })).toMatchObject({
      packages: ['mfe-public'],
      containers: ['mfe-public'],
      specs: ['remote-redeploy.spec.ts', 'shell-layout.spec.ts'],
    });
  });

  test('a wide change runs every spec naming the remote', () => {
    const wide = { 'mfe-public': { wide: true, reason: 'entry', routes: [] } };
    expect(narrowPlan(['mfe-public/src/bootstrap.tsx'], wide).specs).toEqual(publicSpecs.map((s) => s.name));
  });

  test('another changed remote runs its specs whole', () => {
    const reach = { 'mfe-public': { wide: false, routes: ['/incoterms'] } };
    expect(narrowPlan(['mfe-public/src/pages/incoterms-page.tsx', 'mfe-admin/src/page.tsx'], reach).specs).toEqual(['quote-inbox.spec.ts', 'remote-redeploy.spec.ts', 'shell-layout.spec.ts']);
  });
});

describe('the repository as it is', () => {
  test('containers use both shared packages, functions shared-data', () => {
    const graph = affected.importGraph(affected.sourceFiles(packages), packages, affected.declaredDependencies(packages));
    for (const dir of ['shell', ...remotes]) expect(graph[dir]?.uses.sort()).toEqual(['shared-data', 'shared-ui']);
    expect(graph.functions?.uses).toEqual(['shared-data']);
    expect(affected.workspacePackages().sort()).toEqual([...packages].sort());
  });

  test('a new mfe-public page runs its own specs', () => {
    const generated = jest
      .requireActual<{ staticConfigFiles: () => { file: string; content: string }[] }>('../../tooling/static-config.cjs')
      .staticConfigFiles()
      .map((f) => f.file)
      .filter((file) => file.startsWith('mfe-public/'));
    expect(generated.sort()).toEqual(['mfe-public/src/exposes.generated.ts', 'mfe-public/src/routes.generated.ts']);
    const sources = affected.sourceFiles(packages);
    const graph = affected.importGraph(sources, packages, affected.declaredDependencies(packages));
    const before = JSON.parse(readFileSync(join(repoRoot, 'mfe-public/routes.json'), 'utf8')) as Manifest;
    const after = withPage(before, { ...incoterms, expose: './IncotermsPage' });
    const newPage = { path: 'mfe-public/src/pages/incoterms-page.tsx', text: "import { paths } from '../routes.generated';\nexport default () => paths.getAFreeQuote.href();\n" };
    const files = new Set([...execFileSync('git', ['ls-files', 'mfe-public'], { cwd: repoRoot, encoding: 'utf8' }).split('\n'), newPage.path]);
    const changed = [newPage.path, 'mfe-public/routes.json', ...generated];
    const reach = affected.remoteReach({ remote: 'mfe-public', changed, sources: [...sources, newPage], files, before, after });
    expect(reach).toEqual({ wide: false, routes: ['/incoterms'] });
    const result = affected.planFor({ changed, packages, graph, specs: affected.e2eSpecs(packages), reach: { 'mfe-public': reach } });
    expect(result).toMatchObject({ everything: false, packages: ['mfe-public'], containers: ['mfe-public'], allSpecs: false, rootChecks: false });
    expect(result.specs).toEqual(['navigation.spec.ts', 'remote-redeploy.spec.ts', 'shell-layout.spec.ts']);
  });

  test('specs declare the routes they open', () => {
    const missing = affected.e2eSpecs(packages).flatMap((spec) =>
      Object.entries(spec.routes ?? {}).flatMap(([remote, declared]) => {
        const text = readFileSync(join(repoRoot, 'e2e/tests', spec.name), 'utf8').split('\n').slice(1).join('\n');
        const manifest = JSON.parse(readFileSync(join(repoRoot, remote, 'routes.json'), 'utf8')) as Manifest;
        return manifest.pages
          .flatMap((p) => p.routes.map((r) => r.path))
          .filter((route) => !declared.includes(route) && writtenOut(text, route))
          .map((route) => `${spec.name}: ${remote} ${route}`);
      }),
    );
    expect(missing).toEqual([]);
  });
});

/**
 * Whether a spec's text writes out a route it opens: '/about', `${origin}/about`, `/blog/${id}` for '/blog/:postId',
 * goto('/') for '/'. An href it only reads (toHaveAttribute('href', …)) is no page it opens.
 */
function writtenOut(text: string, route: string): boolean {
  const opened = text
    .split('\n')
    .filter((line) => !line.includes("toHaveAttribute('href'"))
    .join('\n');
  if (route === '/') return /goto\(\s*['"`]\/['"`]|\}\/`/.test(opened);
  const fixed = route.split(':')[0]!;
  const escaped = fixed.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`['"\`}]${escaped}${route.includes(':') ? '' : '[\'"`?#]'}`).test(opened);
}

describe('the changed files', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: repo, encoding: 'utf8' });
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    writeFileSync(join(repo, file), text);
  };
  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), 'affected-'));
    git('init', '-q', '-b', 'main');
    write('mfe-blog/a.ts', 'a');
    write('mfe-admin/b.ts', 'b');
    write('.gitignore', 'dist/\n');
    git('add', '.');
    git('commit', '-q', '-m', 'base');
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  test('are all changes since the merge-base', () => {
    git('checkout', '-q', '-b', 'work');
    write('mfe-blog/committed.ts', 'c');
    git('add', '.');
    git('commit', '-q', '-m', 'work');
    write('mfe-admin/staged.ts', 's');
    git('add', 'mfe-admin/staged.ts');
    write('mfe-blog/a.ts', 'changed');
    write('shell/new.ts', 'n');
    write('mfe-blog/dist/bundle.js', 'built');
    const { base, label } = affected.changeBase(undefined, repo);
    expect(label).toBe('merge-base with main');
    expect(affected.changedFiles(base, repo)).toEqual(['mfe-admin/staged.ts', 'mfe-blog/a.ts', 'mfe-blog/committed.ts', 'shell/new.ts']);
  });

  test('--since names the base', () => {
    write('mfe-admin/b.ts', 'changed');
    git('commit', '-q', '-am', 'second');
    expect(affected.changedFiles(affected.changeBase('HEAD', repo).base, repo)).toEqual([]);
    expect(affected.changedFiles(affected.changeBase('HEAD~1', repo).base, repo)).toEqual(['mfe-admin/b.ts']);
  });
});
