#!/usr/bin/env node
// @ts-check
// `npm run test:unit [-- <jest arguments>]`: jest with the emulators running, which some suites need.
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
