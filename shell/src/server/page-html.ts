import type { RenderedPage } from './render';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, value: string | ((match: string, ...groups: string[]) => string), what: string): string {
  if (!pattern.test(html)) throw new Error(`app.html has no ${what}`);
  return html.replace(pattern, typeof value === 'string' ? () => value : value);
}

interface PageHtmlParts {
  template: string;
  page: Pick<RenderedPage, 'html' | 'styles' | 'meta'>;
  headHtml: string;
  hydration: string;
  /** The route's page works without scripts: the app is neither downloaded nor run before the visitor uses the page. */
  scriptsOnUse?: boolean;
}

/** The entry script, run by after-paint.js: preloaded for a page that starts at once, only named for one that starts on use. */
const entryScript = (src: string, onUse: boolean) =>
  onUse ? `<script type="text/plain" data-after-paint="on-use" data-src="${src}"></script>` : `<link rel="preload" as="script" href="${src}" data-after-paint>`;

export function pageHtml({ template, page, headHtml, hydration, scriptsOnUse = false }: PageHtmlParts): string {
  let html = template;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.meta.title)}</title>`, '<title>');
  html = replaceOnce(html, /<meta name="?description"? content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttribute(page.meta.description)}">`, 'meta description');
  html = replaceOnce(html, /<\/head>/, `${headHtml}${page.styles}</head>`, '</head>');
  // index.ts must read the remotes from the page, not from remotes.json.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '').replace(/<link rel="?preload"? href="?\/remotes\.json"?[^>]*>/, '');
  // Scripts download at once but run after paint (after-paint.js), so hydration never delays the first view.
  html = replaceOnce(
    html,
    /<script defer(?:="defer")? src="?([^">\s]+)"?><\/script>/,
    (_tag, src) => `${entryScript(src, scriptsOnUse)}<script defer src="/after-paint.js"></script>`,
    'deferred entry script',
  );
  return replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    `<div id="root">${page.html}</div><script type="application/json" id="seawave-prerender">${hydration}</script>`,
    '<div id="root"></div>',
  );
}

/** The banner goes outside #root, so hydration never sees it. */
export function withPreview(html: string, banner: string, remotesJson?: string): string {
  const withBanner = replaceOnce(html, /<body[^>]*>/, (body) => `${body}${banner}`, '<body>');
  return remotesJson === undefined ? withBanner : withRemotes(withBanner, remotesJson);
}

/** The builds the browser registers, named in the page instead of read from remotes.json. */
export function withRemotes(html: string, remotesJson: string): string {
  return replaceOnce(html, /<\/head>/, `<script type="application/json" id="seawave-remotes">${remotesJson}</script></head>`, '</head>');
}
