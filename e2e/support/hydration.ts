import type { Page } from '@playwright/test';

/**
 * Uses the page and waits until React has taken over the server-rendered page (it owns the
 * root), then for the page's remote module and reads (a live list keeps a
 * connection open, so the network never idles there: at most a few seconds
 * are waited for). Before that, a click on a link is an ordinary page load.
 */
export async function hydrated(page: Page): Promise<void> {
  const owned = () =>
    page.evaluate(() => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    }).catch(() => false); // a page still loading
  // A page that loads its app at first use ("scripts": "on-use" in routes.json) is used: the mouse moves in a corner.
  for (let moves = 0; !(await owned()); moves += 1) {
    if (moves > 300) throw new Error('the app never took over the page');
    await page.mouse.move(1 + (moves % 2), 1);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Runs the page's CPU `rate` times slower (a mid-range phone is about 4); resolves with the function that restores it. */
export async function slowCpu(page: Page, rate: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async () => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }));
}

/** Whether React has started taking over the server HTML (it owns the root). */
export const hydrationStarted = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

/** Console errors and warnings (a hydration mismatch among them) and uncaught errors of `page`. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Holds back the page's scripts, as a slow network would, until the returned function is called: until then the
 * page shows its server HTML. `{ afterPaint: true }` lets `after-paint.js` through, so the page still notices a use.
 */
export async function holdScripts(page: Page, { afterPaint = false } = {}): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(afterPaint ? /\/(?!after-paint\.js)[^/]+\.js(\?|$)/ : /\.js(\?|$)/, async (route) => {
    await released;
    await route.fallback().catch(() => undefined); // the page may have closed meanwhile
  });
  return release;
}
