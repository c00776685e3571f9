// @ts-check
/**
 * What a change touches, for `npm test -- --affected`: packages, containers and e2e specs.
 * - The rest of e2e/ runs every spec; docs/ and root Markdown run nothing; any other root file runs everything.
 * - Who uses whom is read from the imports and declared dependencies, so there is no list to keep.
 *   An import made only by tests affects that package's checks, not its users.
 * - Each spec names what it checks: `// Affected runs: mfe-blog, mfe-admin` or `always`.
 *   A spec without the line always runs. Every page goes through the shell and functions, so those run every spec.
 * - A remote named with routes (`mfe-public /getafreequote`) runs the spec only when a change reaches one of
 *   those routes through the remote's imports. A change that is not only page code reaches every route.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { containers } = require('../../tooling/containers.cjs');
const { exposesTypesFile, ownRoutesFile } = require('../../tooling/federation/route-manifest.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const E2E = 'e2e';
const specFolder = 'e2e/tests/';
const everyPage = [...containers.filter((c) => c.host).map((c) => c.dir), 'functions'];

/** @typedef {{ uses: string[], testUses: string[] }} Node */
/** @typedef {Record<string, Node>} Graph */
/**
 * @typedef {{ kind: 'package', name: string } | { kind: 'spec', name: string } | { kind: 'e2e' } | { kind: 'none' } | { kind: 'everything' }} FileKind
 */

function workspacePackages(root = repoRoot) {
  return /** @type {{ workspaces: string[] }} */ (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))).workspaces;
}

/**
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

// Same rule as the eslint config for test helpers.
const isTestFile = (/** @type {string} */ file) => /\.test\.[cm]?[jt]sx?$/.test(file) || /(^|\/)testing\//.test(file);

// A dynamic import may carry webpack's comments: import(/* webpackChunkName: "x" */ './x').
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[^]*?\*\/\s*)*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;

/**
 * @param {string} file
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
 * @param {{ path: string, text: string }[]} files
 * @param {readonly string[]} packages
 * @param {Record<string, string[]>} [declared]
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

/** @typedef {{ name: string, owners: 'always' | string[] | null, routes?: Record<string, string[]> }} Spec */

/**
 * Null owners when the line is missing or names an unknown package or route.
 * @param {string} text
 * @param {readonly string[]} packages
 * @param {Record<string, string[]>} [routesOf]
 * @returns {Omit<Spec, 'name'>}
 */
function specDeclaration(text, packages, routesOf) {
  const line = /^\/\/ Affected runs: (.+)$/m.exec(text)?.[1]?.trim();
  if (!line) return { owners: null };
  if (line.startsWith('always')) return { owners: 'always' };
  /** @type {Record<string, string[]>} */
  const routes = {};
  const owners = line.split(',').map((part) => {
    const [owner = '', ...paths] = part.trim().split(/\s+/);
    if (paths.length) routes[owner] = paths;
    return owner;
  });
  const known = (/** @type {[string, string[]]} */ [owner, paths]) => !routesOf || paths.every((p) => routesOf[owner]?.includes(p));
  if (owners.length === 0 || !owners.every((o) => packages.includes(o)) || !Object.entries(routes).every(known)) return { owners: null };
  return Object.keys(routes).length ? { owners, routes } : { owners };
}

/**
 * @param {string} text
 * @param {readonly string[]} packages
 */
const specOwners = (text, packages) => specDeclaration(text, packages).owners;

/** @typedef {{ pages: { expose?: string, file: string, routes: { name: string, path: string }[] }[] }} Manifest */
/** @typedef {{ wide: boolean, reason?: string, routes: string[] }} Reach */

/**
 * `wide` also when pages were reordered: order decides which route wins.
 * @param {Manifest | null} before
 * @param {Manifest} after
 */
function manifestChanges(before, after) {
  const rest = (/** @type {Manifest} */ m) => JSON.stringify({ ...m, pages: undefined });
  const none = { wide: false, routes: new Set(), changedNames: new Set(), addedNames: new Set() };
  if (!before || rest(before) !== rest(after)) return { ...none, wide: true };
  const byFile = (/** @type {Manifest} */ m) => new Map(m.pages.map((p) => [p.file, p]));
  const [old, now] = [byFile(before), byFile(after)];
  const kept = (/** @type {Manifest} */ m, /** @type {Map<string, unknown>} */ other) => m.pages.map((p) => p.file).filter((f) => other.has(f)).join('\n');
  if (kept(before, now) !== kept(after, old)) return { ...none, wide: true };
  /** @type {{ wide: boolean, routes: Set<string>, changedNames: Set<string>, addedNames: Set<string> }} */
  const result = { wide: false, routes: new Set(), changedNames: new Set(), addedNames: new Set() };
  for (const file of new Set([...old.keys(), ...now.keys()])) {
    const [b, a] = [old.get(file), now.get(file)];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    const oldNames = new Set(b?.routes.map((r) => r.name));
    for (const r of [...(b?.routes ?? []), ...(a?.routes ?? [])]) result.routes.add(r.path);
    for (const r of b?.routes ?? []) result.changedNames.add(r.name);
    for (const r of a?.routes ?? []) if (!oldNames.has(r.name)) result.addedNames.add(r.name);
  }
  return result;
}

/**
 * A module using the whole route table sees new names too.
 * @param {string} text
 * @param {{ changedNames: Set<string>, addedNames: Set<string> }} changes
 */
function readsChangedRoutes(text, changes) {
  const anyChange = changes.changedNames.size > 0 || changes.addedNames.size > 0;
  const imports = [...text.matchAll(/^import\s+([^'"]*?)\s+from\s+['"][^'"]*routes\.generated['"];?$/gm)];
  if (imports.some((m) => m[1]?.replace(/\s/g, '') !== '{paths}')) return anyChange;
  const body = imports.reduce((t, m) => t.replace(m[0], ''), text);
  for (const use of body.matchAll(/\bpaths\b(?:\s*\.\s*(\w+)|\s*(\[))?/g)) {
    if (use[1] !== undefined ? changes.changedNames.has(use[1]) : use[2] ? changes.changedNames.size > 0 : anyChange) return true;
  }
  return false;
}

const computedImport = /\b(?:import|require)\(\s*(?:\/\*[^]*?\*\/\s*)?[^'"\s/]|require\.context|import\.meta\.(?:glob|webpackContext)/;

const extensions = ['.ts', '.tsx', '.js', '.jsx', '.cjs', '.mjs', '.json'];

/**
 * @param {string} from
 * @param {string} specifier
 * @param {Set<string>} files
 */
function resolveImport(from, specifier, files) {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, ...extensions.map((e) => base + e), ...extensions.map((e) => `${base}/index${e}`)];
  return candidates.find((c) => files.has(c)) ?? null;
}

/**
 * @param {{ remote: string, changed: string[], sources: { path: string, text: string }[], files: Set<string>, before: Manifest | null, after: Manifest }} input
 * @returns {Reach}
 */
function remoteReach({ remote, changed, sources, files, before, after }) {
  const wide = (/** @type {string} */ reason) => ({ wide: true, reason, routes: [] });
  const manifestFile = `${remote}/routes.json`;
  const routeTable = `${remote}/${ownRoutesFile}`;
  // The type-check proves both generated modules restate routes.json, so its diff stands for them.
  const generated = new Set([routeTable, `${remote}/${exposesTypesFile}`]);
  const changes = manifestChanges(before, after);
  if (changes.wide) return wide(`${manifestFile} changed outside its page entries`);
  const own = sources.filter((s) => s.path.startsWith(`${remote}/`) && !generated.has(s.path) && !isTestFile(s.path));
  /** @type {Map<string, string[]>} */
  const importers = new Map();
  for (const source of own) {
    for (const match of source.text.matchAll(importPattern)) {
      const target = resolveImport(source.path, match[2] ?? '', files);
      if (target) importers.set(target, [...(importers.get(target) ?? []), source.path]);
    }
  }
  const entryPerRoute = new Set(['webpack.config.cjs', 'src/index.ts', 'src/bootstrap.tsx'].map((f) => `${remote}/${f}`));
  // An import the graph cannot follow could reach any file.
  const untraced = own.find((s) => !entryPerRoute.has(s.path) && (computedImport.test(s.text) || s.text.includes(`'@seawave/${remote}`)));
  if (untraced) return wide(`${untraced.path} imports a module the run cannot trace`);
  const pageRoutes = new Map(after.pages.map((p) => [path.posix.join(remote, p.file), p.routes.map((r) => r.path)]));
  /** @type {string[]} */
  const seeds = [];
  for (const file of changed.filter((f) => f.startsWith(`${remote}/`))) {
    if (isTestFile(file) || file === manifestFile || generated.has(file)) continue;
    if (!files.has(file)) return wide(`${file} was removed`);
    seeds.push(file);
  }
  if (changed.includes(routeTable)) seeds.push(...own.filter((s) => resolvesTo(s, routeTable, files) && readsChangedRoutes(s.text, changes)).map((s) => s.path));
  // The build config and standalone entry use each entry apart; other readers see every entry.
  if (changes.routes.size > 0) seeds.push(...own.filter((s) => !entryPerRoute.has(s.path) && resolvesTo(s, manifestFile, files)).map((s) => s.path));
  const routes = new Set(changes.routes);
  for (const seed of seeds) {
    const seen = new Set([seed]);
    for (const queue = [seed]; queue.length > 0; ) {
      const file = /** @type {string} */ (queue.pop());
      const by = importers.get(file) ?? [];
      const ofPage = pageRoutes.get(file);
      if (ofPage) for (const r of ofPage) routes.add(r);
      else if (by.length === 0) return wide(`${seed} is not only page code (it reaches ${file})`);
      for (const next of by.filter((f) => !seen.has(f))) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return { wide: false, routes: [...routes].sort() };
}

/**
 * @param {{ path: string, text: string }} source
 * @param {string} target
 * @param {Set<string>} files
 */
const resolvesTo = (source, target, files) => [...source.text.matchAll(importPattern)].some((m) => resolveImport(source.path, m[2] ?? '', files) === target);

/**
 * @typedef {{
 *   everything: boolean, reason: string,
 *   packages: string[], containers: string[],
 *   specs: string[], allSpecs: boolean, rootChecks: boolean,
 *   undeclared: string[], reach: Record<string, Reach>
 * }} Plan
 */

/**
 * Without `reach`, any change to a container runs every spec naming it.
 * @param {{ changed: string[], packages: readonly string[], graph: Graph, specs: Spec[], reach?: Record<string, Reach> }} input
 * @returns {Plan}
 */
function planFor({ changed, packages, graph, specs, reach = {} }) {
  const kinds = changed.map((file) => ({ file, kind: classifyFile(file, packages) }));
  const undeclared = specs.filter((s) => s.owners === null).map((s) => s.name);
  const root = kinds.find((k) => k.kind.kind === 'everything');
  if (root) {
    return { everything: true, reason: `${root.file} is not in a package`, packages: [...packages], containers: containers.map((c) => c.dir), specs: specs.map((s) => s.name), allSpecs: true, rootChecks: true, undeclared, reach: {} };
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
  // Narrow a remote only when nothing it uses is affected.
  /** @type {Record<string, Reach>} */
  const narrowed = Object.fromEntries(
    Object.entries(reach).filter(([remote, r]) => !r.wide && affected.has(remote) && !(graph[remote]?.uses ?? []).some((u) => affected.has(u))),
  );
  const reaches = (/** @type {Spec} */ s, /** @type {string} */ owner) => {
    const declared = s.routes?.[owner];
    const found = narrowed[owner]?.routes;
    return !declared || !found || declared.some((r) => found.includes(r));
  };
  const runs = (/** @type {Spec} */ s) =>
    allSpecs || changedSpecs.has(s.name) || s.owners === null || s.owners === 'always' || s.owners.some((o) => affected.has(o) && reaches(s, o));
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
    reach: Object.fromEntries(Object.entries(reach).filter(([remote]) => affected.has(remote))),
  };
}

/** @param {string[]} args */
const git = (args, root = repoRoot) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
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
 * Committed, staged, unstaged and untracked.
 * @param {string} base
 */
function changedFiles(base, root = repoRoot) {
  const lines = (/** @type {string} */ out) => out.split('\n').filter(Boolean);
  return [...new Set([...lines(git(['diff', '--name-only', '--no-renames', base], root)), ...lines(git(['ls-files', '--others', '--exclude-standard'], root))])].sort();
}

/**
 * @param {readonly string[]} packages
 */
function sourceFiles(packages, root = repoRoot) {
  const listed = git(['ls-files', '--cached', '--others', '--exclude-standard', '--', ...packages, E2E], root).split('\n');
  return listed
    .filter((f) => /\.[cm]?[jt]sx?$/.test(f) && fs.existsSync(path.join(root, f)))
    .map((f) => ({ path: f, text: fs.readFileSync(path.join(root, f), 'utf8') }));
}

/**
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

const remotes = containers.filter((c) => !c.host).map((c) => c.dir);

/**
 * @returns {Record<string, Manifest>}
 */
function manifests(root = repoRoot) {
  return Object.fromEntries(remotes.map((r) => [r, JSON.parse(fs.readFileSync(path.join(root, r, 'routes.json'), 'utf8'))]));
}

/**
 * @param {readonly string[]} packages
 * @returns {Spec[]}
 */
function e2eSpecs(packages, root = repoRoot) {
  const folder = path.join(root, specFolder);
  const routesOf = Object.fromEntries(Object.entries(manifests(root)).map(([r, m]) => [r, m.pages.flatMap((p) => p.routes.map((x) => x.path))]));
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
    .map((name) => ({ name, ...specDeclaration(fs.readFileSync(path.join(folder, name), 'utf8'), packages, routesOf) }));
}

/**
 * @param {string} base
 * @param {string[]} changed
 * @param {{ path: string, text: string }[]} sources
 * @returns {Record<string, Reach>}
 */
function reachOfChange(base, changed, sources, root = repoRoot) {
  const files = new Set(git(['ls-files', '--cached', '--others', '--exclude-standard', '--', ...remotes], root).split('\n').filter((f) => fs.existsSync(path.join(root, f))));
  const now = manifests(root);
  /** @param {string} remote */
  const before = (remote) => {
    try {
      return /** @type {Manifest} */ (JSON.parse(git(['show', `${base}:${remote}/routes.json`], root)));
    } catch {
      return null;
    }
  };
  return Object.fromEntries(
    remotes
      .filter((r) => changed.some((f) => f.startsWith(`${r}/`)))
      .map((remote) => [remote, remoteReach({ remote, changed, sources, files, before: before(remote), after: /** @type {Manifest} */ (now[remote]) })]),
  );
}

/**
 * @param {{ since?: string }} [options]
 * @returns {Plan & { base: string, label: string, changed: string[] }}
 */
function planAffected({ since } = {}, root = repoRoot) {
  const packages = workspacePackages(root);
  const { base, label } = changeBase(since, root);
  const changed = changedFiles(base, root);
  const sources = sourceFiles(packages, root);
  const graph = importGraph(sources, packages, declaredDependencies(packages, root));
  const reach = reachOfChange(base, changed, sources, root);
  return { ...planFor({ changed, packages, graph, specs: e2eSpecs(packages, root), reach }), base, label, changed };
}

module.exports = {
  workspacePackages,
  classifyFile,
  importedPackages,
  importGraph,
  affectedPackages,
  specOwners,
  specDeclaration,
  manifestChanges,
  readsChangedRoutes,
  resolveImport,
  remoteReach,
  planFor,
  changeBase,
  changedFiles,
  sourceFiles,
  declaredDependencies,
  e2eSpecs,
  planAffected,
};
