import { paths, serviceSlugs } from '../paths';
import { blogPostingJsonLd, jobPostingJsonLd, organizationJsonLd, serviceBreadcrumbJsonLd, type BlogPostingSource, type JobPostingSource, type JsonLd } from './json-ld';

export interface PageStructuredDataInput {
  path: string;
  /** Service pages name their breadcrumbs with these titles. */
  titleOf: (path: string) => string | undefined;
  post: BlogPostingSource | null;
  vacancy: JobPostingSource | null;
  origin: string;
  now: Date;
}

/** No JobPosting for a blocked or closed vacancy. */
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
