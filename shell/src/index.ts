// Entry of the host. It must not import shared modules (they are only
// available after the async boundary), so it just starts fetching the
// runtime files and loads the bootstrap chunk in parallel.
const fetchJson = (url: string): Promise<unknown> =>
  fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });

const remotesFile = fetchJson('/remotes.json');
remotesFile.catch(() => undefined); // handled in bootstrap

void import('./bootstrap').then(({ start }) => start({ remotesFile }));
