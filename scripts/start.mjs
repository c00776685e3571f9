#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: production builds (skip with --no-build), the local back end
 * (Firebase emulators + Storage stand-in, data kept in .emulator-data/ and
 * seeded on first start; see scripts/lib/backend.mjs), and a static server
 * per container on its port with firebase.json's hosting headers. Ctrl-C
 * stops everything (the emulators export their data first).
 *
 * Then the public pages are prerendered (scripts/lib/prerender.mjs) from
 * the served remotes and the local data, as a deployment does.
 *
 *   --no-build      serve the existing dists
 *   --no-emulator   serve only (the tests start their own back end)
 *   --no-prerender  serve the builds as they are (every page rendered in the
 *                   browser; the end-to-end tests, which prerender copies themselves)
 */
import { build } from './build.mjs';
import { startLocalBackend } from './lib/backend.mjs';
import { assertPortsFree } from './lib/proc.mjs';
import { missingDists, serveDists } from './lib/serve.mjs';
import { prerender } from './lib/prerender.mjs';
import { containers } from './lib/containers.mjs';

const argv = process.argv.slice(2);
const skipBuild = argv.includes('--no-build');
const withEmulator = !argv.includes('--no-emulator');
const withPrerender = !argv.includes('--no-prerender');

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
  const servers = await serveDists();
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
  if (withPrerender) {
    // As after a deploy: every public page written as HTML from the running remotes and the local data.
    try {
      const result = await prerender({ emulatorHost: backend?.hosts.firestore });
      console.log(`  Prerendered ${result.pages.length} pages in ${result.seconds} s (npm run prerender refreshes them after content changes).`);
    } catch (error) {
      console.warn(`  ⚠ The pages were not prerendered (${/** @type {Error} */ (error).message}); the site still works, rendered in the browser.`);
    }
  }
  console.log('\nPress Ctrl-C to stop.');
  console.log('SEAWAVE is running at http://localhost:3000');
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  await shutdown(1);
}
