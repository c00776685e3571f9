/**
 * What search engines are told the site has: every public page of the route
 * manifests that takes no parameter, each post and each open vacancy; never
 * a staff screen, a blocked or closed vacancy, or anything else.
 */
import { paths } from '../paths';
import type { ManifestRoute } from '../routes/route-manifest';
import type { SitemapEntry } from './sitemap';
import { absoluteUrl } from './site-origin';
import { isVacancyOpen, type VacancyOpenness } from './vacancy-open';

/** The part of a route manifest (the source or its published copy) this needs. */
export interface ManifestRoutes {
  staff?: boolean;
  pages: readonly { routes: readonly Pick<ManifestRoute, 'name' | 'path' | 'title' | 'description' | 'adminOnly'>[] }[];
}

type Route = ManifestRoutes['pages'][number]['routes'][number];

const hasParameter = (route: Route) => route.path.includes(':') || route.path.includes('*');

/** The public routes without parameters (no staff remote, no staff-only route), in the manifests' order. */
export function indexableRoutes(manifests: readonly ManifestRoutes[]): Route[] {
  return manifests.filter((m) => !m.staff).flatMap((m) => m.pages.flatMap((page) => page.routes.filter((route) => !route.adminOnly && !hasParameter(route))));
}

/**
 * The path prefixes of the staff screens (a staff remote's routes and
 * staff-only routes, cut before their first parameter), for robots.txt.
 */
export function staffPathPrefixes(manifests: readonly ManifestRoutes[]): string[] {
  const routes = manifests.flatMap((m) => m.pages.flatMap((page) => page.routes.filter((route) => m.staff || route.adminOnly)));
  return [...new Set(routes.map((route) => route.path.replace(/[:*].*$/, '')))].sort();
}

export interface IndexedPost {
  id: string;
  createdAt: Date | null;
  updatedAt?: Date | null;
}

export interface IndexedVacancy extends VacancyOpenness {
  id: string;
  createdAt: Date | null;
  updatedAt?: Date | null;
}

/**
 * The sitemap's entries: each indexable route, then each post and each
 * vacancy open at `now`, with their last change (updatedAt, else createdAt).
 */
export function siteIndexEntries(input: {
  origin: string;
  manifests: readonly ManifestRoutes[];
  posts: readonly IndexedPost[];
  vacancies: readonly IndexedVacancy[];
  now: Date;
}): SitemapEntry[] {
  const { origin, now } = input;
  const lastChange = (doc: { createdAt: Date | null; updatedAt?: Date | null }) => doc.updatedAt ?? doc.createdAt;
  return [
    ...indexableRoutes(input.manifests).map((route) => ({ loc: absoluteUrl(route.path, origin) })),
    ...input.posts.map((post) => ({ loc: absoluteUrl(paths.blog.href(post.id), origin), lastmod: lastChange(post) })),
    ...input.vacancies
      .filter((vacancy) => isVacancyOpen(vacancy, now))
      .map((vacancy) => ({ loc: absoluteUrl(paths.jobDetails.href(vacancy.id), origin), lastmod: lastChange(vacancy) })),
  ];
}
