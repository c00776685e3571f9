// @ts-check
// Shared modules are the shell's singletons at run time (strictVersion: false): a remote needing more than the
// deployed shell provides would fail in visitors' browsers, so this refuses it before the release, from build files.

/**
 * @typedef {{ name: string, version: string, requiredVersion?: string | false }} SharedModule
 * @typedef {{ metaData: { name: string, pluginVersion: string, buildId?: string }, shared: SharedModule[] }} FederationManifest
 * @typedef {{ federationRuntime: string, imports: Record<string, string[]>, exports?: Record<string, string[]> }} SharedContract
 * @typedef {{ remote: string, pages: { expose: string, routes: { name: string, path: string }[] }[] }} RouteManifest
 * @typedef {{ manifest: FederationManifest, contract: SharedContract, routes: RouteManifest }} RemoteBuild
 * @typedef {{ manifest: FederationManifest, contract: SharedContract }} ShellBuild
 */

/** @param {string} version */
const parts = (version) => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
};

/**
 * An exact version or a caret range, the forms tooling/federation/shared.cjs writes; any other range is refused.
 * @param {string} version
 * @param {string} range
 */
export function satisfies(version, range) {
  const have = parts(version);
  const caret = range.startsWith('^');
  const want = parts(caret ? range.slice(1) : range);
  if (!have || !want) throw new Error(`cannot compare version "${version}" with range "${range}"`);
  if (!caret) return have.every((n, i) => n === want[i]);
  const [major, minor, patch] = /** @type {[number, number, number]} */ (have);
  const [wantMajor, wantMinor, wantPatch] = /** @type {[number, number, number]} */ (want);
  if (major !== wantMajor) return false;
  if (wantMajor === 0 && minor !== wantMinor) return false;
  return minor !== wantMinor ? minor > wantMinor : patch >= wantPatch;
}

/**
 * Case-insensitive, as the router matches.
 * @param {readonly RouteManifest[]} manifests
 */
function routeOwners(manifests) {
  /** @type {Map<string, { remote: string, expose: string, name: string }>} */
  const owners = new Map();
  for (const manifest of manifests) {
    for (const page of manifest.pages) {
      for (const route of page.routes) owners.set(route.path.toLowerCase(), { remote: manifest.remote, expose: page.expose, name: route.name });
    }
  }
  return owners;
}

/**
 * @param {{ remote: string, candidate: RemoteBuild, shell: ShellBuild, otherRoutes: readonly RouteManifest[] }} composition
 * @returns {string[]}
 */
export function compatibilityProblems({ remote, candidate, shell, otherRoutes }) {
  /** @type {string[]} */
  const problems = [];
  const built = candidate.manifest.metaData.name;
  if (built !== remote) problems.push(`the build is of "${built}", not of ${remote}`);

  // One major version of the federation runtime: the shell provides it to every remote.
  const runtime = { remote: candidate.manifest.metaData.pluginVersion, shell: shell.manifest.metaData.pluginVersion };
  if (parts(runtime.remote)?.[0] !== parts(runtime.shell)?.[0]) {
    problems.push(
      `federation runtime: ${remote} is built with @module-federation/enhanced ${runtime.remote}, the deployed shell provides ${runtime.shell}; shell and remotes must stay on one major version`,
    );
  }

  const provided = new Map(shell.manifest.shared.map((module) => [module.name, module.version]));
  for (const module of candidate.manifest.shared) {
    if (!module.requiredVersion) continue;
    const version = provided.get(module.name);
    if (version === undefined) problems.push(`${module.name}: ${remote} needs ${module.requiredVersion} (built with ${module.version}); the deployed shell does not provide it`);
    else if (!satisfies(version, module.requiredVersion)) {
      problems.push(`${module.name}: ${remote} needs ${module.requiredVersion} (built with ${module.version}); the deployed shell provides ${version}`);
    }
  }

  // The names the remote imports must exist in the shell's copy, whatever the version numbers say.
  for (const [request, names] of Object.entries(candidate.contract.imports)) {
    const exported = shell.contract.exports?.[request];
    if (!exported) continue;
    const missing = names.filter((name) => !exported.includes(name));
    if (missing.length === 0) continue;
    const version = provided.get(request);
    problems.push(
      `${request}: ${remote} imports ${missing.map((name) => `"${name}"`).join(', ')}, which the deployed shell's ${request}${version ? ` ${version}` : ''} does not export`,
    );
  }

  // No two remotes claim one path (or one route name, from which the links derive).
  const owners = routeOwners(otherRoutes.filter((manifest) => manifest.remote !== remote));
  const names = new Map([...owners.values()].map((owner) => [owner.name, owner]));
  for (const page of candidate.routes.pages) {
    for (const route of page.routes) {
      const owner = owners.get(route.path.toLowerCase());
      if (owner) problems.push(`route "${route.path}" (${page.expose}): already served by ${owner.remote} (${owner.expose})`);
      const named = names.get(route.name);
      if (named) problems.push(`route name "${route.name}" (${route.path}): already used by ${named.remote} (${named.expose})`);
    }
  }
  return problems;
}
