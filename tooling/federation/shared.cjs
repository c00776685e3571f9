// @ts-check
/**
 * The one list of modules every container (shell and remotes) shares as a
 * singleton. A store, a router context or an emotion cache exists once per
 * page only if every container declares the same module here, so nobody
 * declares shared modules anywhere else.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** Installed version of a package, read from its own package.json. */
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
  // The router is provided as a slim re-export (see react-router-dom.slim.mjs);
  // react-router itself is then an ordinary, tree-shaken dependency of it.
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
