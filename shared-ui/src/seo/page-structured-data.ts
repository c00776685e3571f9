import { servicePages } from '@seawave/shared-data/entities';
import { siteHref, type SiteRouteTable } from '../routes/route-paths';
import { blogPostingJsonLd, jobPostingJsonLd, organizationJsonLd, serviceBreadcrumbJsonLd, type BlogPostingSource, type JobPostingSource, type JsonLd } from './json-ld';

export interface PageStructuredDataInput {
  path: string;
  /** Service pages name their breadcrumbs with these titles. */
  titleOf: (path: string) => string | undefined;
  post: BlogPostingSource | null;
  vacancy: JobPostingSource | null;
  origin: string;
  now: Date;
  /** The site's routes by name, from the route catalog the page service read. */
  routes: SiteRouteTable;
}

/** No JobPosting for a blocked or closed vacancy. */
export function pageStructuredData({ path, titleOf, post, vacancy, origin, now, routes }: PageStructuredDataInput): JsonLd[] {
  const href = (name: string, id?: string) => siteHref(routes, name, id);
  if (path === href('home') || path === href('heroContact')) return [organizationJsonLd(origin, routes)];
  const slug = servicePages.find((page) => href(page) === path);
  const overview = href('services');
  if (slug && overview !== null) {
    return [serviceBreadcrumbJsonLd({ path, title: titleOf(path) ?? slug }, { path: overview, title: titleOf(overview) ?? 'Services' }, origin, routes)];
  }
  const posting = post && path === href('blog', post.id) ? blogPostingJsonLd(post, origin, routes) : null;
  if (posting) return [posting];
  if (vacancy && path === href('jobDetails', vacancy.id)) {
    const job = jobPostingJsonLd(vacancy, origin, now, routes);
    return job ? [job] : [];
  }
  return [];
}
