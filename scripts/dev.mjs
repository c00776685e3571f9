#!/usr/bin/env node
// @ts-check
// Every container's dev server plus the local back end. Usage: node scripts/dev.mjs [--only shell,mfe-public] [--no-emulator]
import { parseOnly } from './build.mjs';
import { containers } from './lib/containers.mjs';
import { startLocalBackend } from './lib/backend.mjs';
import { assertPortsFree, bin, run, waitForHttp } from './lib/proc.mjs';

const argv = process.argv.slice(2);
const only = parseOnly(argv);
const selected = only.length ? containers.filter((c) => only.includes(c.dir)) : containers;
const withEmulator = !argv.includes('--no-emulator');

/** @type {{ stop: () => Promise<void> } | null} */
let backend = null;
let stopping = false;
async function shutdown(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the dev servers…');
  await backend?.stop().catch((error) => console.error(error));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  if (selected.length === 0) throw new Error(`No container matches --only ${only.join(',')}`);
  await assertPortsFree(selected.map((c) => ({ port: c.port, label: c.dir })));
  const backendPromise = withEmulator ? startLocalBackend({ persist: true, reuse: true }) : null;
  backendPromise?.catch(() => undefined);
  const scopes = selected.flatMap((c) => ['--scope', `@seawave/${c.dir}`]);
  const servers = run(bin('lerna'), ['run', 'dev', '--parallel', '--stream', ...scopes]);
  void servers.then((code) => {
    if (!stopping) {
      console.error(`✖ the dev servers stopped (exit code ${code}); stopping everything`);
      void shutdown(code || 1);
    }
  });
  if (backendPromise) backend = await backendPromise;
  await waitForHttp(selected.map((c) => `http://localhost:${c.port}/`), { timeoutMs: 180_000 });
  console.log('');
  for (const c of selected.filter((c) => !c.host)) console.log(`  ${c.dir.padEnd(12)} http://localhost:${c.port}/mf-manifest.json`);
  if (backendPromise) {
    const { hosts, storageKind } = await backendPromise;
    console.log(`  Emulators: auth http://${hosts.auth}, firestore http://${hosts.firestore}, storage (${storageKind}) http://${hosts.storage}`);
  }
  console.log('\nWatching for changes (the browser reloads on save). Press Ctrl-C to stop.');
  if (selected.some((c) => c.host)) console.log('SEAWAVE (dev) is running at http://localhost:3000');
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  await shutdown(1);
}
