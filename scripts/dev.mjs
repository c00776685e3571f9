#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev`: webpack-dev-server in watch mode (live reload) for every
 * container on its port, plus the local back end (Firebase emulators and
 * Storage stand-in, the same data as npm start). Ctrl-C stops all.
 *
 *   node scripts/dev.mjs                      every container
 *   node scripts/dev.mjs --only shell,mfe-public   some containers (the others are simply not served)
 *   node scripts/dev.mjs --no-emulator
 */
import './lib/ensure-installed.mjs'; // first: installs dependencies on a fresh clone
import { join } from 'node:path';
import { parseOnly } from './build.mjs';
import { containers, repoRoot } from './lib/containers.mjs';
import { startLocalBackend } from './lib/backend.mjs';
import { assertPortsFree, background, bin, waitForHttp } from './lib/proc.mjs';

const argv = process.argv.slice(2);
const only = parseOnly(argv);
const selected = only.length ? containers.filter((c) => only.includes(c.dir)) : containers;
const withEmulator = !argv.includes('--no-emulator');

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
let stopping = false;
async function shutdown(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the dev servers…');
  await Promise.all(cleanups.map((cleanup) => cleanup().catch((error) => console.error(error))));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  if (selected.length === 0) throw new Error(`No container matches --only ${only.join(',')}`);
  await assertPortsFree(selected.map((c) => ({ port: c.port, label: c.dir })));
  const emulatorPromise = withEmulator ? startLocalBackend({ persist: true }) : null;
  emulatorPromise?.catch(() => undefined);
  const width = Math.max(...selected.map((c) => c.dir.length));
  for (const c of selected) {
    const server = background(bin('webpack'), ['serve', '--mode', 'development', '--config', 'webpack.config.cjs'], {
      cwd: join(repoRoot, c.dir),
      prefix: `[${c.dir.padEnd(width)}]`,
    });
    cleanups.push(server.stop);
    void server.exited.then((code) => {
      if (!stopping) {
        console.error(`✖ the dev server of ${c.dir} exited (code ${code}); stopping everything`);
        void shutdown(1);
      }
    });
  }
  if (emulatorPromise) cleanups.push((await emulatorPromise).stop);
  await Promise.all(selected.map((c) => waitForHttp(`http://localhost:${c.port}/`, { timeoutMs: 180_000 })));
  console.log('');
  for (const c of selected.filter((c) => !c.host)) console.log(`  ${c.dir.padEnd(12)} http://localhost:${c.port}/mf-manifest.json`);
  if (emulatorPromise) {
    const { hosts, storageKind } = await emulatorPromise;
    console.log(`  Emulators: auth http://${hosts.auth}, firestore http://${hosts.firestore}, storage (${storageKind}) http://${hosts.storage}`);
  }
  console.log('\nWatching for changes (the browser reloads on save). Press Ctrl-C to stop.');
  if (selected.some((c) => c.host)) console.log('SEAWAVE (dev) is running at http://localhost:3000');
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  await shutdown(1);
}
