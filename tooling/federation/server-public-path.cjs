// @ts-check
/**
 * Federation runtime plugin of a remote's Node build: sets the build's public
 * path to the folder of the browser build it belongs to (`builds/<id>/`, the
 * parent of the `server/` folder its remote entry was loaded from), found in
 * the host's registration of this remote. Chunks then load from
 * `builds/<id>/server/…` and asset URLs come out exactly as the browser
 * build computes them (`builds/<id>/assets/…`), so server-rendered markup
 * matches what hydration renders.
 * @returns {import('@module-federation/runtime').FederationRuntimePlugin}
 */
function serverPublicPath() {
  return {
    name: 'seawave-server-public-path',
    beforeInit(args) {
      const self = args.options.name;
      // The federation runtime's registry of instances (each with the remotes it registered).
      const registry = /** @type {{ __FEDERATION__?: { __INSTANCES__?: { options?: { remotes?: { name: string, entry?: string }[] } }[] } }} */ (
        /** @type {unknown} */ (globalThis)
      );
      const instances = registry.__FEDERATION__?.__INSTANCES__ ?? [];
      for (const instance of instances) {
        const remote = instance.options?.remotes?.find((r) => r.name === self && typeof r.entry === 'string');
        if (remote?.entry) {
          // webpack's public path of this build (compiled to __webpack_require__.p).
          // eslint-disable-next-line no-undef -- a free variable webpack provides
          __webpack_public_path__ = new URL('../', remote.entry).href;
          return args;
        }
      }
      throw new Error(`${self}: no host registered this remote's Node build, so its public path is unknown`);
    },
  };
}

module.exports = serverPublicPath;
module.exports.default = serverPublicPath;
