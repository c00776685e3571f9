import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppConfigError, authStore, configureApp, hydrationPrerenderData, parseHydrationJson } from '@seawave/shared-data';
import { SiteTree } from './app/site-tree';
import { reportRecoverableError, watchRemoteErrors } from './federation/error-reporter';
import { onPinnedBuildGone } from './federation/load-remote-page';
import type { RouteCatalog } from './federation/route-catalog';

export interface StartOptions {
  catalog: RouteCatalog;
  appConfigFile: Promise<unknown>;
  prerenderedData: string | null;
  pinnedBuildGone?: ((remote: string) => Promise<boolean>) | null;
}

/** 'unsafe': local testing settings on a public address. */
export interface ConfigurationIssue {
  kind: 'invalid' | 'unsafe';
  detail: string;
}

/** The site never guesses which back end to use: a bad or local-only configuration is shown as an error. */
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
  // The routes are not awaited: the layout renders at once, each route when its manifest arrives.
  const problem = await configure(appConfigFile);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  if (problem) {
    createRoot(container).render(<ConfigurationProblem kind={problem.kind} detail={problem.detail} />);
    return;
  }
  // Errors of the remotes are reported with their remote and build; Firebase loads only once one is.
  watchRemoteErrors();
  // Cheap for visitors: without a session hint this loads no Firebase code.
  void authStore.getState().init();

  // Navigations are not transitions: one started while hydration still ran stayed pending, and the clicked page never showed.
  const site = (data: ReturnType<typeof hydrationPrerenderData> | null) => (
    <BrowserRouter useTransitions={false}>
      <SiteTree catalog={catalog} data={data} />
    </BrowserRouter>
  );
  if (prerenderedData === null) {
    createRoot(container).render(site(null));
    return;
  }
  onPinnedBuildGone(pinnedBuildGone);
  const { data: values, renderedAt } = parseHydrationJson(prerenderedData);
  const data = hydrationPrerenderData(
    typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {},
    typeof renderedAt === 'number' ? renderedAt : null,
  );
  // As a transition, hydration yields to the browser instead of blocking the main thread.
  startTransition(() => {
    hydrateRoot(container, site(data), {
      onRecoverableError: (error) => {
        reportRecoverableError(error);
        // What React does without this option: the error still reaches the console and the page's error handlers.
        if (typeof reportError === 'function') reportError(error);
        else console.error(error);
      },
    });
  });
}
