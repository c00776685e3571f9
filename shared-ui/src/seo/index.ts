// Pure builders (no browser API) for the shell and the prerender.
export { parseSiteOrigin, siteOrigin, absoluteUrl } from './site-origin';
export { robotsTxt } from './robots';
export { sitemapXml, type SitemapEntry } from './sitemap';
export {
  organizationJsonLd,
  jobPostingJsonLd,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  serviceBreadcrumbJsonLd,
  pageName,
  jsonLdScript,
  logoPath,
  type JsonLd,
  type JobPostingSource,
  type BlogPostingSource,
  type Crumb,
} from './json-ld';
export { headTags, headTagsHtml, defaultShareImage, type HeadTag, type PageHead } from './head-tags';
export { indexableRoutes, type ManifestRoutes } from './manifest-routes';
export { siteIndexEntries, type IndexedPost, type IndexedVacancy } from './site-index';
export { isVacancyOpen, type VacancyOpenness } from '@seawave/shared-data/entities';
export { pageStructuredData, type PageStructuredDataInput } from './page-structured-data';
