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
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('../federation/shared.cjs');
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
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash].js' : '[name].js',
        // Hashed in development too: the shared router's provide and fallback
        // chunks share a name, and only their contents tell them apart.
        chunkFilename: '[name].[contenthash].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          // The federation runtime is required (CJS) by the bundler runtime
          // and imported (ESM) by the runtime-sharing plugin: point both at
          // one file so the page carries one copy.
          '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core'),
          '@module-federation/sdk$': require.resolve('@module-federation/sdk'),
          ...(production
          ? {
              // react-router's exports map names only its development build.
              'react-router$': path.join(nodeModules, 'react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(nodeModules, 'react-router/dist/production/dom-export.mjs'),
            }
          : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(production) },
          },
          {
            // `import url from './picture.svg?inline'` embeds a small picture
            // as a data URL (for what must paint with the first render, such
            // as the hero's first layer, the home page's LCP element).
            test: /\.(svg|png|jpe?g|webp|gif)$/i,
            resourceQuery: /inline/,
            type: 'asset/inline',
          },
          {
            test: /\.(svg|png|jpe?g|webp|gif|ico|mp4|webm|pdf|woff2?)$/i,
            resourceQuery: { not: [/inline/] },
            type: 'asset/resource',
          },
        ],
      },
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
          experiments: isHost
            ? { provideExternalRuntime: true }
            : production
              ? { externalRuntime: true }
              : {},
        }),
        // The host's page is written twice: index.html for every route path,
        // and 404.html, the same page, which Hosting serves with status 404 for
        // any other path (firebase.json's rewrites name only the manifests'
        // routes); it shows the not-found page.
        ...(isHost ? ['index.html', '404.html'] : ['index.html']).map(
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
