// @ts-check
/**
 * The Cloud Functions as ONE file, `lib/index.js` (what the Functions
 * emulator loads and `firebase deploy` uploads).
 *
 * Bundled rather than compiled file by file because the functions use the
 * pure modules of shared-data (cargo arithmetic, references, search terms),
 * which are TypeScript sources of another workspace package: a deployed
 * function gets only functions/ (lib/ and package.json), so those modules are
 * carried inside the bundle instead of being copied into functions/src.
 *
 * - target node, CommonJS (`module.exports`), not minified (readable stacks).
 * - firebase-admin and firebase-functions stay external (required at run
 *   time): they are functions/package.json's dependencies, installed by
 *   `firebase deploy`, and firebase-functions must be the one instance the
 *   CLI reads the functions and their parameters from.
 * - TypeScript is only transpiled (swc); `npm run typecheck` checks it with tsc.
 */
const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');

/** Packages left to `require` at run time (functions/package.json's dependencies). */
const runtimePackages = /^(firebase-admin|firebase-functions)(\/.*)?$/;

/** @type {import('webpack').Configuration} */
module.exports = {
  mode: 'production',
  context: __dirname,
  target: 'node20',
  entry: { index: './src/index.ts' },
  output: {
    path: path.join(__dirname, 'lib'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
    // Always written, so lib/index.js is never older than its sources after a build (the back end's freshness check).
    compareBeforeEmit: false,
  },
  devtool: 'source-map',
  resolve: { extensions: ['.ts', '.js'] },
  externalsPresets: { node: true },
  externals: [({ request }, callback) => (request && runtimePackages.test(request) ? callback(undefined, `commonjs ${request}`) : callback())],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
      },
    ],
  },
  // The page function runs the shell's Node build (lib/site/render.js): build the shell first.
  plugins: [
    new CopyWebpackPlugin({
      patterns: [{ from: path.join(__dirname, '../shell/dist/server'), to: 'site', filter: (file) => !file.endsWith('.map'), noErrorOnMissing: true }],
    }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};
