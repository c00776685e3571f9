// @ts-check
/**
 * The system Chromium every browser tool here uses (Playwright, Lighthouse):
 * never downloaded; CHROME_PATH overrides the path. Node built-ins only: the
 * end-to-end helpers load it too, and `npm test` installs Chromium with it
 * before its other modules are loaded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Launch flags that work on these machines (no sandbox as root, no background connections to a closed network). */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The command that installs the system Chromium (Debian). */
export const chromiumInstallCommand = 'apt-get update && apt-get install -y chromium';

/**
 * What to do about Chromium: nothing when it is there, install it as root,
 * otherwise stop with one line naming the command to run.
 * @param {{ path: string, exists: boolean, isRoot: boolean }} state
 * @returns {{ action: 'none' } | { action: 'install', command: string } | { action: 'stop', message: string }}
 */
export function chromiumAction({ path, exists, isRoot }) {
  if (exists) return { action: 'none' };
  if (isRoot) return { action: 'install', command: chromiumInstallCommand };
  return { action: 'stop', message: `Chromium is missing at ${path}: run \`sudo sh -c '${chromiumInstallCommand}'\` (or set CHROME_PATH to a Chromium binary).` };
}

/** A readable message when Chromium is missing, or null when it is there. */
export function chromiumProblem() {
  const next = chromiumAction({ path: chromePath, exists: existsSync(chromePath), isRoot: false });
  return next.action === 'stop' ? next.message : null;
}

/**
 * Installs Chromium with apt-get when it is missing and this process runs as
 * root; returns null when Chromium is there afterwards, else the one line that
 * says what to run.
 */
export function ensureChromium() {
  const next = chromiumAction({ path: chromePath, exists: existsSync(chromePath), isRoot: process.getuid?.() === 0 });
  if (next.action === 'stop') return next.message;
  if (next.action === 'install') {
    console.log(`Chromium is missing at ${chromePath}; installing it: ${next.command}`);
    spawnSync('sh', ['-c', next.command], { stdio: 'inherit' });
  }
  return chromiumProblem();
}
