#!/usr/bin/env node
// @ts-check
// `npm run test:e2e [-- <Playwright arguments>]`: builds the missing dists (all with --build), then runs Playwright.
import { build } from './build.mjs';
import { startTestBackend } from './lib/backend.mjs';
import { missingDists } from './lib/serve.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { runPlaywright } from './lib/steps.mjs';

const argv = process.argv.slice(2);
const rebuild = argv.includes('--build');
const playwrightArgs = argv.filter((a) => a !== '--build');

const problem = ensureChromium();
if (problem) {
  console.error(`✖ ${problem}`);
  process.exit(1);
}
const missing = rebuild ? [] : missingDists().map((c) => c.dir);
if (rebuild || missing.length > 0) {
  if (missing.length) console.log(`Building: ${missing.join(', ')}`);
  if (!(await build(rebuild ? {} : { only: missing }))) process.exit(1);
}

let backend;
try {
  backend = await startTestBackend();
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
process.on('SIGINT', () => undefined); // Playwright gets the signal too; clean up below
const result = await runPlaywright({ env: backend.env, args: playwrightArgs });
await backend.stop();
console.log(`${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''}`);
process.exit(result.failed > 0 ? 1 : result.code);
