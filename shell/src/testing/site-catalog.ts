import type { PublishedRouteManifest } from '@seawave/shared-ui';
import { createRouteCatalog, type RouteCatalog } from '../federation/route-catalog';
import { remoteLoadPolicy } from '../federation/retry-policy';

interface ManifestTooling {
  siteManifests: () => { name: string; manifest: Parameters<ManifestTooling['publishedManifest']>[0] }[];
  publishedManifest: (manifest: PublishedRouteManifest & { pages: { file: string }[] }) => PublishedRouteManifest;
}

/** The route manifests of the remotes of tooling/containers.cjs, as each remote's build publishes them. */
export function publishedSiteManifests(): PublishedRouteManifest[] {
  const tooling = jest.requireActual<ManifestTooling>('../../../tooling/federation/route-manifest.cjs');
  return tooling.siteManifests().map(({ manifest }) => tooling.publishedManifest(manifest));
}

/** The local remotes.json entries for `manifests` (URLs only matter to find each routes.json). */
export const remoteEntriesOf = (manifests: readonly PublishedRouteManifest[]) =>
  manifests.map((manifest) => ({ name: manifest.remote, entry: `https://${manifest.remote.toLowerCase()}.test/mf-manifest.json` }));

/**
 * A route catalog fed from memory: remotes.json names `manifests`' remotes and
 * each routes.json answers with its manifest, except those of `unreachable`
 * remotes, which fail (until they are removed from the set). Retries do not pause.
 */
export function catalogOf(
  manifests: readonly PublishedRouteManifest[] = publishedSiteManifests(),
  unreachable: Set<string> = new Set(),
): { catalog: RouteCatalog; fetchJson: jest.Mock<Promise<unknown>, [string]> } {
  remoteLoadPolicy.pauseMs = () => 0;
  const entries = remoteEntriesOf(manifests);
  const fetchJson = jest.fn(async (url: string) => {
    const index = entries.findIndex((entry) => new URL('routes.json', entry.entry).href === url);
    const manifest = manifests[index];
    if (!manifest || unreachable.has(manifest.remote)) throw new Error(`${url} could not be fetched`);
    return manifest;
  });
  return { catalog: createRouteCatalog(() => Promise.resolve(entries), fetchJson), fetchJson };
}

/** Resolves once every manifest of `catalog` has arrived or failed. */
export async function settled(catalog: RouteCatalog): Promise<void> {
  await catalog.routeFor('/__settled__/__no_route__/x/y/z');
}
