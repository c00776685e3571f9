/** Never a staff screen or a blocked or closed vacancy in what search engines are told. */
import { siteHref, type SiteRouteTable } from '../routes/route-paths';
import { indexableRoutes, type ManifestRoutes } from './manifest-routes';
import type { SitemapEntry } from './sitemap';
import { absoluteUrl } from './site-origin';
import { isVacancyOpen, type VacancyOpenness } from '@seawave/shared-data/entities';

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

export function siteIndexEntries(input: {
  origin: string;
  manifests: readonly ManifestRoutes[];
  posts: readonly IndexedPost[];
  vacancies: readonly IndexedVacancy[];
  now: Date;
  /** The site's routes by name (the post and job pages). */
  routes: SiteRouteTable;
}): SitemapEntry[] {
  const { origin, now, routes } = input;
  const located = (page: string | null, lastmod: Date | null): SitemapEntry[] => (page === null ? [] : [{ loc: absoluteUrl(page, origin), lastmod }]);
  const lastChange = (doc: { createdAt: Date | null; updatedAt?: Date | null }) => doc.updatedAt ?? doc.createdAt;
  return [
    ...indexableRoutes(input.manifests).map((route) => ({ loc: absoluteUrl(route.path, origin) })),
    ...input.posts.flatMap((post) => located(siteHref(routes, 'blog', post.id), lastChange(post))),
    ...input.vacancies
      .filter((vacancy) => isVacancyOpen(vacancy, now))
      .flatMap((vacancy) => located(siteHref(routes, 'jobDetails', vacancy.id), lastChange(vacancy))),
  ];
}
