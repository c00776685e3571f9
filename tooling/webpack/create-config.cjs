// @ts-check
/**
 * The one webpack + Module Federation configuration every container uses.
 * A container (the shell or a remote) calls `createContainerConfig` with its
 * name, port and exposed modules; everything else (transpiling, assets,
 * shared singletons, production builds of dependencies, dev server) is here.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const svgToMiniDataURI = require('mini-svg-data-uri');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules, installedVersion } = require('../federation/shared.cjs');
const { exposesOf, publishedManifest, withExtraPages } = require('../federation/route-manifest.cjs');

const root = path.resolve(__dirname, '../..');
const nodeModules = path.join(root, 'node_modules');

/**
 * @typedef {object} ContainerOptions
 * @property {string} dir          the container's folder (its __dirname)
 * @property {string} name         federation name, a JS identifier (e.g. "mfePublic")
 * @property {number} port         port of its dev server
 * @property {import('../federation/route-manifest.cjs').Manifest} [manifest]  a remote's route manifest
 *   (its routes.json): the federation contract, from which its exposes derive
 * @property {string} title        document title of its standalone page
 * @property {string[]} [runtimePlugins] federation runtime plugins (host only)
 * @property {string} [publicDir]  static files copied as they are into dist
 * @property {boolean} [host]      the host (shell): provides the federation runtime to remotes
 */

/** swc options shared by webpack and jest (see tooling/jest). */
function swcOptions(/** @type {boolean} */ production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: {
        react: {
          runtime: 'automatic',
          importSource: '@emotion/react',
          development: !production,
          refresh: false,
        },
      },
      // Emotion's own compiler step: the CSS in css`` is minified at build
      // time (smaller chunks), with the same output for the browser and Node builds.
      experimental: {
        plugins: [[require.resolve('@swc/plugin-emotion'), { sourceMap: false, autoLabel: 'never' }]],
        // The compiled plugin's cache (swc would otherwise write .swc/ into every package).
        cacheRoot: path.join(nodeModules, '.cache', 'swc'),
      },
    },
  };
}

/** Emits `routes.json` (the remote's published route manifest) into the build. */
class RouteManifestPlugin {
  /** @param {import('../federation/route-manifest.cjs').Manifest} manifest */
  constructor(manifest) {
    this.manifest = manifest;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(publishedManifest(this.manifest))}\n`));
      });
    });
  }
}

/** The federation runtime's version, the same for every container built from this repository. */
const federationRuntimeVersion = installedVersion('@module-federation/enhanced');

/**
 * Emits `shared-contract.json` beside mf-manifest.json: the names the
 * container's own code imports from each shared module, and (the host) the
 * names each shared module it provides exports, with the federation
 * runtime's version. The release command checks a remote's imports against
 * the deployed shell's exports (scripts/lib/release/compatibility.mjs): a
 * singleton is the shell's copy at run time, whatever the remote was built with.
 */
class SharedContractPlugin {
  /** @param {{ shared: Record<string, object>, host: boolean }} options */
  constructor({ shared, host }) {
    this.requests = new Set(Object.keys(shared));
    this.host = host;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // The shared packages' own files import each other; only the container's code is held to the contract.
    const sharedSources = [...this.requests].filter((r) => r.startsWith('@seawave/')).map((r) => path.join(root, r.replace('@seawave/', '')) + path.sep);
    compiler.hooks.thisCompilation.tap('SharedContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        /** @type {Map<string, Set<string>>} */
        const imports = new Map();
        /** @type {Record<string, string[]>} */
        const exports = {};
        for (const module of compilation.modules) {
          const resource = /** @type {{ resource?: string }} */ (module).resource ?? '';
          if (this.host && module.type === 'provide-module') {
            // The module the host provides under a share key (its fallback-free copy).
            const { _name: key } = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module));
            const dependency = module.blocks.flatMap((block) => block.dependencies)[0] ?? module.dependencies[0];
            const provided = dependency ? compilation.moduleGraph.getModule(dependency) : null;
            const names = provided ? compilation.moduleGraph.getProvidedExports(provided) : null;
            if (key && Array.isArray(names)) exports[key] = [...names].sort();
          }
          if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`) || sharedSources.some((dir) => resource.startsWith(dir))) continue;
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

/** Module resolution shared by the browser and Node builds. */
function clientResolve(/** @type {boolean} */ production) {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: {
      // The federation runtime is required (CJS) by the bundler runtime
      // and imported (ESM) by the runtime-sharing plugin: point both at its
      // ES module build, so the page carries one copy and unused exports
      // are dropped (about 5 KB gzip less on the shell's entry, 6 KB on
      // each remote entry, than with the CommonJS build).
      '@module-federation/runtime-core$': path.join(nodeModules, '@module-federation/runtime-core/dist/index.js'),
      '@module-federation/sdk$': path.join(nodeModules, '@module-federation/sdk/dist/index.js'),
      ...(production
        ? {
            // react-router's exports map names only its development build.
            'react-router$': path.join(nodeModules, 'react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(nodeModules, 'react-router/dist/production/dom-export.mjs'),
          }
        : {}),
    },
  };
}

/**
 * Transpiling and assets. The Node build names the same asset files as the
 * browser build (same name and hash), without emitting them again, so a
 * server-rendered <img src> is exactly the one the browser computes.
 */
function moduleRules(/** @type {boolean} */ production, /** @type {{ emitAssets: boolean }} */ { emitAssets }) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: { loader: 'swc-loader', options: swcOptions(production) },
    },
    {
      // `import url from './picture.svg?inline'` embeds a small picture
      // as a data URL (for what must paint with the first render, such
      // as the hero's first layer, the home page's LCP element). An SVG is
      // embedded as URL-encoded text, not base64: about a third shorter,
      // and it still compresses (in the chunk and in the prerendered HTML).
      test: /\.svg$/i,
      resourceQuery: /inline/,
      type: 'asset/inline',
      generator: { dataUrl: (/** @type {Buffer} */ content) => svgToMiniDataURI(content.toString()) },
    },
    {
      test: /\.(png|jpe?g|webp|avif|gif)$/i,
      resourceQuery: /inline/,
      type: 'asset/inline',
    },
    {
      test: /\.(svg|png|jpe?g|webp|avif|gif|ico|mp4|webm|pdf|woff2?)$/i,
      resourceQuery: { not: [/inline/] },
      type: 'asset/resource',
      generator: { emit: emitAssets },
    },
  ];
}

/**
 * A remote's builds stay available under versioned paths: every file of a
 * client build is also written to `builds/<id>/` (id: the build's content
 * hash), and earlier builds' folders are kept (`output.clean` spares
 * `builds/`, the newest `keptBuilds` are kept). The build's mf-manifest.json
 * names its id (`metaData.buildId`) and its Node build
 * (`metaData.ssrRemoteEntry`, `builds/<id>/server/remoteEntry.js`). A
 * prerendered page records the manifest of the exact build it was rendered
 * with, so the browser hydrates it with that build even after the remote was
 * redeployed.
 */
class VersionedBuildPlugin {
  /** @param {{ ssr: boolean }} options  ssr: the remote has a Node build (staff remotes are never prerendered) */
  constructor({ ssr }) {
    this.ssr = ssr;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('VersionedBuildPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VersionedBuildPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, (assets) => {
        const id = (compilation.fullHash ?? compilation.hash ?? '').slice(0, 16);
        if (!id) throw new Error('VersionedBuildPlugin: the compilation has no hash');
        const manifestAsset = compilation.getAsset('mf-manifest.json');
        if (!manifestAsset) throw new Error('VersionedBuildPlugin: the build emitted no mf-manifest.json');
        const manifest = JSON.parse(manifestAsset.source.source().toString());
        manifest.metaData.buildId = id;
        if (this.ssr) manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: `builds/${id}/server`, type: 'commonjs-module' };
        compilation.updateAsset('mf-manifest.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        for (const name of Object.keys(assets)) {
          // Source maps are written outside the build folder (names starting '../') and never versioned.
          if (name.startsWith('builds/') || name.startsWith('../')) continue;
          const asset = compilation.getAsset(name);
          if (asset) compilation.emitAsset(`builds/${id}/${name}`, asset.source, asset.info);
        }
      });
    });
    compiler.hooks.afterEmit.tap('VersionedBuildPlugin', () => pruneBuilds(path.join(compiler.outputPath, 'builds'), keptBuilds));
  }
}

/** How many builds of a remote stay available for pages prerendered with them. */
const keptBuilds = 5;

/** Deletes all but the newest `keep` build folders. */
function pruneBuilds(/** @type {string} */ dir, /** @type {number} */ keep) {
  if (!fs.existsSync(dir)) return;
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, time: fs.statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of folders.slice(keep)) fs.rmSync(path.join(dir, old.name), { recursive: true, force: true });
  // Builds made before source maps moved out of the build folder must not deploy theirs.
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.map')) fs.rmSync(path.join(dir, file), { force: true });
  }
}

/**
 * Source maps are build artefacts, never deployed: written under
 * `source-maps/` beside the build folder (same layout) and not linked from
 * the code, so no hosting folder holds them and no browser asks for them.
 */
function sourceMaps(/** @type {string} */ dist, /** @type {string} */ outputPath) {
  const maps = path.join(path.dirname(dist), 'source-maps', path.relative(dist, outputPath));
  return { devtool: /** @type {const} */ ('hidden-source-map'), sourceMapFilename: `${path.relative(outputPath, maps).split(path.sep).join('/')}/[file].map` };
}

/** The build id of a remote's current client build (its dist's mf-manifest.json), which its Node build joins. */
function currentBuildVersion(/** @type {string} */ dist) {
  const file = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the client (webpack --mode production) before the Node build (--env server)`);
  const version = JSON.parse(fs.readFileSync(file, "utf8")).metaData?.buildId;
  if (typeof version !== 'string') throw new Error(`${file} names no build version`);
  return version;
}

/** Every shared module provided by the host only: a remote's Node build uses the shell's React, router, emotion and stores (one copy per process). */
function providedByHost(/** @type {Record<string, object>} */ shared) {
  return Object.fromEntries(Object.entries(shared).map(([request, options]) => [request, { ...options, import: false }]));
}

/**
 * The Node build of a container, for server rendering: `async-node`, a
 * `commonjs-module` container, and @module-federation/node's runtime plugin,
 * which fetches a remote's chunks over HTTP from where its remote entry was
 * loaded. The shell's Node build is the renderer (src/server.tsx); a remote's
 * joins its client build under `builds/<id>/server`.
 * @param {ContainerOptions} options
 * @param {import('../federation/route-manifest.cjs').Manifest | undefined} manifest
 * @param {string} dist  the build folder (the container's dist, or another with `--env dist=<folder>`)
 * @returns {import('webpack').Configuration}
 */
function serverConfig(options, manifest, dist) {
  const { dir, name, host: isHost = false } = options;
  // The shell's renderer is read from its dist by the prerender command; a
  // remote's Node build joins its browser build's versioned folder and is
  // fetched over HTTP, with chunks under server/ and the browser's assets.
  const output = isHost
    ? { path: path.join(dist, 'server'), filename: '[name].js', chunkFilename: '[name].[contenthash].js' }
    : { path: path.join(dist, 'builds', currentBuildVersion(dist)), filename: 'server/[name].js', chunkFilename: 'server/[name].[contenthash].js' };
  const maps = sourceMaps(dist, output.path);
  return {
    name: 'server',
    mode: 'production',
    context: dir,
    entry: isHost ? { render: './src/server/index.ts' } : {},
    target: 'async-node',
    devtool: maps.devtool,
    node: { __dirname: false, __filename: false },
    output: {
      ...output,
      sourceMapFilename: maps.sourceMapFilename,
      // The shell's asset URLs are root-relative, as in its browser build; a
      // remote's public path is set when it is loaded (server-public-path).
      publicPath: isHost ? '/' : '',
      uniqueName: `${name}Server`,
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      library: { type: 'commonjs-module' },
      clean: isHost,
    },
    resolve: clientResolve(true),
    module: { rules: moduleRules(true, { emitAssets: false }) },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isHost ? 'remoteEntry.js' : 'server/remoteEntry.js',
        exposes: manifest ? exposesOf(manifest) : {},
        remotes: {},
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        shared: isHost ? sharedModules : providedByHost(sharedModules),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isHost ? [] : [require.resolve('../federation/server-public-path.cjs')]),
        ],
      }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** @param {ContainerOptions} options */
function createContainerConfig(options) {
  const { dir, name, port, title, runtimePlugins = [], publicDir, host: isHost = false } = options;

  /**
   * `--env extraPages=<file>` adds the pages of another manifest file to the
   * remote's own (the end-to-end tests build a remote with an extra page).
   * @type {(env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration}
   */
  return (env, argv) => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const manifest =
      options.manifest && typeof env.extraPages === 'string' ? withExtraPages(options.manifest, env.extraPages) : options.manifest;
    const exposes = manifest ? exposesOf(manifest) : {};
    // `--env dist=<folder>`: build into another folder than the container's dist (a test's redeploy).
    const dist = typeof env.dist === 'string' ? path.resolve(env.dist) : path.join(dir, 'dist');
    // `--env server`: the Node build (after the browser build, whose version it joins).
    if (env.server) return serverConfig(options, manifest, dist);
    const versioned = production && !isHost;
    const maps = sourceMaps(dist, dist);
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: production ? maps.devtool : 'eval-cheap-module-source-map',
      output: {
        path: dist,
        ...(production ? { sourceMapFilename: maps.sourceMapFilename } : {}),
        // The shell is always served at its origin's root, so its chunks and
        // assets have root-relative URLs, the same in the server-rendered
        // HTML; a remote's are relative to where its remote entry was loaded.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash].js' : '[name].js',
        // Hashed in development too: the shared router's provide and fallback
        // chunks share a name, and only their contents tell them apart.
        chunkFilename: '[name].[contenthash].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        clean: versioned ? { keep: /^builds[\\/]/ } : true,
      },
      resolve: clientResolve(production),
      module: { rules: moduleRules(production, { emitAssets: true }) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // The host registers remotes at runtime from remotes.json.
          remotes: {},
          shared: sharedModules,
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins,
          // One federation runtime per page: the shell provides it, and
          // production remotes use it instead of carrying their own copy
          // (about 20 KB gzip less per remote). Development builds keep
          // their own runtime so a remote also runs standalone.
          // target 'web': the runtime's Node script loading is left out of
          // the browser build (the Node builds are configured separately).
          experiments: {
            optimization: { target: 'web' },
            ...(isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
          },
        }),
        // The host's page is app.html, the template the page function renders
        // every page into. A production build has no index.html: Hosting would
        // serve it for / instead of the function. The dev server serves
        // index.html for every path.
        ...(isHost ? (production ? ['app.html'] : ['index.html', 'app.html']) : ['index.html']).map(
          (filename) =>
            new HtmlWebpackPlugin({
              filename,
              // A container may bring its own page (the shell does); remotes
              // share one for their standalone development page.
              template: fs.existsSync(path.join(dir, 'src/index.html'))
                ? path.join(dir, 'src/index.html')
                : path.join(__dirname, 'remote-index.html'),
              title,
              chunks: ['main'],
              // index.html is served for every deep link (/blog/abc/...), so its
              // script must not be a relative URL. Chunks still use publicPath
              // 'auto' (derived from the script's own URL), which lets the
              // shell's federation runtime load remotes from any origin.
              publicPath: '/',
              scriptLoading: 'defer',
              minify: production,
            }),
        ),
        ...(publicDir
          ? [new CopyWebpackPlugin({ patterns: [{ from: path.join(dir, publicDir), to: '.' }] })]
          : []),
        // The remote's routes, published beside its mf-manifest.json: the shell
        // reads them at run time, so a new page needs no shell build.
        ...(manifest ? [new RouteManifestPlugin(manifest)] : []),
        ...(production ? [new SharedContractPlugin({ shared: sharedModules, host: isHost })] : []),
        ...(versioned ? [new VersionedBuildPlugin({ ssr: !manifest?.staff })] : []),
      ],
      optimization: {
        // Keep the federation runtime and shared fallbacks splittable.
        splitChunks: { chunks: 'async' },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}

module.exports = { createContainerConfig, swcOptions };
