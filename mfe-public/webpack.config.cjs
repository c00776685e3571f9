// @ts-check
const { createContainerConfig } = require('../tooling/webpack/create-config.cjs');
const { container } = require('../tooling/containers.cjs');
const { exposes } = require('./federation.config.cjs');

module.exports = createContainerConfig({
  ...container('mfe-public'),
  dir: __dirname,
  exposes,
  // favicon of the standalone page
  publicDir: 'public',
});
