#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: lint, type-check, jest, production build, end-to-end tests,
 * with the local back end (Firebase emulators) running for jest and Playwright. Ends with
 * one summary line: "N passed, N failed[, N skipped]" (jest tests + Playwright
 * tests + lint and type-check as one check each; a failed build counts as one
 * failure and skips the end-to-end tests).
 *
 *   --no-build   reuse the existing dists (fails if one is missing)
 *   --no-e2e     stop after the build
 */
import './lib/ensure-installed.mjs'; // first: installs dependencies on a fresh clone
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { repoRoot } from './lib/containers.mjs';
import { startLocalBackend } from './lib/backend.mjs';
import { run, seconds } from './lib/proc.mjs';
import { missingDists } from './lib/serve.mjs';
import { backendEnv, runPlaywright } from './lib/steps.mjs';

const argv = process.argv.slice(2);
const ci = Boolean(process.env.CI);

/** @type {{ name: string, time: string, result: string }[]} */
const table = [];
const total = { passed: 0, failed: 0, skipped: 0 };
const steps = 5;
let stepNo = 0;

/** @param {string} name */
function header(name) {
  stepNo += 1;
  console.log(`\n━━━━ [${stepNo}/${steps}] ${name} ━━━━`);
  return performance.now();
}

/** One check (lint, type-check, build): passes or fails as a whole. */
function check(/** @type {string} */ name, /** @type {number} */ started, /** @type {boolean} */ ok) {
  if (ok) total.passed += 1;
  else total.failed += 1;
  table.push({ name, time: seconds(started), result: ok ? 'ok' : 'FAILED' });
}

function addCounts(/** @type {string} */ name, /** @type {number} */ started, /** @type {import('./lib/steps.mjs').Counts} */ counts) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const parts = [`${counts.passed} passed`, `${counts.failed} failed`];
  if (counts.skipped) parts.push(`${counts.skipped} skipped`);
  if (counts.note) parts.push(counts.note);
  table.push({ name, time: seconds(started), result: parts.join(', ') });
}

/** @type {{ stop: () => Promise<void> } | null} */
let emulator = null;
let interrupted = false;
const onSignal = () => {
  interrupted = true;
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

const startedAll = performance.now();
// The emulators take ~10 s to start: start them now, while lint runs. Tests use
// projects of their own, never the local site's data, so a running npm start is reused.
const emulatorPromise = startLocalBackend({
  reuse: true,
  seed: false,
  dataDir: join(repoRoot, 'reports/test-emulator-data'),
  log: (line) => console.log(`[emulators] ${line}`),
});
emulatorPromise.catch(() => undefined);

try {
  // Each package's own lint and type-check scripts, run by lerna in dependency order, then the repository's own tooling.
  let t = header('Lint (lerna run lint: eslint --max-warnings=0 in every package, then scripts, e2e and tooling)');
  check('lint', t, (await run('npm', ['run', '--silent', 'lint'])) === 0);

  if (!interrupted) {
    t = header('Type-check (lerna run typecheck: tsc --noEmit in every package, then e2e and tooling)');
    check('type-check', t, (await run('npm', ['run', '--silent', 'typecheck'])) === 0);
  }

  /** @type {Record<string, string>} */
  let emulatorEnv = {};
  let emulatorsUp = false;
  if (!interrupted) {
    t = header('Unit and component tests (jest, emulators running)');
    try {
      const started = await emulatorPromise;
      emulator = started;
      emulatorEnv = backendEnv(started.hosts);
      emulatorsUp = true;
    } catch (error) {
      console.error(`✖ ${/** @type {Error} */ (error).message}`);
    }
    const output = join(repoRoot, 'reports/jest-results.json');
    rmSync(output, { force: true });
    // --forceExit: the Firebase SDK can keep a socket open after its suites; the run must still end.
    const code = await run('npx', ['jest', '--json', `--outputFile=${output}`, '--forceExit', ...(ci ? ['--ci'] : [])], {
      env: { ...process.env, ...emulatorEnv },
    });
    if (existsSync(output)) {
      const r = JSON.parse(readFileSync(output, 'utf8'));
      const brokenSuites = r.numRuntimeErrorTestSuites ?? 0;
      // The suites that run against the emulators, named in the summary so a skip cannot hide.
      /** @param {string} file */
      const suite = (file) => {
        const results = (r.testResults ?? []).filter((/** @type {{ name: string }} */ t) => t.name.endsWith(file)).flatMap((/** @type {{ assertionResults: { status: string }[] }} */ t) => t.assertionResults);
        const count = (/** @type {string} */ status) => results.filter((/** @type {{ status: string }} */ a) => a.status === status).length;
        return `${count('passed')} passed, ${count('failed')} failed, ${count('pending') + count('skipped')} skipped`;
      };
      const emulatorSuites = [
        { name: '  contract', result: `Firebase contract suite on the emulators: ${suite('firebase/firebase-data-api.test.ts')}` },
        { name: '  rules', result: `security rules on the Firestore emulator: ${suite('rules/tests/firestore-rules.test.ts')}` },
        { name: '  functions', result: `Cloud Functions in the Functions emulator: ${suite('functions/src/functions-emulator.test.ts')}` },
      ];
      addCounts('jest', t, {
        passed: r.numPassedTests ?? 0,
        failed: (r.numFailedTests ?? 0) + brokenSuites + (emulatorsUp ? 0 : 1),
        skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
        note: [brokenSuites ? `${brokenSuites} suite(s) failed to run` : '', emulatorsUp ? '' : 'the emulators did not start']
          .filter(Boolean)
          .join('; ') || undefined,
      });
      for (const row of emulatorSuites) table.push({ ...row, time: '' });
    } else {
      addCounts('jest', t, { passed: 0, failed: 1, skipped: 0, note: `jest wrote no results (exit ${code})` });
    }
  }

  let built = false;
  if (!interrupted) {
    t = header('Production build (scripts/build.mjs)');
    if (argv.includes('--no-build')) {
      const missing = missingDists();
      built = missing.length === 0;
      console.log(built ? 'Skipped (--no-build): using the existing dists.' : `Missing dists: ${missing.map((c) => c.dir).join(', ')}`);
      if (!built) check('build', t, false);
      else table.push({ name: 'build', time: '-', result: 'skipped (--no-build)' });
    } else {
      built = await build();
      if (!built) check('build', t, false);
      else table.push({ name: 'build', time: seconds(t), result: 'ok' });
    }
  }

  if (!interrupted && !argv.includes('--no-e2e')) {
    t = header('End-to-end tests (Playwright, headless Chromium, production builds)');
    if (!built) {
      console.log('Not run: the build failed.');
      table.push({ name: 'e2e', time: '-', result: 'not run (build failed)' });
    } else {
      const counts = await runPlaywright({ env: { ...process.env, ...emulatorEnv } });
      addCounts('e2e', t, counts);
    }
  }
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).stack ?? error}`);
  total.failed += 1;
} finally {
  if (!emulator) emulator = await emulatorPromise.catch(() => null);
  if (emulator) await emulator.stop();
}

if (interrupted) {
  console.log('\nInterrupted.');
  total.failed += 1;
}
console.log(`\n━━━━ Summary (${seconds(startedAll)}) ━━━━`);
for (const row of table) console.log(`  ${row.name.padEnd(11)} ${row.time.padStart(8)}  ${row.result}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
