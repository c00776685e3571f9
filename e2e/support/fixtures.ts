import { test as base, expect, type Page } from '@playwright/test';
import { collectRequests, type RequestLog } from './requests';
import { startExtraServer, type ExtraServer } from './servers';
import type { ContainerDir } from './env';

export interface SeawaveFixtures {
  /** Every request of `page`, recorded from before the first navigation. */
  requests: RequestLog;
  /**
   * Serves a container's dist on an extra port (a free one unless given);
   * every server started through it is stopped when the test ends.
   */
  extraServer: (dir: ContainerDir, options?: { port?: number; listen?: boolean }) => Promise<ExtraServer>;
  /** Errors thrown in the page (uncaught exceptions), collected for assertions. */
  pageErrors: Error[];
}

/**
 * The project's `test`: Playwright's own plus the fixtures above. Each test
 * gets a new browser context, so it starts with an empty IndexedDB,
 * localStorage and cookies (a fresh local database is seeded on first use);
 * use clearIndexedDb(page) to reset within a test.
 */
export const test = base.extend<SeawaveFixtures>({
  requests: async ({ page }, provide) => {
    const log = collectRequests(page);
    await provide(log);
    log.stop();
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
  extraServer: async ({}, provide) => {
    const started: ExtraServer[] = [];
    await provide(async (dir, options) => {
      const server = await startExtraServer(dir, options);
      started.push(server);
      return server;
    });
    await Promise.all(started.map((server) => server.stop()));
  },
  pageErrors: async ({ page }, provide) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await provide(errors);
  },
});

export { expect };

/** Deletes every IndexedDB database of the page's origin (then reload to start from the seed). */
export async function clearIndexedDb(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const databases = await indexedDB.databases();
    await Promise.all(
      databases.map(
        (db) =>
          new Promise<void>((resolve, reject) => {
            if (!db.name) return resolve();
            const request = indexedDB.deleteDatabase(db.name);
            request.onsuccess = () => resolve();
            request.onerror = () => reject(request.error ?? new Error(`could not delete ${db.name}`));
            request.onblocked = () => resolve();
          }),
      ),
    );
  });
}

/**
 * Client-side navigation (like clicking a router link): the document stays
 * the same, so window state survives. Works with the shell's BrowserRouter.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
