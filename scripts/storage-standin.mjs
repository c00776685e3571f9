#!/usr/bin/env node
// @ts-check
// The local Cloud Storage stand-in; --firestore: the emulator the upload tickets are read from.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startStorageStandin } from './lib/storage-standin.mjs';

/** @type {{ values: { port?: string, host?: string, data?: string, firestore?: string, 'allow-origin'?: string[], 'tokens-follow-rules'?: boolean, quiet?: boolean, help?: boolean } }} */
let parsed;
try {
  parsed = parseArgs({
    options: {
      port: { type: 'string', default: '9199' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string', default: '.emulator-data/storage' },
      firestore: { type: 'string' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      'tokens-follow-rules': { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(2);
}
const { values } = parsed;
if (values.help) {
  console.log('Usage: node scripts/storage-standin.mjs [--port 9199] [--host 127.0.0.1] [--data .emulator-data/storage] [--tokens-follow-rules] [--quiet] [--allow-origin <origin>]...');
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`✖ --port must be a port number, not "${values.port}".`);
  process.exit(2);
}

try {
  const standin = await startStorageStandin({
    host: values.host,
    port,
    dataDir: resolve(values.data ?? '.emulator-data/storage'),
    allowedOrigins: values['allow-origin'] ?? [],
    ...(values.firestore ? { firestoreHost: values.firestore } : {}),
    tokensFollowRules: values['tokens-follow-rules'],
    log: (line) => {
      if (!values.quiet || line.startsWith('Storage stand-in ready')) console.log(line);
    },
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await standin.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  const e = /** @type {NodeJS.ErrnoException} */ (error);
  console.error(e.code === 'EADDRINUSE' ? `✖ Port ${port} is busy: is another storage emulator or stand-in running?` : `✖ ${e.message}`);
  process.exit(1);
}
