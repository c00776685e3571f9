// @ts-check
/**
 * The system Chromium every browser tool here uses (Playwright, Lighthouse):
 * never downloaded; CHROME_PATH overrides the path. Loaded by the end-to-end
 * helpers too, so no import.meta here.
 */
import { existsSync } from 'node:fs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Launch flags that work on these machines (no sandbox as root, no background connections to a closed network). */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** A readable message when Chromium is missing, or null when it is there. */
export function chromiumProblem() {
  if (existsSync(chromePath)) return null;
  return (
    `Chromium was not found at ${chromePath}.\n` +
    `  Install it (as root): apt-get update && apt-get install -y chromium\n` +
    `  or set CHROME_PATH to a Chromium/Chrome binary. Playwright browsers are never downloaded here.`
  );
}
