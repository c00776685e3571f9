// @ts-check
// Installs the locked dependencies on a fresh clone. Node built-ins only: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function needsInstall(root = repoRoot) {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(installed)) return true;
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs;
}

function sh(/** @type {string} */ command, /** @type {string[]} */ args) {
  return spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' }).status === 0;
}

export function ensureInstalled() {
  if (!needsInstall()) return;
  console.log('Installing the locked dependencies (node_modules is missing or older than package-lock.json)…');
    // npm ci can refuse its own lock file over other platforms' binaries; npm install takes the same versions.
  if (sh('npm', ['ci', '--no-audit', '--no-fund'])) return;
  console.log('npm ci refused the lock file; installing the same versions with npm install instead.');
  if (sh('npm', ['install', '--no-audit', '--no-fund'])) return;
  console.error('✖ Installing the dependencies failed; see the npm output above.');
  process.exit(1);
}
