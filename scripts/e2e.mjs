#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:e2e`: builds the containers whose dist is missing, then runs
 * Playwright with the Auth emulator. Extra arguments go to Playwright
 * (e.g. `npm run test:e2e -- platform --headed`). --build rebuilds everything first.
 */
import { build } from './build.mjs';
import { startAuthEmulator } from './lib/emulator.mjs';
import { missingDists } from './lib/serve.mjs';
import { chromiumProblem, runPlaywright } from './lib/steps.mjs';

const argv = process.argv.slice(2);
const rebuild = argv.includes('--build');
const playwrightArgs = argv.filter((a) => a !== '--build');

const problem = chromiumProblem();
if (problem) {
  console.error(`✖ ${problem}`);
  process.exit(1);
}
const missing = rebuild ? [] : missingDists().map((c) => c.dir);
if (rebuild || missing.length > 0) {
  if (missing.length) console.log(`Building the missing dists: ${missing.join(', ')}`);
  if (!(await build(rebuild ? {} : { only: missing }))) process.exit(1);
}

let emulator;
try {
  emulator = await startAuthEmulator({ reuse: true, log: (line) => console.log(`[emulator] ${line}`) });
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
process.on('SIGINT', () => undefined); // Playwright gets the signal too; clean up below
const result = await runPlaywright({ env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host }, args: playwrightArgs });
await emulator.stop();
console.log(`${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''}`);
process.exit(result.failed > 0 ? 1 : result.code);
