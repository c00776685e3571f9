// @ts-check
/** Shared by test.mjs and e2e.mjs: the Playwright run with its counts. */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './containers.mjs';
import { chromiumProblem } from './chromium.mjs';
import { bin, run } from './proc.mjs';

export { chromePath, chromeFlags, chromiumProblem } from './chromium.mjs';

/** @typedef {{ passed: number, failed: number, skipped: number, note?: string }} Counts */

/**
 * Runs Playwright with the project's config and reads its JSON report.
 * @param {{ env?: NodeJS.ProcessEnv, args?: string[] }} [options]
 * @returns {Promise<Counts & { code: number }>}
 */
export async function runPlaywright({ env = process.env, args = [] } = {}) {
  const problem = chromiumProblem();
  if (problem) {
    console.error(`✖ ${problem}`);
    return { code: 1, passed: 0, failed: 1, skipped: 0, note: 'Chromium missing' };
  }
  const report = join(repoRoot, 'reports/e2e-results.json');
  rmSync(report, { force: true });
  const code = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...args], { env });
  if (!existsSync(report)) return { code: code || 1, passed: 0, failed: 1, skipped: 0, note: 'no Playwright report' };
  const { stats = {}, errors = [] } = JSON.parse(readFileSync(report, 'utf8'));
  const counts = {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    note: stats.flaky ? `${stats.flaky} flaky (passed on retry)` : undefined,
  };
  // Errors outside tests (web server, config, global setup) count as one failure.
  if (code !== 0 && counts.failed === 0) {
    counts.failed = Math.max(1, errors.length);
    counts.note = `Playwright failed outside the tests (exit ${code})`;
  }
  return { code, ...counts };
}
