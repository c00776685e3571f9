// @ts-check
const { createContainerConfig } = require('../tooling/webpack/create-config.cjs');
const { container } = require('../tooling/containers.cjs');
const { exposes } = require('./federation.config.cjs');

module.exports = createContainerConfig({
  ...container('mfe-admin'),
  dir: __dirname,
  exposes,
});
