#!/usr/bin/env node
// @ts-check
// `npm test`: lint, type-check, jest, production build and end-to-end tests, with the emulators running.
// Usage: npm test -- [--no-build] [--no-e2e] [--affected [--since <ref>]]
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from './build.mjs';
import { repoRoot } from './lib/containers.mjs';
import { startTestBackend } from './lib/backend.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { bin, run, seconds } from './lib/proc.mjs';
import { missingDists } from './lib/serve.mjs';
import { runPlaywright } from './lib/steps.mjs';

/** @typedef {import('./lib/steps.mjs').Counts} Counts */

const argv = process.argv.slice(2);
const withE2e = !argv.includes('--no-e2e');
const sinceAt = argv.findIndex((a) => a === '--since' || a.startsWith('--since='));
const since = sinceAt < 0 ? undefined : (argv[sinceAt]?.split('=')[1] ?? argv[sinceAt + 1]);
if (sinceAt >= 0 && !since) {
  console.error('--since needs a git ref, e.g. --since main');
  process.exit(2);
}

/** @typedef {import('./lib/affected.cjs').Plan & { base: string, label: string, changed: string[] }} Plan */
const affected = argv.includes('--affected') || since ? affectedPlan() : null;

/** @returns {Plan | null} */
function affectedPlan() {
  /** @type {{ planAffected: (options: { since?: string }) => Plan }} */
  const { planAffected } = createRequire(import.meta.url)('./lib/affected.cjs');
  /** @type {Plan} */
  let plan;
  try {
    plan = planAffected({ since });
  } catch (error) {
    console.error(`✖ --affected: ${/** @type {Error} */ (error).message}`);
    process.exit(2);
  }
  const list = (/** @type {string[]} */ items) => (items.length ? items.join(', ') : 'none');
  console.log(`Affected run: ${plan.changed.length} file(s) changed since ${plan.label} (${plan.base.slice(0, 9)}).`);
  for (const name of plan.undeclared) console.log(`  ! e2e/tests/${name}: no "// Affected runs:" line, or it names an unknown package or route: it runs every time`);
  if (plan.everything) {
    console.log(`  ${plan.reason}: everything runs.`);
    return null;
  }
  console.log(`  packages: ${list(plan.packages)}${plan.rootChecks ? ' (and the e2e code)' : ''}`);
  console.log(`  build:    ${list(plan.containers)} (the other dists are reused)`);
  for (const [remote, reach] of Object.entries(plan.reach)) {
    console.log(`  ${remote}: ${reach.wide ? `every route (${reach.reason})` : `reaches ${list(reach.routes)}`}`);
  }
  console.log(`  e2e:      ${plan.allSpecs ? 'every spec' : list(plan.specs)}`);
  return plan;
}

const chromiumMissing = withE2e ? ensureChromium() : null;
if (chromiumMissing) {
  console.error(`✖ ${chromiumMissing}`);
  process.exit(1);
}

/** @type {{ name: string, time: string, counts: Counts }[]} */
const table = [];
// Ctrl-C: the running step's tools stop with it; the rest is skipped and the back end stopped.
let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => (interrupted = true));
const one = (/** @type {boolean} */ ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
let stepNo = 0;
/** @param {string} name @param {string} title @param {() => Promise<Counts>} body */
async function step(name, title, body) {
  if (interrupted) return null;
  console.log(`\n━━━━ [${(stepNo += 1)}/${withE2e ? 5 : 3}] ${title} ━━━━`);
  const started = performance.now();
  const counts = await body().catch((/** @type {Error} */ error) => {
    console.error(`✖ ${error.stack ?? error}`);
    return { ...one(false), note: error.message };
  });
  table.push({ name, time: seconds(started), counts });
  return counts;
}

/** The suites that run against the emulators are named, so that a skip cannot hide. */
function jestCounts(/** @type {string} */ file, /** @type {number} */ code) {
  if (!existsSync(file)) return { ...one(false), note: `jest wrote no results (exit ${code})` };
  /** @type {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number, numRuntimeErrorTestSuites: number, testResults: { name: string, assertionResults: { status: string, fullName: string }[] }[] }} */
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const suite = (/** @type {string} */ end) => {
    const statuses = r.testResults.filter((t) => t.name.endsWith(end)).flatMap((t) => t.assertionResults.map((a) => a.status));
    return ['passed', 'failed', 'pending'].map((s) => `${statuses.filter((x) => x === s).length} ${s === 'pending' ? 'skipped' : s}`).join(', ');
  };
  for (const [name, end] of [['contract', 'firebase/firebase-data-api.test.ts'], ['rules', 'rules/tests/firestore-rules.test.ts'], ['storage', 'rules/tests/storage-rules.test.ts'], ['functions', 'functions/src/functions-emulator.test.ts'], ['arrivals', 'functions/src/arrivals-emulator.test.ts'], ['arrival transaction', 'functions/src/record-arrival.test.ts'], ['public forms', 'functions/src/public-forms/public-forms-emulator.test.ts']]) {
    console.log(`  ${name}: ${suite(end ?? '')}`);
  }
  for (const t of r.testResults) {
    for (const a of t.assertionResults.filter((x) => x.status === 'pending' || x.status === 'todo')) console.log(`  skipped: ${a.fullName}`);
  }
  const broken = r.numRuntimeErrorTestSuites;
  return { passed: r.numPassedTests, failed: r.numFailedTests + broken, skipped: r.numPendingTests + r.numTodoTests, note: broken ? `${broken} suite(s) failed to run` : undefined };
}

const startedAll = performance.now();
// The emulators take ~10 s to start: start them now, while lint runs.
const backendPromise = startTestBackend();
backendPromise.catch(() => undefined);

const none = (/** @type {string} */ note) => ({ passed: 0, failed: 0, skipped: 0, note });
/** @param {'lint' | 'typecheck'} script */
async function inPackages(script) {
  if (!affected) return one((await run('npm', ['run', '--silent', script])) === 0);
  if (affected.packages.length === 0 && !affected.rootChecks) return none('no package affected');
  // The generated files (from containers.cjs and the remotes' routes.json) are checked in every type-check.
  const generatedOk = script !== 'typecheck' || (await run('npm', ['run', '--silent', 'check:generated'])) === 0;
  const scopes = affected.packages.flatMap((p) => ['--scope', `@seawave/${p}`]);
  const packagesOk = scopes.length === 0 || (await run(bin('lerna'), ['run', script, ...scopes], { env: { ...process.env, NX_DAEMON: 'false' } })) === 0;
  const rootOk = !affected.rootChecks || (await run('npm', ['run', '--silent', `${script}:root`])) === 0;
  return one(generatedOk && packagesOk && rootOk);
}

await step('lint', `Lint (eslint --max-warnings=0 in ${affected ? 'the affected packages' : 'every package, then scripts, e2e and tooling'})`, () => inPackages('lint'));
await step('type-check', `Type-check (tsc --noEmit in ${affected ? 'the affected packages' : 'every package, then scripts, e2e and tooling'})`, () => inPackages('typecheck'));
const backend = await backendPromise.catch((/** @type {Error} */ error) => {
  console.error(`✖ the local back end did not start: ${error.message}`);
  return null;
});
const env = backend?.env ?? process.env;
await step('jest', 'Unit and component tests (jest, emulators running)', async () => {
  const output = join(repoRoot, 'reports/jest-results.json');
  rmSync(output, { force: true });
  mkdirSync(dirname(output), { recursive: true }); // a fresh clone has no reports/ yet
  if (affected && affected.packages.length === 0) return none('no package affected');
  const projects = affected ? ['--selectProjects', ...affected.packages.map((p) => `@seawave/${p}`)] : [];
  // --forceExit: the Firebase SDK can keep a socket open after its suites; the run must still end.
  const code = await run(bin('jest'), ['--json', `--outputFile=${output}`, '--forceExit', ...projects, ...(process.env.CI ? ['--ci'] : [])], { env });
  const counts = jestCounts(output, code);
  return backend ? counts : { ...counts, failed: counts.failed + 1, note: 'the emulators did not start' };
});
if (withE2e) {
  const built = await step('build', `Production build (scripts/build.mjs${affected ? ', affected containers' : ''})`, async () => {
    const missing = missingDists().map((c) => c.dir);
    if (affected) {
      const notRebuilt = missing.filter((dir) => !affected.containers.includes(dir) || argv.includes('--no-build'));
      if (notRebuilt.length) return { ...one(false), note: `no dist for ${notRebuilt.join(', ')} to reuse: run node scripts/build.mjs --only ${notRebuilt.join(',')}` };
      if (argv.includes('--no-build')) return none('skipped (--no-build)');
      return affected.containers.length ? one(await build({ only: affected.containers })) : none('no container affected');
    }
    if (!argv.includes('--no-build')) return one(await build());
    return missing.length ? { ...one(false), note: `--no-build, but no dist for ${missing.join(', ')}` } : { passed: 0, failed: 0, skipped: 0, note: 'skipped (--no-build)' };
  });
  await step('e2e', 'End-to-end tests (Playwright, headless Chromium, production builds)', async () =>
    built?.failed
      ? { passed: 0, failed: 0, skipped: 0, note: 'not run (the build failed)' }
      : affected && affected.specs.length === 0
        ? none('no spec affected')
        : runPlaywright({ env, args: affected && !affected.allSpecs ? affected.specs.map((name) => `e2e/tests/${name.replace(/\./g, '\\.')}$`) : [] }),
  );
}
await backend?.stop();

const total = { passed: 0, failed: interrupted ? 1 : 0, skipped: 0 };
if (interrupted) console.log('\nInterrupted.');
console.log(`\n━━━━ Summary (${seconds(startedAll)}) ━━━━`);
for (const { name, time, counts } of table) {
  for (const key of /** @type {const} */ (['passed', 'failed', 'skipped'])) total[key] += counts[key];
  const parts = [`${counts.passed} passed`, `${counts.failed} failed`, ...(counts.skipped ? [`${counts.skipped} skipped`] : []), ...(counts.note ? [counts.note.split('\n')[0]] : [])];
  console.log(`  ${name.padEnd(11)} ${time.padStart(8)}  ${parts.join(', ')}`);
}
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
