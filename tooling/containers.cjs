// @ts-check
/**
 * Every container of the composed site: its folder, federation name and the
 * port its dev and local production servers listen on. The only hand-written
 * list of containers: scripts (start, dev, build, bench, e2e), each
 * container's webpack config and the jest and eslint configs read it, and
 * tooling/static-config.cjs generates from it the static files that must
 * list the containers (shell/public/remotes.json, firebase.json's hosting
 * targets, .firebaserc), checked by tooling/static-config.test.ts. Adding a
 * remote is one line here plus its own folder (and its folder in the root
 * package.json's workspaces, which the test checks).
 */
/** @type {{ dir: string, name: string, port: number, title: string, host?: boolean }[]} */
const containers = [
  { dir: 'shell', name: 'shell', port: 3000, title: 'SEAWAVE', host: true },
  { dir: 'mfe-public', name: 'mfePublic', port: 3001, title: 'SEAWAVE public pages (standalone)' },
  { dir: 'mfe-careers', name: 'mfeCareers', port: 3002, title: 'SEAWAVE careers (standalone)' },
  { dir: 'mfe-blog', name: 'mfeBlog', port: 3003, title: 'SEAWAVE blog (standalone)' },
  { dir: 'mfe-admin', name: 'mfeAdmin', port: 3004, title: 'SEAWAVE admin (standalone)' },
];

/**
 * The ports of the shells the end-to-end tests render their pages on (one
 * per Playwright worker, each on its own test project): part of the local
 * site, so the Storage stand-in answers their pages as it answers the shell's.
 */
const testShellPorts = [3100, 3101, 3102, 3103];

/** @param {string} dir */
function container(dir) {
  const found = containers.find((c) => c.dir === dir);
  if (!found) throw new Error(`Unknown container ${dir}`);
  return found;
}

module.exports = { containers, container, testShellPorts };
