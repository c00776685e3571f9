import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestRoute, RouteManifest } from '../../shared-ui/src/routes/route-manifest';
import { containers, repoRoot } from './env';

/** The records the detail routes open. */
export interface RouteIds {
  postId: string;
  jobId: string;
  /** The vacancy a staff page edits (the same records as jobId). */
  vacancyId: string;
  quoteId: string;
  applicantId: string;
}

/** Records of the sample content every test project starts with. */
export const sampleIds: RouteIds = {
  postId: 'seed-post-dpd',
  jobId: 'seed-job-customs-executive',
  vacancyId: 'seed-job-customs-executive',
  quoteId: 'seed-quote-traders',
  applicantId: 'seed-applicant-one',
};

/** The route manifest of every remote of tooling/containers.cjs. */
const manifests: RouteManifest[] = containers
  .filter((c) => !c.host)
  .map((c) => JSON.parse(readFileSync(join(repoRoot, c.dir, 'routes.json'), 'utf8')) as RouteManifest);

/**
 * Every route of the site, read from the remotes' route manifests (so a new
 * page is checked without touching the specs), its parameter filled with the
 * given record: the routes anyone may open (sign-in included) and the routes
 * for staff only.
 */
export function siteUrls(ids: RouteIds = sampleIds): { publicUrls: string[]; staffUrls: string[]; staffRemoteUrls: string[] } {
  const values: Record<string, string | undefined> = { ...ids };
  const fill = (pattern: string): string =>
    pattern.replace(/:(\w+)/g, (_match, name: string) => {
      const value = values[name];
      if (!value) throw new Error(`No record given for :${name} in ${pattern}`);
      return encodeURIComponent(value);
    });
  // A private page (a quote's status) opens only with its key: its own spec checks it.
  const routes = manifests.flatMap((manifest) => manifest.pages.flatMap((page) => page.routes)).filter((route) => !route.private);
  return {
    publicUrls: routes.filter((route) => !route.adminOnly).map((route) => fill(route.path)),
    staffUrls: routes.filter((route) => route.adminOnly).map((route) => fill(route.path)),
    /** The routes of the staff remotes (sign-in included) and the staff-only routes: never in a search engine. */
    staffRemoteUrls: manifests.flatMap((manifest) => manifest.pages.flatMap((page) => page.routes).filter((route) => manifest.staff || route.adminOnly)).map((route) => fill(route.path)),
  };
}

/** A route of the manifests by its path pattern (its title and description included). */
export function manifestRoute(path: string): ManifestRoute {
  const found = manifests.flatMap((manifest) => manifest.pages.flatMap((page) => page.routes)).find((route) => route.path === path);
  if (!found) throw new Error(`No route ${path} in the remotes' manifests`);
  return found;
}

/** The address of a route of the manifests by its name, its parameter filled with `id`. */
export function routeHref(name: string, id?: string): string {
  const found = manifests.flatMap((manifest) => manifest.pages.flatMap((page) => page.routes)).find((route) => route.name === name);
  if (!found) throw new Error(`No route named ${name} in the remotes' manifests`);
  if (!found.path.includes(':')) return found.path;
  if (id === undefined) throw new Error(`The route ${name} needs an id`);
  return found.path.replace(/:\w+$/, encodeURIComponent(id));
}
