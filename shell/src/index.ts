// Entry of the host. It must not import shared modules (they are only
// available after the async boundary), so it just starts fetching the two
// runtime files and loads the bootstrap chunk in parallel:
// - remotes.json: where each remote lives (moving one needs no rebuild);
// - app-config.json: back end, Firebase settings, emulators, allow-list.
const fetchJson = (url: string): Promise<unknown> =>
  fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });

const remotesFile = fetchJson('/remotes.json');
const appConfigFile = fetchJson('/app-config.json');
// Both are handled in bootstrap; avoid unhandled-rejection noise meanwhile.
remotesFile.catch(() => undefined);
appConfigFile.catch(() => undefined);

void import('./bootstrap').then(({ start }) => start({ remotesFile, appConfigFile }));
