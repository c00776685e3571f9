// @ts-check
const { createContainerConfig } = require('../tooling/webpack/create-config.cjs');
const { container } = require('../tooling/containers.cjs');

// The host: it exposes nothing and learns its remotes and their routes at run time (public/remotes.json).
module.exports = createContainerConfig({
  ...container('shell'),
  dir: __dirname,
  publicDir: 'public',
});
