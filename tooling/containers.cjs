// @ts-check
// The only hand-written list of containers: everything else reads it or is generated from it
// (tooling/static-config.cjs). A new remote is one line here plus its folder in the root workspaces.
/** @type {{ dir: string, name: string, port: number, title: string, host?: boolean }[]} */
const containers = [
  { dir: 'shell', name: 'shell', port: 3000, title: 'SEAWAVE', host: true },
  { dir: 'mfe-public', name: 'mfePublic', port: 3001, title: 'SEAWAVE public pages (standalone)' },
  { dir: 'mfe-careers', name: 'mfeCareers', port: 3002, title: 'SEAWAVE careers (standalone)' },
  { dir: 'mfe-blog', name: 'mfeBlog', port: 3003, title: 'SEAWAVE blog (standalone)' },
  { dir: 'mfe-admin', name: 'mfeAdmin', port: 3004, title: 'SEAWAVE admin (standalone)' },
];

/** One shell per Playwright worker; part of the local site, so the Storage stand-in answers them too. */
const testShellPorts = [3100, 3101, 3102, 3103];

/** @param {string} dir */
function container(dir) {
  const found = containers.find((c) => c.dir === dir);
  if (!found) throw new Error(`Unknown container ${dir}`);
  return found;
}

module.exports = { containers, container, testShellPorts };
