#!/usr/bin/env node
// @ts-check
// Runs the local back end in the foreground, by default keeping no data and seeding nothing (the end-to-end tests
// seed a project per worker). Usage: node scripts/emulator.mjs [--persist] [--data <dir>] [--seed] [--port-offset <n>]
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
