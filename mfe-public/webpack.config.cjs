// @ts-check
const { createContainerConfig } = require('../tooling/webpack/create-config.cjs');
const { container } = require('../tooling/containers.cjs');

module.exports = createContainerConfig({
  ...container('mfe-public'),
  dir: __dirname,
  manifest: require('./routes.json'),
});
