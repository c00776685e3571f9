import { escapeMarkup } from './xml';

export interface SitemapEntry {
  /** The page's absolute URL. */
  loc: string;
  /** When its content last changed (its document's updatedAt, else createdAt); absent when unknown. */
  lastmod?: Date | null;
}

/** sitemap.xml (sitemaps.org protocol 0.9) listing the entries in their order, each URL escaped. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const modified = lastmod && !Number.isNaN(lastmod.getTime()) ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeMarkup(loc)}</loc>${modified}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
