/** Never a staff screen or a blocked or closed vacancy in what search engines are told. */
import { paths } from '../paths';
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
