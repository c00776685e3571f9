// @ts-check
// The one list of shared singletons: a store, router context or emotion cache exists once per page only if
// every container declares the same module.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @param {string} name */
function installedVersion(name) {
  const candidates = [
    path.join(root, 'node_modules', name, 'package.json'),
    path.join(root, name.replace('@seawave/', ''), 'package.json'),
  ];
  for (const file of candidates) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  throw new Error(`Cannot find the installed version of ${name}`);
}

/** @param {string} pkg @param {string[]} [subpaths] */
function singleton(pkg, subpaths = []) {
  const version = installedVersion(pkg);
  const major = version.split('.')[0];
  /** @type {Record<string, {singleton: true, version: string, requiredVersion: string, strictVersion: false}>} */
  const entries = {};
  for (const request of [pkg, ...subpaths.map((s) => `${pkg}/${s}`)]) {
    entries[request] = {
      singleton: true,
      version,
      requiredVersion: `^${major === '0' ? version : `${major}.0.0`}`,
      strictVersion: false,
    };
  }
  return entries;
}

const sharedModules = {
  ...singleton('react', ['jsx-runtime', 'jsx-dev-runtime']),
  ...singleton('react-dom', ['client']),
  // A slim re-export (react-router-dom.slim.mjs), so react-router itself is tree-shaken.
  'react-router-dom': {
    ...singleton('react-router-dom')['react-router-dom'],
    import: path.join(__dirname, 'react-router-dom.slim.mjs'),
  },
  ...singleton('@emotion/react', ['jsx-runtime', 'jsx-dev-runtime']),
  ...singleton('zustand'),
  ...singleton('@seawave/shared-ui'),
  ...singleton('@seawave/shared-data'),
};

module.exports = { sharedModules, installedVersion };
