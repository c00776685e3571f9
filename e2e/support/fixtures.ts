import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { deepMerge, newContextOn, pointAtProject, TestProject, type JsonObject } from './backend';
import { hydrated } from './hydration';
import { connectServerFunctions } from './server-functions';
import { collectRequests, type RequestLog } from './requests';
import { startExtraServer, type ExtraServer } from './servers';
import { repoRoot, testShellPort, type ContainerDir } from './env';
import { signIn, type Staff } from './staff';

export interface SeawaveFixtures {
  /** Every request of `page`, recorded from before the first navigation. */
  requests: RequestLog;
  /**
   * Serves a container's dist (or another build of it in `root`) on an extra port (a free one unless given);
   * every server started through it is stopped when the test ends.
   */
  extraServer: (dir: ContainerDir, options?: { port?: number; listen?: boolean; root?: string }) => Promise<ExtraServer>;
  /** Errors thrown in the page (uncaught exceptions), collected for assertions. */
  pageErrors: Error[];
  /**
   * A separate browser (its own storage, cookies and sign-in) on the same
   * test project, e.g. staff in one and a visitor in the other; signed in as
   * a staff mailbox when `signedInAs` is given. Closed at the end of the test.
   */
  otherContext: (options?: { signedInAs?: Staff }) => Promise<BrowserContext>;
  /**
   * The staff mailbox the test's `page` is signed in as before the test
   * starts (it then shows the dashboard), e.g. `test.use({ signedInAs: 'admin' })`;
   * signed out when null (the default).
   */
  signedInAs: Staff | null;
}

export interface SeawaveWorkerFixtures {
  /** This worker's own Firebase project in the emulators (reset to the sample content before each test). */
  project: TestProject;
  /**
   * Whether the project runs the site's Cloud Functions (the Functions
   * emulator's Firestore triggers: references, search terms, mail), as the
   * site does in production. Default true; a file that writes stored data
   * itself (as the server would have left it) sets
   * `test.use({ serverFunctions: false })` and gets a project without them.
   */
  serverFunctions: boolean;
  /**
   * The site as visitors get it, which every test opens (it is `baseURL`):
   * the shell's build on the worker's own port, every page rendered on
   * request (as the production function renders it) from this worker's
   * project, which its pages then read in the browser too. A page whose
   * test changes its remotes.json (overrideRemotes) is rendered with them.
   */
  renderedSite: ExtraServer;
}

/**
 * A test may end while its page still loads (app-config.json on its way through a route): the handler must not then
 * fail the test with 'Response has been disposed' when the context closes under it.
 */
async function closingRoutes(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
}

/**
 * The project's `test`: Playwright's own plus the fixtures above. Each test
 * gets a new browser context (no cookies, storage or session) whose pages
 * use the worker's test project, reset to the sample content first.
 */
export const test = base.extend<SeawaveFixtures, SeawaveWorkerFixtures>({
  serverFunctions: [true, { scope: 'worker', option: true }],
  project: [
    async ({ serverFunctions }, provide, workerInfo) => {
      const suffix = serverFunctions ? '' : '-plain';
      await provide(new TestProject(`demo-seawave-e2e-${workerInfo.workerIndex}${suffix}`));
    },
    { scope: 'worker' },
  ],
  renderedSite: [
    async ({ project }, provide, workerInfo) => {
      const shipped = JSON.parse(readFileSync(join(repoRoot, 'shell/dist/app-config.json'), 'utf8')) as JsonObject;
      const server = await startExtraServer('shell', {
        port: testShellPort(workerInfo.parallelIndex),
        pages: { mode: 'server', appConfig: deepMerge(shipped, project.appConfig()), testHeaders: true },
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, project, serverFunctions }, provide) => {
    await project.applyCurrentRules();
    // Triggers first: the sample content is then numbered in the first test of a worker as in every later one.
    if (serverFunctions) project.serverFunctions = await connectServerFunctions(project.projectId);
    await project.reset();
    await pointAtProject(context, project);
    await provide(context);
    await closingRoutes(context);
  },
  // A test that only sends requests reads the worker's project too: it gets the same reset to the sample content.
  request: async ({ request, context }, provide) => {
    void context;
    await provide(request);
  },
  otherContext: async ({ browser, project }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async ({ signedInAs } = {}) => {
      const context = await newContextOn(browser, project);
      opened.push(context);
      if (signedInAs) {
        const page = await context.newPage();
        await signIn(page, signedInAs);
        await page.close();
      }
      return context;
    });
    await Promise.all(
      opened.map(async (c) => {
        await closingRoutes(c);
        await c.close();
      }),
    );
  },
  signedInAs: [null, { option: true }],
  page: async ({ page, signedInAs }, provide) => {
    if (signedInAs) await signIn(page, signedInAs);
    await provide(page);
  },
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

/**
 * Client-side navigation (like clicking a router link): the document stays
 * the same, so window state survives. Works with the shell's BrowserRouter.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // Before the app has taken the page over nothing listens for the history change, and the navigation would be lost.
  await hydrated(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
