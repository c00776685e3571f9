import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SeawaveThemeProvider } from '@seawave/shared-ui';
import { authStore, configureApp } from '@seawave/shared-data';
import { App } from './app/app';
import type { RemoteEntry } from './federation/remote-registry';
import { remoteNames } from './federation/remote-manifests';

export interface StartOptions {
  /** The remotes of remotes.json, registered by index.ts in parallel with this chunk. */
  remotes: Promise<RemoteEntry[]>;
  /** Contents of app-config.json. */
  appConfigFile: Promise<unknown>;
}

/**
 * Applies app-config.json. A missing or invalid file is an error shown on the
 * page: the site never guesses which back end to talk to.
 */
async function configure(appConfigFile: Promise<unknown>): Promise<string | null> {
  try {
    configureApp(await appConfigFile);
    return null;
  } catch (error) {
    console.error('app-config.json is missing or invalid', error);
    return error instanceof Error ? error.message : String(error);
  }
}

/** The full-page message shown instead of the site when its configuration cannot be used. */
export function ConfigurationProblem({ detail }: { detail: string }) {
  return (
    <main id="main" role="alert" style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>The site cannot start</h1>
      <p>Its configuration (app-config.json) is missing or invalid, so it does not know which back end to use.</p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{detail}</pre>
    </main>
  );
}

/** Reports names in remotes.json that the federation contract does not know. */
export function warnAboutUnknownRemotes(remotes: RemoteEntry[]): void {
  for (const { name } of remotes) {
    if (!(remoteNames as readonly string[]).includes(name)) console.warn(`remotes.json names an unknown remote "${name}"; it is ignored`);
  }
}

export async function start({ remotes, appConfigFile }: StartOptions): Promise<void> {
  try {
    warnAboutUnknownRemotes(await remotes);
  } catch (error) {
    // The shell still renders: every remote route shows its error state.
    console.error('Could not register the remotes of remotes.json', error);
  }
  const problem = await configure(appConfigFile);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  if (problem) {
    createRoot(container).render(<ConfigurationProblem detail={problem} />);
    return;
  }
  // Cheap for visitors: without a session hint this loads no Firebase code.
  void authStore.getState().init();

  createRoot(container).render(
    <SeawaveThemeProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </SeawaveThemeProvider>,
  );
}
