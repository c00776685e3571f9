#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:unit`: jest with the local back end running (the Firebase
 * contract suite, the rules suite and the auth tests need the emulators);
 * arguments go to jest (`npm run test:unit -- shared-data/rules`).
 * `npm run test:rules` runs only the security-rules suite.
 */
import { startTestBackend } from './lib/backend.mjs';
import { bin, run } from './lib/proc.mjs';

let backend;
try {
  backend = await startTestBackend();
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
// --forceExit: the Firebase SDK can keep a socket open after its suites; the run must still end.
const code = await run(bin('jest'), ['--forceExit', ...process.argv.slice(2)], { env: backend.env });
await backend.stop();
process.exit(code ?? 1);
