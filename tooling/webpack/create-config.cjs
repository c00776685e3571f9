// @ts-check
/// <reference types="webpack-dev-server" />
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const svgToMiniDataURI = require('mini-svg-data-uri');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('../federation/shared.cjs');
const { SharedContractPlugin } = require('./shared-contract.cjs');
const { exposesOf, publishedManifest, siteManifests, withExtraPages } = require('../federation/route-manifest.cjs');
const { pruneBuilds, releasedBuilds } = require('./prune-builds.cjs');
const { withReleasePins } = require('../release-pins.cjs');

const root = path.resolve(__dirname, '../..');
const nodeModules = path.join(root, 'node_modules');

/**
 * @typedef {object} ContainerOptions
 * @property {string} dir
 * @property {string} name
 * @property {number} port
 * @property {import('../federation/route-manifest.cjs').Manifest} [manifest]
 * @property {string} title
 * @property {string[]} [runtimePlugins]
 * @property {string} [publicDir]
 * @property {boolean} [host]
 */

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
      // Minifies css`` at build time, identically for the browser and Node builds.
      experimental: {
        plugins: [[require.resolve('@swc/plugin-emotion'), { sourceMap: false, autoLabel: 'never' }]],
        // Otherwise swc writes .swc/ into every package.
        cacheRoot: path.join(nodeModules, '.cache', 'swc'),
      },
    },
  };
}

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

/** @param {boolean} production */
function clientResolve(production) {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: {
      // Both the CJS require and the ESM import get the ES build: one tree-shaken copy per page.
      '@module-federation/runtime-core$': path.join(nodeModules, '@module-federation/runtime-core/dist/index.js'),
      '@module-federation/sdk$': path.join(nodeModules, '@module-federation/sdk/dist/index.js'),
      // Firestore's SDK imports re2js (about a third of the live-list chunk) only to evaluate pipeline regex and LIKE
      // expressions locally; the site uses no pipelines (lint forbids them).
      re2js$: path.join(__dirname, 'no-re2js.cjs'),
      'hoist-non-react-statics$': path.join(__dirname, 'no-hoist-statics.cjs'),
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

/** The Node build names the browser build's asset files without emitting them, so server-rendered URLs match. */
function moduleRules(/** @type {boolean} */ production, /** @type {{ emitAssets: boolean }} */ { emitAssets }) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: { loader: 'swc-loader', options: swcOptions(production) },
    },
    {
      // `?inline`: a data URL for what must paint first (the LCP element); URL-encoded SVG beats base64.
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

/** Keeps recent builds under builds/<id>/ so a prerendered page hydrates with the build it was rendered with. */
class VersionedBuildPlugin {
  /** @param {{ ssr: boolean }} options */
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
          // '../': source maps, which live outside the build folder.
          if (name.startsWith('builds/') || name.startsWith('../')) continue;
          const asset = compilation.getAsset(name);
          if (asset) compilation.emitAsset(`builds/${id}/${name}`, asset.source, asset.info);
        }
      });
    });
    compiler.hooks.afterEmit.tap('VersionedBuildPlugin', () => pruneBuilds(path.join(compiler.outputPath, 'builds'), keptBuilds, releasedBuilds()));
  }
}

const keptBuilds = 5;


/** Source maps go beside the build folder, unlinked, so they are never deployed nor requested. */
function sourceMaps(/** @type {string} */ dist, /** @type {string} */ outputPath) {
  const maps = path.join(path.dirname(dist), 'source-maps', path.relative(dist, outputPath));
  return { devtool: /** @type {const} */ ('hidden-source-map'), sourceMapFilename: `${path.relative(outputPath, maps).split(path.sep).join('/')}/[file].map` };
}

function currentBuildVersion(/** @type {string} */ dist) {
  const file = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the client (webpack --mode production) before the Node build (--env server)`);
  const version = JSON.parse(fs.readFileSync(file, "utf8")).metaData?.buildId;
  if (typeof version !== 'string') throw new Error(`${file} names no build version`);
  return version;
}

/**
 * @template {object} T
 * @param {Record<string, T>} shared
 * @returns {Record<string, T & { import: false }>}
 */
function providedByHost(shared) {
  return Object.fromEntries(Object.entries(shared).map(([request, options]) => [request, { ...options, import: /** @type {const} */ (false) }]));
}

/**
 * The shell's Node build is the renderer; a remote's joins its client build under `builds/<id>/server`.
 * @param {ContainerOptions} options
 * @param {import('../federation/route-manifest.cjs').Manifest | undefined} manifest
 * @param {string} dist
 * @returns {import('webpack').Configuration}
 */
function serverConfig(options, manifest, dist) {
  const { dir, name, host: isHost = false } = options;
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

function routesAtBuild() {
  return Object.fromEntries(
    siteManifests().map(({ name, manifest }) => [name, Object.fromEntries(manifest.pages.flatMap((page) => page.routes.map((route) => [route.name, route.path])))]),
  );
}

/** @param {ContainerOptions} options */
function createContainerConfig(options) {
  const { dir, name, port, title, runtimePlugins = [], publicDir, host: isHost = false } = options;

  /** @type {(env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration} */
  return (env, argv) => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const manifest =
      options.manifest && typeof env.extraPages === 'string' ? withExtraPages(options.manifest, env.extraPages) : options.manifest;
    const exposes = manifest ? exposesOf(manifest) : {};
    // `--env extraPages` and `--env dist` let the end-to-end tests add a page and redeploy.
    const dist = typeof env.dist === 'string' ? path.resolve(env.dist) : path.join(dir, 'dist');
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
        // The shell is always served at its origin's root; a remote's URLs follow where its entry was loaded.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash].js' : '[name].js',
        // Hashed in development too: the shared router's provide and fallback chunks share a name.
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
          // One runtime per page, the shell's; development remotes keep their own to run standalone.
          experiments: {
            optimization: { target: 'web' },
            ...(isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
          },
        }),
        // The addresses as of this build, which the shell links to only while a remote's manifest cannot be read.
        ...(isHost ? [new (require('webpack').DefinePlugin)({ __ROUTES_AT_BUILD__: JSON.stringify(routesAtBuild()) })] : []),
        // No production index.html: Hosting would serve it for / instead of the page function.
        ...(isHost ? (production ? ['app.html'] : ['index.html', 'app.html']) : ['index.html']).map(
          (filename) =>
            new HtmlWebpackPlugin({
              filename,
              template: fs.existsSync(path.join(dir, 'src/index.html'))
                ? path.join(dir, 'src/index.html')
                : path.join(__dirname, 'remote-index.html'),
              title,
              chunks: ['main'],
              // Absolute, as deep links get index.html too; chunks keep 'auto' to load from any origin.
              publicPath: '/',
              scriptLoading: 'defer',
              minify: production,
            }),
        ),
        ...(publicDir
          ? [
              new CopyWebpackPlugin({
                patterns: [{ from: path.join(dir, publicDir), to: '.', transform: (content, from) => (path.basename(from) === 'remotes.json' ? withReleasePins(content, dist) : content) }],
              }),
            ]
          : []),
        // The shell reads a remote's routes at run time, so a new page needs no shell build.
        ...(manifest ? [new RouteManifestPlugin(manifest)] : []),
        ...(production ? [new SharedContractPlugin({ shared: sharedModules, host: isHost })] : []),
        ...(versioned ? [new VersionedBuildPlugin({ ssr: !manifest?.staff })] : []),
      ],
      optimization: {
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

module.exports = { createContainerConfig, clientResolve, swcOptions };
