import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SeawaveThemeProvider, remoteModules } from '@seawave/shared-ui';
import { authStore, configureApp, defaultAppConfig, resetLocalData, wantsLocalDataReset } from '@seawave/shared-data';
import { App } from './app/app';
import type { RemoteEntry } from './federation/remote-registry';

export interface StartOptions {
  /** The remotes of remotes.json, registered by index.ts in parallel with this chunk. */
  remotes: Promise<RemoteEntry[]>;
  /** Contents of app-config.json. */
  appConfigFile: Promise<unknown>;
}

async function configure(appConfigFile: Promise<unknown>): Promise<void> {
  try {
    configureApp(await appConfigFile);
  } catch (error) {
    console.error('app-config.json is missing or invalid; using the local defaults', error);
    configureApp(defaultAppConfig());
  }
  if (wantsLocalDataReset()) {
    await resetLocalData();
    const url = new URL(window.location.href);
    url.searchParams.delete('reset-local-data');
    window.history.replaceState(null, '', url);
  }
}

/** Reports names in remotes.json that the federation contract does not know. */
export function warnAboutUnknownRemotes(remotes: RemoteEntry[]): void {
  for (const { name } of remotes) {
    if (!(name in remoteModules)) console.warn(`remotes.json names an unknown remote "${name}"; it is ignored`);
  }
}

export async function start({ remotes, appConfigFile }: StartOptions): Promise<void> {
  try {
    warnAboutUnknownRemotes(await remotes);
  } catch (error) {
    // The shell still renders: every remote route shows its error state.
    console.error('Could not register the remotes of remotes.json', error);
  }
  await configure(appConfigFile);
  // Cheap for visitors: without a session hint this loads no Firebase code.
  void authStore.getState().init();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <SeawaveThemeProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </SeawaveThemeProvider>,
  );
}
