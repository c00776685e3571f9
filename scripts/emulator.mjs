#!/usr/bin/env node
// @ts-check
/**
 * Runs the local back end (Firebase emulators + Storage stand-in) in the
 * foreground until Ctrl-C. By default it keeps no data and writes no sample
 * content: the end-to-end tests start it this way when nothing answers yet,
 * and seed a project of their own per worker.
 *
 *   --persist             keep the data (import at start, export on exit)
 *   --data <dir>          where (default reports/test-emulator-data)
 *   --seed                write the sample content into an empty local project
 *   --port-offset <n>     firebase.json's ports plus n (a second back end beside the usual one)
 */
import { resolve } from 'node:path';
import { startLocalBackend, testDataDir } from './lib/backend.mjs';

const argv = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
};

/** @type {Awaited<ReturnType<typeof startLocalBackend>> | null} */
let backend = null;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await backend?.stop();
  process.exit(0);
};
// Registered before the start, so that Ctrl-C during the start still stops what was started.
process.on('SIGINT', () => {
  if (backend) void stop();
  else stopping = true;
});
process.on('SIGTERM', () => {
  if (backend) void stop();
  else stopping = true;
});

try {
  backend = await startLocalBackend({
    persist: argv.includes('--persist'),
    seed: argv.includes('--seed'),
    dataDir: resolve(option('--data') ?? testDataDir),
    portOffset: Number(option('--port-offset') ?? 0),
  });
  if (stopping) {
    stopping = false;
    await stop();
  }
  console.log(`Local back end ready: auth ${backend.hosts.auth}, firestore ${backend.hosts.firestore}, storage ${backend.hosts.storage}. Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
