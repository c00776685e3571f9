// @ts-check
/**
 * What a change touches, for `npm test -- --affected`: the workspace
 * packages it changes and those that use them, the containers to rebuild and
 * the end-to-end specs to run.
 *
 * - A file belongs to the workspace package of its folder; a file of
 *   e2e/tests is its spec; the rest of e2e/ (support, fixtures, config) runs
 *   every spec; docs/ and Markdown at the root run nothing; any other root
 *   file (package-lock.json, tsconfig.base.json, tooling/, scripts/, config/,
 *   firebase.json, ...) means everything.
 * - Who uses whom is read from the sources (every `@seawave/<package>`
 *   import and every relative import into another package's folder) and the
 *   packages' declared dependencies, so a new import counts without a list to
 *   keep. A package is affected when it changed or it uses an affected
 *   package; an import made only by tests (`*.test.*`, `testing/` folders)
 *   affects that package's checks, not the packages using it.
 * - Each spec declares in a line of its own which containers it checks:
 *   `// Affected runs: mfe-blog, mfe-admin`, or `// Affected runs: always`
 *   for the composition smoke tests (shell layout, navigation between
 *   remotes). A spec without the line runs every time (and fails its unit
 *   test). Every page goes through the shell and the Cloud Functions back
 *   end, so a change to either runs every spec.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { containers } = require('../../tooling/containers.cjs');

const repoRoot = path.resolve(__dirname, '../..');
/** The pseudo-package of the end-to-end suite (its own imports count like a package's). */
const E2E = 'e2e';
const specFolder = 'e2e/tests/';
/** The containers (and the back end) every page goes through. */
const everyPage = [...containers.filter((c) => c.host).map((c) => c.dir), 'functions'];

/** @typedef {{ uses: string[], testUses: string[] }} Node */
/** @typedef {Record<string, Node>} Graph */
/**
 * @typedef {{ kind: 'package', name: string } | { kind: 'spec', name: string } | { kind: 'e2e' } | { kind: 'none' } | { kind: 'everything' }} FileKind
 */

/** The workspace packages (folders) of the root package.json. */
function workspacePackages(root = repoRoot) {
  return /** @type {{ workspaces: string[] }} */ (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))).workspaces;
}

/**
 * What a changed file (path relative to the repository root) asks to check.
 * @param {string} file
 * @param {readonly string[]} packages
 * @returns {FileKind}
 */
function classifyFile(file, packages) {
  const [top = '', ...rest] = file.split('/');
  if (packages.includes(top)) return { kind: 'package', name: top };
  if (file.startsWith(specFolder) && /\.spec\.ts$/.test(file)) return { kind: 'spec', name: file.slice(specFolder.length) };
  if (top === E2E) return { kind: 'e2e' };
  if (top === 'docs' || (rest.length === 0 && /\.md$/i.test(top))) return { kind: 'none' };
  return { kind: 'everything' };
}

/** Whether a file is test code only (the eslint config's rule for test helpers too). */
const isTestFile = (/** @type {string} */ file) => /\.test\.[cm]?[jt]sx?$/.test(file) || /(^|\/)testing\//.test(file);

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;

/**
 * The packages one source file imports (other than its own).
 * @param {string} file  relative to the repository root
 * @param {string} text
 * @param {readonly string[]} packages
 */
function importedPackages(file, text, packages) {
  const own = file.split('/')[0];
  const found = new Set();
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[2] ?? '';
    let target;
    if (specifier.startsWith('@seawave/')) target = specifier.slice('@seawave/'.length).split('/')[0];
    else if (specifier.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).split('/')[0];
    if (target && target !== own && packages.includes(target)) found.add(target);
  }
  return [...found];
}

/**
 * Who uses whom: for each package (and the e2e suite), the packages its code
 * uses and those only its tests use.
 * @param {{ path: string, text: string }[]} files  every source file, path relative to the root
 * @param {readonly string[]} packages
 * @param {Record<string, string[]>} [declared]  each package's declared @seawave dependencies
 * @returns {Graph}
 */
function importGraph(files, packages, declared = {}) {
  /** @type {Record<string, { uses: Set<string>, testUses: Set<string> }>} */
  const sets = Object.fromEntries([...packages, E2E].map((p) => [p, { uses: new Set(declared[p] ?? []), testUses: new Set() }]));
  for (const file of files) {
    const node = sets[file.path.split('/')[0] ?? ''];
    if (!node) continue;
    for (const target of importedPackages(file.path, file.text, packages)) (isTestFile(file.path) ? node.testUses : node.uses).add(target);
  }
  return Object.fromEntries(Object.entries(sets).map(([p, n]) => [p, { uses: [...n.uses], testUses: [...n.testUses].filter((t) => !n.uses.has(t)) }]));
}

/**
 * The packages to check: those changed, those using an affected package (to
 * any depth), and those whose tests use an affected package.
 * @param {Graph} graph
 * @param {Iterable<string>} changed
 * @returns {Set<string>}
 */
function affectedPackages(graph, changed) {
  const affected = new Set(changed);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, node] of Object.entries(graph)) {
      if (!affected.has(name) && node.uses.some((u) => affected.has(u))) {
        affected.add(name);
        grew = true;
      }
    }
  }
  const runtime = new Set(affected);
  for (const [name, node] of Object.entries(graph)) if (node.testUses.some((u) => runtime.has(u))) affected.add(name);
  return affected;
}

/**
 * A spec's declaration: 'always', the containers it checks, or null when it
 * has none (or names something that is not a workspace package).
 * @param {string} text
 * @param {readonly string[]} packages
 * @returns {'always' | string[] | null}
 */
function specOwners(text, packages) {
  const line = /^\/\/ Affected runs: (.+)$/m.exec(text)?.[1]?.trim();
  if (!line) return null;
  if (line.startsWith('always')) return 'always';
  const owners = line.split(',').map((s) => s.trim());
  return owners.length > 0 && owners.every((o) => packages.includes(o)) ? owners : null;
}

/**
 * @typedef {{
 *   everything: boolean, reason: string,
 *   packages: string[], containers: string[],
 *   specs: string[], allSpecs: boolean, rootChecks: boolean,
 *   undeclared: string[]
 * }} Plan
 */

/**
 * What to run for a set of changed files.
 * @param {{ changed: string[], packages: readonly string[], graph: Graph, specs: { name: string, owners: 'always' | string[] | null }[] }} input
 * @returns {Plan}
 */
function planFor({ changed, packages, graph, specs }) {
  const kinds = changed.map((file) => ({ file, kind: classifyFile(file, packages) }));
  const undeclared = specs.filter((s) => s.owners === null).map((s) => s.name);
  const root = kinds.find((k) => k.kind.kind === 'everything');
  if (root) {
    return { everything: true, reason: `${root.file} is not in a package`, packages: [...packages], containers: containers.map((c) => c.dir), specs: specs.map((s) => s.name), allSpecs: true, rootChecks: true, undeclared };
  }
  /** @type {string[]} */
  const changedPackages = [];
  const changedSpecs = new Set();
  let e2eChanged = false;
  for (const { kind } of kinds) {
    if (kind.kind === 'package') changedPackages.push(kind.name);
    else if (kind.kind === 'spec') changedSpecs.add(kind.name);
    else if (kind.kind === 'e2e') e2eChanged = true;
  }
  const affected = affectedPackages(graph, changedPackages);
  const allSpecs = e2eChanged || everyPage.some((p) => affected.has(p));
  const runs = (/** @type {{ name: string, owners: 'always' | string[] | null }} */ s) =>
    allSpecs || changedSpecs.has(s.name) || s.owners === null || s.owners === 'always' || s.owners.some((o) => affected.has(o));
  // With nothing to check, not even the smoke tests run.
  const anything = affected.size > 0 || changedSpecs.size > 0 || e2eChanged;
  return {
    everything: false,
    reason: changed.length ? `${changed.length} changed file(s)` : 'no changed file',
    packages: packages.filter((p) => affected.has(p)),
    containers: containers.map((c) => c.dir).filter((dir) => affected.has(dir)),
    specs: anything ? specs.filter(runs).map((s) => s.name) : [],
    allSpecs: anything && allSpecs,
    rootChecks: affected.has(E2E) || changedSpecs.size > 0 || e2eChanged,
    undeclared,
  };
}

/** @param {string[]} args */
const git = (args, root = repoRoot) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * The base of a change: `since` as given, or the merge-base of HEAD with
 * origin/main (or main when there is no origin/main).
 * @param {string | undefined} since
 * @returns {{ base: string, label: string }}
 */
function changeBase(since, root = repoRoot) {
  if (since) return { base: git(['rev-parse', '--verify', `${since}^{commit}`], root), label: since };
  for (const ref of ['origin/main', 'main']) {
    try {
      return { base: git(['merge-base', 'HEAD', ref], root), label: `merge-base with ${ref}` };
    } catch {
      // try the next candidate
    }
  }
  throw new Error('no origin/main or main to compare with: name a base with --since <ref>');
}

/**
 * Files changed since `base`: committed, staged, unstaged and untracked.
 * @param {string} base
 */
function changedFiles(base, root = repoRoot) {
  const lines = (/** @type {string} */ out) => out.split('\n').filter(Boolean);
  return [...new Set([...lines(git(['diff', '--name-only', '--no-renames', base], root)), ...lines(git(['ls-files', '--others', '--exclude-standard'], root))])].sort();
}

/**
 * Every source file of the packages and e2e/ (tracked or new), read from disk.
 * @param {readonly string[]} packages
 */
function sourceFiles(packages, root = repoRoot) {
  const listed = git(['ls-files', '--cached', '--others', '--exclude-standard', '--', ...packages, E2E], root).split('\n');
  return listed
    .filter((f) => /\.[cm]?[jt]sx?$/.test(f) && fs.existsSync(path.join(root, f)))
    .map((f) => ({ path: f, text: fs.readFileSync(path.join(root, f), 'utf8') }));
}

/**
 * Each package's declared @seawave dependencies (package.json).
 * @param {readonly string[]} packages
 * @returns {Record<string, string[]>}
 */
function declaredDependencies(packages, root = repoRoot) {
  return Object.fromEntries(
    packages.map((p) => {
      /** @type {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} */
      const json = JSON.parse(fs.readFileSync(path.join(root, p, 'package.json'), 'utf8'));
      const names = Object.keys({ ...json.dependencies, ...json.devDependencies }).filter((n) => n.startsWith('@seawave/'));
      return [p, names.map((n) => n.slice('@seawave/'.length)).filter((n) => packages.includes(n))];
    }),
  );
}

/**
 * The specs of e2e/tests with their declarations.
 * @param {readonly string[]} packages
 */
function e2eSpecs(packages, root = repoRoot) {
  const folder = path.join(root, specFolder);
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
    .map((name) => ({ name, owners: specOwners(fs.readFileSync(path.join(folder, name), 'utf8'), packages) }));
}

/**
 * The plan for the working tree against a base.
 * @param {{ since?: string }} [options]
 * @returns {Plan & { base: string, label: string, changed: string[] }}
 */
function planAffected({ since } = {}, root = repoRoot) {
  const packages = workspacePackages(root);
  const { base, label } = changeBase(since, root);
  const changed = changedFiles(base, root);
  const graph = importGraph(sourceFiles(packages, root), packages, declaredDependencies(packages, root));
  return { ...planFor({ changed, packages, graph, specs: e2eSpecs(packages, root) }), base, label, changed };
}

module.exports = {
  workspacePackages,
  classifyFile,
  importedPackages,
  importGraph,
  affectedPackages,
  specOwners,
  planFor,
  changeBase,
  changedFiles,
  sourceFiles,
  declaredDependencies,
  e2eSpecs,
  planAffected,
};
