// @ts-check
const path = require('node:path');
const { installedVersion } = require('../federation/shared.cjs');

const federationRuntimeVersion = installedVersion('@module-federation/enhanced');

/**
 * Writes shared-contract.json: the names the container's own code imports from each shared module and, for the
 * host, the names each shared module it provides exports. A singleton is the shell's copy at run time, so the
 * release command checks a remote's imports against the deployed shell's exports.
 */
class SharedContractPlugin {
  /** @param {{ shared: Record<string, object>, host: boolean, workspace?: string }} options workspace: the folder holding the `@seawave/<dir>` packages */
  constructor({ shared, host, workspace = path.resolve(__dirname, '../..') }) {
    this.requests = new Set(Object.keys(shared));
    this.host = host;
    // Only the container's own code is held to the contract, not the shared packages' files.
    this.sharedSources = [...this.requests].filter((r) => r.startsWith('@seawave/')).map((r) => path.join(workspace, r.replace('@seawave/', '')) + path.sep);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        /** @type {Map<string, Set<string>>} */
        const imports = new Map();
        /** @type {Record<string, string[]>} */
        const exports = {};
        for (const module of compilation.modules) {
          const resource = /** @type {{ resource?: string }} */ (module).resource ?? '';
          if (this.host && module.type === 'provide-module') {
            const { _name: key } = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module));
            const dependency = module.blocks.flatMap((block) => block.dependencies)[0] ?? module.dependencies[0];
            const provided = dependency ? compilation.moduleGraph.getModule(dependency) : null;
            const names = provided ? compilation.moduleGraph.getProvidedExports(provided) : null;
            if (key && Array.isArray(names)) exports[key] = [...names].sort();
          }
          if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`) || this.sharedSources.some((dir) => resource.startsWith(dir))) continue;
          for (const dependency of module.dependencies) {
            const { request, ids } = /** @type {{ request?: string, ids?: string[] }} */ (dependency);
            if (!request || !this.requests.has(request) || !Array.isArray(ids) || ids.length === 0 || !ids[0]) continue;
            if (!imports.has(request)) imports.set(request, new Set());
            imports.get(request)?.add(ids[0]);
          }
        }
        const contract = {
          federationRuntime: federationRuntimeVersion,
          imports: Object.fromEntries([...imports].sort(([a], [b]) => a.localeCompare(b)).map(([request, names]) => [request, [...names].sort()])),
          ...(this.host ? { exports } : {}),
        };
        compilation.emitAsset('shared-contract.json', new sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`));
      });
    });
  }
}

module.exports = { SharedContractPlugin, federationRuntimeVersion };
