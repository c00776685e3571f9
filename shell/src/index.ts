// Entry of the host. It must not import shared modules (they are available
// only after the async boundary). It fetches the two runtime files while the
// bootstrap chunk loads:
// - remotes.json: where each remote lives (moving one needs no rebuild); the
//   remotes are registered at once and the current page's remote starts
//   downloading in parallel with the shell's own code;
// - app-config.json: back end, Firebase settings, emulators, allow-list.
import { registerRemotesAndPreload } from './federation/remote-registry';

const fetchJson = (url: string): Promise<unknown> =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });

const remotes = fetchJson('/remotes.json').then((data) => registerRemotesAndPreload(data, window.location));
const appConfigFile = fetchJson('/app-config.json');
// Both are handled in bootstrap; avoid unhandled-rejection noise meanwhile.
remotes.catch(() => undefined);
appConfigFile.catch(() => undefined);

void import('./bootstrap').then(({ start }) => start({ remotes, appConfigFile }));
