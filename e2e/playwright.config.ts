import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { assertChromium, baseURL, chromeArgs, chromePath, repoRoot } from './support/env';

/**
 * End-to-end tests against the production builds (run `npm run build` first,
 * or use `npm run test:e2e`, which builds what is missing). Playwright serves
 * the dists on the ports of tooling/containers.cjs and starts the Firebase
 * local back end (scripts/emulator.mjs: emulators + Storage stand-in) unless one already answers. Chromium is the system one.
 */
assertChromium();

const ci = Boolean(process.env.CI);
const firestoreEmulatorHost = (process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080');
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.SEAWAVE_STORAGE_HOST ??= '127.0.0.1:9199';

export default defineConfig({
  testDir: './tests',
  outputDir: join(repoRoot, 'test-results'),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: ci,
  // A failed test runs once more, recording its trace; the summary names it flaky when the retry passes.
  retries: 1,
  // Three on 2 cores: most of a test is waiting (back-end deadlines, polling, throttled pages); a full run at two
  // workers left the cores about half idle. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: [['list'], ['json', { outputFile: join(repoRoot, 'reports/e2e-results.json') }]],
  use: {
    baseURL,
    headless: true,
    // Recording a trace of every test would cost about a fifth of the run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromePath, args: chromeArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromePath, args: chromeArgs } } }],
  webServer: [
    {
      // The already-built dists (never rebuilt here): the remotes the pages load.
      // Each worker opens the shell of its own (the renderedSite fixture), which
      // renders the pages from the worker's test project.
      command: 'node scripts/start.mjs --no-build --no-emulator',
      cwd: repoRoot,
      url: `${baseURL}/remotes.json`,
      reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node scripts/emulator.mjs',
      cwd: repoRoot,
      url: `http://${firestoreEmulatorHost}/`,
      reuseExistingServer: true,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
