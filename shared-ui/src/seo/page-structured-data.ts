/** Which JSON-LD blocks each prerendered page carries, from its path and the data it was rendered with. */
import { paths, serviceSlugs } from '../paths';
import { blogPostingJsonLd, jobPostingJsonLd, organizationJsonLd, serviceBreadcrumbJsonLd, type BlogPostingSource, type JobPostingSource, type JsonLd } from './json-ld';

export interface PageStructuredDataInput {
  /** The page's path, e.g. '/customclearance' or '/blog/abc'. */
  path: string;
  /** The document title of a parameter-free route, by path (service pages name their breadcrumbs with them). */
  titleOf: (path: string) => string | undefined;
  /** The page's prerendered reads (a post's or a vacancy's value under its prerender key). */
  post: BlogPostingSource | null;
  vacancy: JobPostingSource | null;
  origin: string;
  now: Date;
}

/**
 * Organization (its head office and branches as LocalBusiness) on the home
 * and contact pages; BreadcrumbList on each service page; BlogPosting on a
 * post; JobPosting on an open vacancy's page (none on a blocked or closed
 * one); nothing elsewhere.
 */
export function pageStructuredData({ path, titleOf, post, vacancy, origin, now }: PageStructuredDataInput): JsonLd[] {
  if (path === paths.home.href() || path === paths.heroContact.href()) return [organizationJsonLd(origin)];
  const slug = serviceSlugs.find((s) => paths[s].href() === path);
  if (slug) {
    const overview = paths.services.href();
    return [serviceBreadcrumbJsonLd({ path, title: titleOf(path) ?? slug }, { path: overview, title: titleOf(overview) ?? 'Services' }, origin)];
  }
  if (post && path === paths.blog.href(post.id)) return [blogPostingJsonLd(post, origin)];
  if (vacancy && path === paths.jobDetails.href(vacancy.id)) {
    const posting = jobPostingJsonLd(vacancy, origin, now);
    return posting ? [posting] : [];
  }
  return [];
}
