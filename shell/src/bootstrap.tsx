import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppConfigError, authStore, configureApp, hydrationPrerenderData, parseHydrationJson } from '@seawave/shared-data';
import { SiteTree } from './app/site-tree';
import { onPinnedBuildGone } from './federation/load-remote-page';
import type { RouteCatalog } from './federation/route-catalog';

export interface StartOptions {
  /** The site's routes, fetched by index.ts (remotes.json, then each remote's manifest) in parallel with this chunk. */
  catalog: RouteCatalog;
  /** Contents of app-config.json. */
  appConfigFile: Promise<unknown>;
  /** A prerendered page's recorded JSON (its data is under `data`), or null when the page was not prerendered. */
  prerenderedData: string | null;
  /** A prerendered page's fallback when a build it recorded is no longer deployed (see load-remote-page). */
  pinnedBuildGone?: ((remote: string) => Promise<boolean>) | null;
}

/** Why the configuration cannot be used: 'invalid' (missing, unreadable, wrong) or 'unsafe' (local testing settings on a public address). */
export interface ConfigurationIssue {
  kind: 'invalid' | 'unsafe';
  detail: string;
}

/**
 * Applies app-config.json. A missing or invalid file, or a local testing
 * configuration (emulators, demo project, simulated failures) on any address
 * but this machine's, is an error shown on the page: the site never guesses
 * which back end to talk to, and then reads and writes nothing.
 */
async function configure(appConfigFile: Promise<unknown>): Promise<ConfigurationIssue | null> {
  try {
    configureApp(await appConfigFile);
    return null;
  } catch (error) {
    const kind = error instanceof AppConfigError ? error.kind : 'invalid';
    console.error(kind === 'unsafe' ? 'app-config.json must not be used on this address' : 'app-config.json is missing or invalid', error);
    return { kind, detail: error instanceof Error ? error.message : String(error) };
  }
}

const explanations: Record<ConfigurationIssue['kind'], string> = {
  invalid: 'Its configuration (app-config.json) is missing or invalid, so it does not know which back end to use.',
  unsafe:
    'Its configuration (app-config.json) is for testing on a developer machine (local emulators, a demo project or simulated failures), ' +
    'so it must not run at this address. Nothing was read or written. Deploy the production configuration instead.',
};

/** The full-page message shown instead of the site when its configuration cannot be used. */
export function ConfigurationProblem({ kind, detail }: ConfigurationIssue) {
  return (
    <main id="main" role="alert" style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>The site cannot start</h1>
      <p>{explanations[kind]}</p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{detail}</pre>
    </main>
  );
}

export async function start({ catalog, appConfigFile, prerenderedData, pinnedBuildGone = null }: StartOptions): Promise<void> {
  // The routes are not awaited: the layout renders at once, and each route when its manifest arrives.
  const problem = await configure(appConfigFile);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  if (problem) {
    createRoot(container).render(<ConfigurationProblem kind={problem.kind} detail={problem.detail} />);
    return;
  }
  // Cheap for visitors: without a session hint this loads no Firebase code.
  void authStore.getState().init();

  const site = (data: ReturnType<typeof hydrationPrerenderData> | null) => (
    <BrowserRouter>
      <SiteTree catalog={catalog} data={data} />
    </BrowserRouter>
  );
  if (prerenderedData === null) {
    createRoot(container).render(site(null));
    return;
  }
  onPinnedBuildGone(pinnedBuildGone);
  // The server's markup is taken over, not replaced: the same tree, the same data.
  const values = parseHydrationJson(prerenderedData).data;
  const data = hydrationPrerenderData(typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {});
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of blocking the main thread until the whole page is taken over.
  startTransition(() => {
    hydrateRoot(container, site(data));
  });
}
