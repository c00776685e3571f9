// @ts-check
// One bundle, lib/index.js: a deployed function gets only functions/, so shared-data's pure TypeScript modules
// travel inside it. firebase-functions stays external: it must be the one instance the CLI reads the functions
// and their parameters from. Not minified, for readable stacks.
const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');

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
