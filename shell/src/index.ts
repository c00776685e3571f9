// Entry of the host. It must not import shared modules (they are available
// only after the async boundary). While the bootstrap chunk loads it fetches:
// - remotes.json: where each remote lives (moving one needs no rebuild); the
//   remotes are registered at once;
// - each remote's routes.json (beside its mf-manifest.json), in parallel, as
//   soon as remotes.json has arrived: the site's routes (a remote that adds a
//   page deploys alone); the current page's remote starts downloading as soon
//   as a manifest claims the path;
// - app-config.json: back end, Firebase settings, emulators, allow-list.
import { parseRemotesFile, preloadPageOf, registerRemotesFile } from './federation/remote-registry';
import { registerRemotes } from '@module-federation/runtime';
import { createRouteCatalog, type RouteCatalog } from './federation/route-catalog';

/**
 * What a server-rendered page recorded (shell/src/server/page-service.ts): the remotes'
 * builds it was rendered with (remotes.json's shape, each pinned to a
 * versioned manifest), their route manifests, and its data (read by
 * bootstrap). Null on a page that was not prerendered (app.html).
 */
function readPrerendered(): { remotes: unknown; manifests: Record<string, unknown>; text: string } | null {
  const text = document.getElementById('seawave-prerender')?.textContent;
  if (!text) return null;
  const parsed = JSON.parse(text) as { remotes: unknown; manifests: Record<string, unknown> };
  return { remotes: parsed.remotes, manifests: parsed.manifests, text };
}

const fetchJson = (url: string): Promise<unknown> =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });

const prerendered = readPrerendered();
// A page served to a browser holding a preview names the remotes to use (the candidate build); any other reads remotes.json.
const inlineRemotes = document.getElementById('seawave-remotes')?.textContent;
const remotesFile = (): Promise<unknown> => (inlineRemotes ? Promise.resolve(JSON.parse(inlineRemotes) as unknown) : fetchJson('/remotes.json'));
const loadRemotes = () => remotesFile().then((data) => registerRemotesFile(data, window.location.href));
let catalog: RouteCatalog;
let pinnedBuildGone: ((remote: string) => Promise<boolean>) | null = null;
if (prerendered) {
  // Hydrate with exactly the builds and routes the page was rendered with
  // (they stay available under their versioned paths after a redeploy).
  const remotes = registerRemotesFile(prerendered.remotes, window.location.href);
  catalog = createRouteCatalog(() => Promise.resolve(remotes), fetchJson, { remotes, manifests: prerendered.manifests });
  // A recorded build no longer deployed: the remote's current build (remotes.json) renders its pages.
  pinnedBuildGone = async (remote) => {
    const pinned = remotes.find((r) => r.name === remote);
    const current = parseRemotesFile(await fetchJson('/remotes.json'), window.location.href).find((r) => r.name === remote);
    if (!pinned || !current || current.entry === pinned.entry) return false;
    pinned.entry = current.entry;
    registerRemotes([current], { force: true });
    return true;
  };
} else {
  // The first load uses the file index.html preloads; "Try again" after a failure fetches it anew.
  let preloaded: ReturnType<typeof loadRemotes> | null = loadRemotes();
  catalog = createRouteCatalog(() => {
    const remotes = preloaded ?? loadRemotes();
    preloaded = null;
    return remotes;
  }, fetchJson);
}
void preloadPageOf(catalog, window.location.pathname);

const appConfigFile = fetchJson('/app-config.json');
// Handled in bootstrap; avoid unhandled-rejection noise meanwhile.
appConfigFile.catch(() => undefined);

// In a task of its own: sharing the libraries and loading the app then does
// not lengthen the task that ran this script (one long task blocks input).
setTimeout(() => {
  void import('./bootstrap').then(({ start }) => start({ catalog, appConfigFile, prerenderedData: prerendered?.text ?? null, pinnedBuildGone }));
}, 0);
