import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SeawaveThemeProvider } from '@seawave/shared-ui';
import { App } from './app/app';
import { registerRemotesFromData } from './federation/remote-registry';

export interface StartOptions {
  /** Contents of remotes.json (fetched by index.ts in parallel with this chunk). */
  remotesFile: Promise<unknown>;
}

export async function start({ remotesFile }: StartOptions): Promise<void> {
  try {
    registerRemotesFromData(await remotesFile);
  } catch (error) {
    // The shell still renders: every remote route shows its error state.
    console.error('Could not register the remotes of remotes.json', error);
  }
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
