// @ts-check
/** The federation contract of this remote: its exposed pages, derived from its route manifest. */
const { exposesOf } = require('../tooling/federation/route-manifest.cjs');

module.exports = {
  exposes: exposesOf(require('./routes.json')),
};
