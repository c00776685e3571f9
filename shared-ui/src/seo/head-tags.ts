import { absoluteUrl } from './site-origin';
import { escapeMarkup } from './xml';

/** Served beside the shell's index.html. */
export const defaultShareImage = { path: '/share/seawave.jpg', width: 1200, height: 630, alt: 'SEAWAVE: sea, land and air cargo services since 2005' } as const;

export interface HeadTag {
  tag: 'link' | 'meta';
  attributes: Record<string, string>;
}

export interface PageHead {
  path: string;
  title: string;
  description: string;
  type?: 'website' | 'article';
  /** An absolute URL or a path of the site; the default share image otherwise. */
  image?: { url: string; alt: string } | null;
}

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

export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes }) => `<${tag} ${Object.entries(attributes).map(([name, value]) => `${name}="${escapeMarkup(value)}"`).join(' ')}>`)
    .join('\n');
}
