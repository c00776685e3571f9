// Entry of the host: no shared modules before the async boundary. While the bootstrap chunk loads, it fetches
// remotes.json, each remote's routes.json and app-config.json, so moving or adding to a remote needs no shell rebuild.
import { parseRemotesFile, preloadPageOf, registerRemotesFile } from './federation/remote-registry';
import { registerRemotes } from '@module-federation/runtime';
import { createRouteCatalog, type RouteCatalog } from './federation/route-catalog';
import { loadSharedLibrariesInTurn } from './federation/shared-libraries';

/** Null on a page that was not prerendered. */
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
// A preview page names the candidate's remotes inline; any other page reads remotes.json.
const inlineRemotes = document.getElementById('seawave-remotes')?.textContent;
const remotesFile = (): Promise<unknown> => (inlineRemotes ? Promise.resolve(JSON.parse(inlineRemotes) as unknown) : fetchJson('/remotes.json'));
const loadRemotes = () => remotesFile().then((data) => registerRemotesFile(data, window.location.href));
let catalog: RouteCatalog;
let pinnedBuildGone: ((remote: string) => Promise<boolean>) | null = null;
if (prerendered) {
  // Hydrate with exactly the builds the page was rendered with; they stay under versioned paths after a redeploy.
  const remotes = registerRemotesFile(prerendered.remotes, window.location.href);
  catalog = createRouteCatalog(() => Promise.resolve(remotes), fetchJson, { remotes, manifests: prerendered.manifests });
  pinnedBuildGone = async (remote) => {
    const pinned = remotes.find((r) => r.name === remote);
    const current = parseRemotesFile(await fetchJson('/remotes.json'), window.location.href).find((r) => r.name === remote);
    if (!pinned || !current || current.entry === pinned.entry) return false;
    pinned.entry = current.entry;
    registerRemotes([current], { force: true });
    return true;
  };
} else {
  // "Try again" after a failure fetches the file anew instead of reusing the preloaded one.
  let preloaded: ReturnType<typeof loadRemotes> | null = loadRemotes();
  catalog = createRouteCatalog(() => {
    const remotes = preloaded ?? loadRemotes();
    preloaded = null;
    return remotes;
  }, fetchJson);
}
void preloadPageOf(catalog, window.location.pathname);

const appConfigFile = fetchJson('/app-config.json');
// Handled in bootstrap; avoids unhandled-rejection noise meanwhile.
appConfigFile.catch(() => undefined);

// Tasks of their own, so loading the app does not lengthen this script's task and block input.
loadSharedLibrariesInTurn();
setTimeout(() => {
  void import('./bootstrap').then(({ start }) => start({ catalog, appConfigFile, prerenderedData: prerendered?.text ?? null, pinnedBuildGone }));
}, 0);
