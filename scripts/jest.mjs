#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:unit`: jest with the local back end running (the Firebase
 * contract suite, the rules suite and the auth tests need the emulators);
 * arguments go to jest (`npm run test:unit -- shared-data/rules`).
 * `npm run test:rules` runs only the security-rules suite.
 */
import { join } from 'node:path';
import { startLocalBackend } from './lib/backend.mjs';
import { repoRoot } from './lib/containers.mjs';
import { bin, run } from './lib/proc.mjs';
import { backendEnv } from './lib/steps.mjs';

let backend;
try {
  backend = await startLocalBackend({ reuse: true, seed: false, dataDir: join(repoRoot, 'reports/test-emulator-data'), log: (line) => console.log(`[emulators] ${line}`) });
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
// --forceExit: the Firebase SDK can keep a socket open after its suites; the run must still end.
const code = await run(bin('jest'), ['--forceExit', ...process.argv.slice(2)], { env: { ...process.env, ...backendEnv(backend.hosts) } });
await backend.stop();
process.exit(code ?? 1);
