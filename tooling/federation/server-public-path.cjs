// @ts-check
/**
 * A remote's Node build loads from `builds/<id>/` like its browser build, so server-rendered URLs match hydration.
 * @returns {import('@module-federation/runtime').ModuleFederationRuntimePlugin}
 */
function serverPublicPath() {
  return {
    name: 'seawave-server-public-path',
    beforeInit(args) {
      const self = args.options.name;
      const registry = /** @type {{ __FEDERATION__?: { __INSTANCES__?: { options?: { remotes?: { name: string, entry?: string }[] } }[] } }} */ (
        /** @type {unknown} */ (globalThis)
      );
      const instances = registry.__FEDERATION__?.__INSTANCES__ ?? [];
      for (const instance of instances) {
        const remote = instance.options?.remotes?.find((r) => r.name === self && typeof r.entry === 'string');
        if (remote?.entry) {
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
