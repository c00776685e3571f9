// @ts-check
/**
 * What `npm start` and `npm test` do before anything else on a fresh clone:
 * install the locked dependencies (and, for the end-to-end tests, the system
 * Chromium). Node built-ins only, so that it runs before node_modules exists;
 * scripts/run.mjs loads everything else after it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** True when node_modules is missing or older than package-lock.json. */
export function needsInstall(root = repoRoot) {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(installed)) return true;
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs;
}

/** Runs a command with inherited output; true when it exits with 0. */
function sh(/** @type {string} */ command, /** @type {string[]} */ args) {
  return spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' }).status === 0;
}

/** Installs the locked dependencies when needed; exits the process when that fails. */
export function ensureInstalled() {
  if (!needsInstall()) return;
  console.log('Installing the locked dependencies (node_modules is missing or older than package-lock.json)…');
  // npm ci can refuse npm's own lock file over other platforms' optional binaries
  // that the registry here lacks; npm install then installs the same locked versions.
  if (sh('npm', ['ci', '--no-audit', '--no-fund'])) return;
  console.log('npm ci refused the lock file; installing the same versions with npm install instead.');
  if (sh('npm', ['install', '--no-audit', '--no-fund'])) return;
  console.error('✖ Installing the dependencies failed; see the npm output above.');
  process.exit(1);
}
