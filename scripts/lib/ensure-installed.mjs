// Makes `npm start` and `npm test` work on a fresh clone: when node_modules is
// missing or older than package-lock.json, install the locked dependencies
// first. Imported before anything that needs them; uses only Node built-ins.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './containers.mjs';

const installedLock = join(repoRoot, 'node_modules', '.package-lock.json');
const lock = join(repoRoot, 'package-lock.json');

/** True when the dependencies in node_modules do not match package-lock.json. */
export function needsInstall() {
  if (!existsSync(installedLock)) return true;
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(installedLock).mtimeMs;
}

function npm(args) {
  return spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' }).status === 0;
}

if (needsInstall()) {
  console.log('Installing dependencies (node_modules is missing or out of date)…');
  // npm ci can refuse npm's own lock file over other platforms' optional
  // binaries (see .ci/run); npm install then installs the same locked versions.
  if (!npm(['ci', '--no-audit', '--no-fund']) && !npm(['install', '--no-audit', '--no-fund'])) {
    console.error('Installing the dependencies failed; see the npm output above.');
    process.exit(1);
  }
}
