// @ts-check
// The system Chromium every browser tool uses, never downloaded (CHROME_PATH overrides). Node built-ins only:
// `npm test` installs Chromium with it before its other modules load.
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

export const chromiumInstallCommand = 'apt-get update && apt-get install -y chromium';

/**
 * @param {{ path: string, exists: boolean, isRoot: boolean }} state
 * @returns {{ action: 'none' } | { action: 'install', command: string } | { action: 'stop', message: string }}
 */
export function chromiumAction({ path, exists, isRoot }) {
  if (exists) return { action: 'none' };
  if (isRoot) return { action: 'install', command: chromiumInstallCommand };
  return { action: 'stop', message: `Chromium is missing at ${path}: run \`sudo sh -c '${chromiumInstallCommand}'\` (or set CHROME_PATH to a Chromium binary).` };
}

export function chromiumProblem() {
  const next = chromiumAction({ path: chromePath, exists: existsSync(chromePath), isRoot: false });
  return next.action === 'stop' ? next.message : null;
}

/**
 * As root, installs a missing Chromium with apt-get; else returns the one line that says what to run.
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
