/**
 * @jest-environment node
 */
/**
 * `npm test -- --affected` checks what a change touches: the packages it
 * changes and those using them, and the end-to-end specs of the affected
 * containers plus the composition smoke tests; any root file means everything.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

type Graph = Record<string, { uses: string[]; testUses: string[] }>;
type Owners = 'always' | string[] | null;
interface Plan {
  everything: boolean;
  packages: string[];
  containers: string[];
  specs: string[];
  allSpecs: boolean;
  rootChecks: boolean;
  undeclared: string[];
}
const affected = jest.requireActual<{
  workspacePackages: () => string[];
  classifyFile: (file: string, packages: readonly string[]) => { kind: string; name?: string };
  importedPackages: (file: string, text: string, packages: readonly string[]) => string[];
  importGraph: (files: { path: string; text: string }[], packages: readonly string[], declared?: Record<string, string[]>) => Graph;
  affectedPackages: (graph: Graph, changed: Iterable<string>) => Set<string>;
  specOwners: (text: string, packages: readonly string[]) => Owners;
  planFor: (input: { changed: string[]; packages: readonly string[]; graph: Graph; specs: { name: string; owners: Owners }[] }) => Plan;
  changeBase: (since: string | undefined, root?: string) => { base: string; label: string };
  changedFiles: (base: string, root?: string) => string[];
  sourceFiles: (packages: readonly string[]) => { path: string; text: string }[];
  declaredDependencies: (packages: readonly string[]) => Record<string, string[]>;
  e2eSpecs: (packages: readonly string[]) => { name: string; owners: Owners }[];
}>('./affected.cjs');

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
const specs: { name: string; owners: Owners }[] = [
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
  test('package names, their subpaths and relative paths into another package count; its own package and unknown names do not', () => {
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

  test('imports made only by tests (test files, testing folders) are kept apart from the code’s', () => {
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
  test('a change to one remote affects that remote alone', () => {
    expect([...affected.affectedPackages(siteGraph, ['mfe-blog'])]).toEqual(['mfe-blog']);
  });

  test('a change to a shared package affects every package using it, to any depth', () => {
    const graph: Graph = { a: { uses: [], testUses: [] }, b: { uses: ['a'], testUses: [] }, c: { uses: ['b'], testUses: [] }, d: { uses: [], testUses: [] } };
    expect([...affected.affectedPackages(graph, ['a'])].sort()).toEqual(['a', 'b', 'c']);
  });

  test('a package whose tests use an affected package is checked, but the packages using it are not', () => {
    expect([...affected.affectedPackages(siteGraph, ['shell'])].sort()).toEqual(['shared-data', 'shell']);
  });
});

describe('the end-to-end specs a spec declares', () => {
  test('names the containers it checks, or always', () => {
    expect(affected.specOwners("// Affected runs: mfe-blog, mfe-admin\nimport { test } from '../support';", packages)).toEqual(['mfe-blog', 'mfe-admin']);
    expect(affected.specOwners('// Affected runs: always (composition smoke test)\n', packages)).toBe('always');
  });

  test('a missing line or a name that is not a package is no declaration', () => {
    expect(affected.specOwners("import { test } from '../support';", packages)).toBeNull();
    expect(affected.specOwners('// Affected runs: mfe-blgo\n', packages)).toBeNull();
  });

  test('every spec of e2e/tests declares what it checks, so none is silently left out of an affected run', () => {
    const undeclared = affected.e2eSpecs(packages).filter((s) => s.owners === null);
    expect(undeclared.map((s) => s.name)).toEqual([]);
  });
});

describe('the plan for a change', () => {
  test('one line in mfe-blog: lint, types, jest and build of mfe-blog; its specs and the smoke tests', () => {
    expect(plan(['mfe-blog/src/content.ts'])).toEqual({
      everything: false,
      reason: '1 changed file(s)',
      packages: ['mfe-blog'],
      containers: ['mfe-blog'],
      specs: ['blog.spec.ts', 'shell-layout.spec.ts'],
      allSpecs: false,
      rootChecks: false,
      undeclared: [],
    });
  });

  test('a spec without a declaration runs in every affected run', () => {
    const result = plan(['mfe-public/src/home.tsx'], [...specs, { name: 'new.spec.ts', owners: null }]);
    expect(result.specs).toEqual(['quote.spec.ts', 'shell-layout.spec.ts', 'new.spec.ts']);
    expect(result.undeclared).toEqual(['new.spec.ts']);
  });

  test('a change to the shell or the Cloud Functions runs every spec (every page goes through both)', () => {
    expect(plan(['shell/src/app.tsx']).specs).toEqual(specs.map((s) => s.name));
    expect(plan(['functions/src/index.ts'])).toMatchObject({ packages: ['functions'], containers: [], specs: specs.map((s) => s.name), allSpecs: true });
  });

  test('a change to a shared package checks every package using it', () => {
    expect(plan(['shared-ui/src/button.tsx'])).toMatchObject({
      packages: ['shared-ui', 'shared-data', 'shell', ...remotes],
      containers: ['shell', ...remotes],
      allSpecs: true,
      rootChecks: true,
    });
  });

  test('a changed spec runs with the smoke tests and the checks of the e2e code; e2e support runs every spec', () => {
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

describe('the repository as it is', () => {
  test('each container uses both shared packages and the Cloud Functions use shared-data, read from the sources', () => {
    const graph = affected.importGraph(affected.sourceFiles(packages), packages, affected.declaredDependencies(packages));
    for (const dir of ['shell', ...remotes]) expect(graph[dir]?.uses.sort()).toEqual(['shared-data', 'shared-ui']);
    expect(graph.functions?.uses).toEqual(['shared-data']);
    expect(affected.workspacePackages().sort()).toEqual([...packages].sort());
  });

  test('a new page of mfe-public (its file, its routes.json entry and the two modules the generator writes) checks mfe-public alone', () => {
    const generated = jest
      .requireActual<{ staticConfigFiles: () => { file: string; content: string }[] }>('../../tooling/static-config.cjs')
      .staticConfigFiles()
      .map((f) => f.file)
      .filter((file) => file.startsWith('mfe-public/'));
    expect(generated.sort()).toEqual(['mfe-public/src/exposes.generated.ts', 'mfe-public/src/routes.generated.ts']);
    const graph = affected.importGraph(affected.sourceFiles(packages), packages, affected.declaredDependencies(packages));
    const siteSpecs = affected.e2eSpecs(packages);
    const result = affected.planFor({ changed: ['mfe-public/src/pages/incoterms-page.tsx', 'mfe-public/routes.json', ...generated], packages, graph, specs: siteSpecs });
    expect(result).toMatchObject({ everything: false, packages: ['mfe-public'], containers: ['mfe-public'], allSpecs: false, rootChecks: false });
    const owned = siteSpecs.filter((spec) => spec.owners === 'always' || (Array.isArray(spec.owners) && spec.owners.includes('mfe-public')));
    expect(result.specs.sort()).toEqual(owned.map((spec) => spec.name).sort());
  });
});

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

  test('are those committed, staged, unstaged and new since the merge-base with main, ignored files left out', () => {
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
