/**
 * The head tags of a page for search engines and link previews: canonical
 * URL, Open Graph and Twitter card, each with the page's title, description
 * and share image.
 */
import { absoluteUrl } from './site-origin';
import { escapeMarkup } from './xml';

/** The picture link previews show for a page that has none of its own (1200 x 630, beside the shell's index.html). */
export const defaultShareImage = { path: '/share/seawave.jpg', width: 1200, height: 630, alt: 'SEAWAVE: sea, land and air cargo services since 2005' } as const;

export interface HeadTag {
  tag: 'link' | 'meta';
  attributes: Record<string, string>;
}

export interface PageHead {
  /** The page's path (no query), e.g. '/careers' or '/blog/abc'. */
  path: string;
  /** The document title, e.g. 'Careers | SEAWAVE'. */
  title: string;
  description: string;
  /** 'article' for a post; 'website' otherwise. */
  type?: 'website' | 'article';
  /** The page's own picture (absolute URL, or a path of the site) and its text; the default share image otherwise. */
  image?: { url: string; alt: string } | null;
}

/** The canonical link and the Open Graph and Twitter card tags of a page. */
export function headTags(page: PageHead, origin: string): HeadTag[] {
  const url = absoluteUrl(page.path, origin);
  const image = page.image ?? { url: defaultShareImage.path, alt: defaultShareImage.alt };
  const imageUrl = absoluteUrl(image.url, origin);
  const property = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { property: name, content } });
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { name, content } });
  return [
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    property('og:type', page.type ?? 'website'),
    property('og:site_name', 'SEAWAVE'),
    property('og:url', url),
    property('og:title', page.title),
    property('og:description', page.description),
    property('og:image', imageUrl),
    property('og:image:alt', image.alt),
    ...(page.image ? [] : [property('og:image:width', String(defaultShareImage.width)), property('og:image:height', String(defaultShareImage.height))]),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', page.title),
    named('twitter:description', page.description),
    named('twitter:image', imageUrl),
    named('twitter:image:alt', image.alt),
  ];
}

/** The tags as HTML for a page's head, every attribute value escaped. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes }) => `<${tag} ${Object.entries(attributes).map(([name, value]) => `${name}="${escapeMarkup(value)}"`).join(' ')}>`)
    .join('\n');
}
