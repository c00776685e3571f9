#!/usr/bin/env node
// @ts-check
// `npm start`: the production builds served as Hosting serves them, pages rendered on request as in production,
// with the local back end. Usage: npm start -- [--no-build] [--no-emulator] [--render-in-browser]
import { build } from './build.mjs';
import { startLocalBackend } from './lib/backend.mjs';
import { assertPortsFree } from './lib/proc.mjs';
import { missingDists, pagesInBrowser, serveDists } from './lib/serve.mjs';
import { containers } from './lib/containers.mjs';

const argv = process.argv.slice(2);
const skipBuild = argv.includes('--no-build');
const withEmulator = !argv.includes('--no-emulator');
const inBrowser = argv.includes('--render-in-browser');

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
let stopping = false;
async function shutdown(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  if (cleanups.length > 0) console.log('\nStopping SEAWAVE…');
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  // Refuse early, before spending a minute on the builds.
  await assertPortsFree(containers.map((c) => ({ port: c.port, label: c.dir })));
  if (!skipBuild) {
    if (!(await build())) process.exit(1);
  } else if (missingDists().length > 0) {
    console.error(`Missing builds of ${missingDists().map((c) => c.dir).join(', ')}: run npm run build (or npm start without --no-build).`);
    process.exit(1);
  }
  if (stopping) process.exit(0);
  if (withEmulator) console.log('Starting the local back end (Firebase emulators)…');
  const backendPromise = withEmulator ? startLocalBackend({ persist: true, reuse: true }) : null;
  backendPromise?.catch(() => undefined); // awaited below, after the servers are up
  const servers = await serveDists(inBrowser ? { pages: pagesInBrowser() } : {});
  cleanups.push(servers.close);
  const backend = backendPromise ? await backendPromise : null;
  if (backend) cleanups.push(backend.stop);
  console.log('');
  for (const c of containers.filter((c) => !c.host)) console.log(`  ${c.dir.padEnd(12)} http://localhost:${c.port}/mf-manifest.json`);
  if (backend) {
    console.log(`  Auth emulator      http://${backend.hosts.auth}`);
    console.log(`  Firestore emulator http://${backend.hosts.firestore}`);
    console.log(`  Storage (${backend.storageKind}) http://${backend.hosts.storage}`);
    console.log(
      backend.reused
        ? '  (A local back end was already running: this one uses it and its data; npm run reset-data restores the sample content.)'
        : '  Data is kept in .emulator-data/ (npm run reset-data restores the sample content).',
    );
  }
  console.log(inBrowser ? '  Pages are rendered in the browser.' : '  Pages are rendered on request (as the production function does).');
  console.log('\nPress Ctrl-C to stop.');
  console.log('SEAWAVE is running at http://localhost:3000');
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  await shutdown(1);
}
