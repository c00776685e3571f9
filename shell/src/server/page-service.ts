/**
 * Pages rendered when they are asked for: every page path of the site, the
 * sitemap and robots.txt, answered from what is deployed and stored now
 * (remotes.json, each remote's build and route manifest, the posts and
 * vacancies), with the status a crawler should see and a Cache-Control that
 * lets Hosting's CDN serve repeats for at most a minute. Production runs it
 * in a Cloud Function behind Hosting's rewrite; `npm start` and the tests run
 * it in the local Hosting stand-in's process.
 */
import { hydrationJson, prerenderKeys } from '@seawave/shared-data';
import {
  headTags,
  headTagsHtml,
  isVacancyOpen,
  jsonLdScript,
  pageStructuredData,
  paths,
  robotsTxt,
  siteIndexEntries,
  sitemapXml,
  type BlogPostingSource,
  type IndexedPost,
  type IndexedVacancy,
  type JobPostingSource,
} from '@seawave/shared-ui/seo';
import { matchesPattern } from '../federation/route-owner';
import { deployedRemotes, httpJson, knownManifests, type DeployedRemote, type FetchJson } from './deployed-remotes';
import { pageHtml, withPreview } from './page-html';
import {
  PREVIEW_COOKIE,
  PREVIEW_END_PATH,
  PREVIEW_PATH,
  buildManifestUrl,
  checkAgainstRemotes,
  cookieValue,
  previewBanner,
  previewCookie,
  refusedPreviewPage,
  verifyPreview,
  type PreviewGrant,
} from './preview';
import type { RenderedPage, RenderRequest } from './render';

export interface PageRequest {
  method: string;
  /** Path and query, e.g. '/blog/abc?x=1'. */
  url: string;
  /** The request's Cookie header: a preview (see preview.ts) is read from it. */
  cookie?: string;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageServiceOptions {
  /** The site's public origin (canonical URLs, sitemap); relative remotes.json entries are relative to it. */
  origin: string;
  /** The shell's app.html as deployed: its hashed script names must be the deployed ones. */
  template: () => Promise<string>;
  /** app-config.json as deployed: the back end the pages read. */
  appConfig: () => Promise<unknown>;
  /** remotes.json as deployed (federation name -> manifest URL). */
  remotesFile: () => Promise<Record<string, string>>;
  /** Every post and vacancy, for the sitemap. */
  siteDocuments: () => Promise<{ posts: IndexedPost[]; vacancies: IndexedVacancy[] }>;
  /** The shell's Node renderer (injected so the service's rules are tested without the remotes). */
  render: (request: RenderRequest) => Promise<RenderedPage>;
  fetchJson?: FetchJson;
  now?: () => Date;
  /** A render that takes longer is answered 503 with the app page (the browser renders it). */
  renderTimeoutMs?: number;
  log?: (line: string) => void;
  /** The key preview links are signed with (see preview.ts); null or missing: preview is off. */
  previewKey?: () => string | null;
}

/** Hosting's CDN keeps a page for at most a minute; browsers always ask again. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const NO_STORE = 'no-store';
/** A page rendered with a preview is for its one browser: no CDN or other cache may keep it. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

const html = (status: number, body: string, cacheControl: string, extra: Record<string, string> = {}): PageResponse => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, ...extra },
  body,
});

/** What a POST to a page gets: forms send with scripts only, so nothing was stored and nothing typed is echoed. */
export const FORM_WITHOUT_SCRIPTS_TEXT = 'This form needs JavaScript, which was not running in your browser, so your details were not sent or kept.';

function formWithoutScriptsPage(path: string): string {
  const back = path.replace(/[^\w\-/.~%]/g, '');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Nothing was sent | SEAWAVE</title><meta name="robots" content="noindex"></head>' +
    '<body style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5"><main id="main">' +
    `<h1>Nothing was sent</h1><p role="alert">${FORM_WITHOUT_SCRIPTS_TEXT}</p>` +
    `<p>Turn on JavaScript, go <a href="${back}">back to the form</a> and send it again, or write to us: our e-mail addresses and phone numbers are on the <a href="/herocontact">contact page</a>.</p>` +
    '</main></body></html>'
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The id in a path of a one-parameter route (`/blog/:postId`), or null. */
function idIn(pattern: string, path: string): string | null {
  const prefix = pattern.replace(/:\w+$/, '');
  if (prefix === pattern || !path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length);
  if (rest === '' || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/** remotes.json's shape (name -> manifest URL), each remote pinned to the build the page was rendered with. */
const browserRemotes = (known: ReturnType<typeof knownManifests>): Record<string, string> => Object.fromEntries(known.remotes.map((r) => [r.name, r.entry]));

export function createPageService(options: PageServiceOptions) {
  const { origin, render, now = () => new Date(), renderTimeoutMs = 15_000, log = () => {}, previewKey = () => null } = options;
  const fetchJson = options.fetchJson ?? httpJson(8_000);

  /** The remotes as deployed now; with a preview, its remote pinned to the candidate build instead. */
  const remotesNow = async (preview: PreviewGrant | null = null): Promise<DeployedRemote[]> => {
    const file = await options.remotesFile();
    const entry = preview ? file[preview.remote] : undefined;
    const remotes = preview && entry ? { ...file, [preview.remote]: buildManifestUrl(entry, preview.build, `${origin}/`) } : file;
    return deployedRemotes(remotes, `${origin}/`, fetchJson);
  };

  /** The preview the request's cookie grants, checked now (signature, expiry, a remote deployed now); otherwise null. */
  async function previewOf(cookie: string | undefined): Promise<PreviewGrant | null> {
    const token = cookieValue(cookie, PREVIEW_COOKIE);
    if (!token) return null;
    const check = checkAgainstRemotes(verifyPreview(token, previewKey(), now().getTime()), await options.remotesFile());
    return check.ok ? check.grant : null;
  }

  /** `/_preview/<token>`: a valid link stores its token in this browser and opens its page; any other gets a page saying why not. */
  async function startPreview(token: string): Promise<PageResponse> {
    const check = checkAgainstRemotes(verifyPreview(token, previewKey(), now().getTime()), await options.remotesFile());
    if (!check.ok) return html(400, refusedPreviewPage(check.reason), NO_STORE, { 'Referrer-Policy': 'no-referrer' });
    const maxAge = check.grant.expiresAt - Math.floor(now().getTime() / 1000);
    return {
      status: 303,
      headers: {
        Location: check.grant.page,
        'Set-Cookie': previewCookie(token, maxAge, origin.startsWith('https:')),
        'Cache-Control': NO_STORE,
        'Referrer-Policy': 'no-referrer',
      },
      body: '',
    };
  }

  /** `/_preview/end`: the cookie is cleared and the browser sees the site as visitors do. */
  function endPreview(): PageResponse {
    return { status: 303, headers: { Location: '/', 'Set-Cookie': previewCookie(null, 0, origin.startsWith('https:')), 'Cache-Control': NO_STORE }, body: '' };
  }

  async function siteIndex(kind: 'sitemap' | 'robots'): Promise<PageResponse> {
    const manifests = (await remotesNow()).map((r) => r.routes);
    const type = kind === 'sitemap' ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8';
    const body =
      kind === 'robots'
        ? robotsTxt(origin)
        : sitemapXml(siteIndexEntries({ origin, manifests, ...(await options.siteDocuments()), now: now() }));
    return { status: 200, headers: { 'Content-Type': type, 'Cache-Control': PAGE_CACHE_CONTROL }, body };
  }

  async function page(url: string, preview: PreviewGrant | null): Promise<PageResponse> {
    const path = new URL(url, 'http://page.invalid').pathname;
    const [remotes, appConfig, template] = await Promise.all([remotesNow(preview), options.appConfig(), options.template()]);
    const cacheControl = preview ? PREVIEW_CACHE_CONTROL : PAGE_CACHE_CONTROL;
    const previewHeaders: Record<string, string> = preview ? { Vary: 'Cookie' } : {};
    const banner = preview ? previewBanner(preview) : null;
    // Staff screens (and a remote deployed without a Node build) are rendered in the browser:
    // they show nothing before sign-in, and search engines are told to keep out.
    const owner = remotes.find((r) => r.routes.pages.some((p) => p.routes.some((route) => matchesPattern(route.path, path))));
    const ownRoute = owner?.routes.pages.flatMap((p) => p.routes).find((route) => matchesPattern(route.path, path));
    if (owner && ownRoute && (!owner.server || owner.routes.staff || ownRoute.adminOnly)) {
      const staff = Boolean(owner.routes.staff || ownRoute.adminOnly);
      // With a preview the browser registers the remotes named in the page (the candidate), not remotes.json.
      const page = banner ? withPreview(template, banner, hydrationJson(browserRemotes(knownManifests(remotes)))) : template;
      return html(200, page, cacheControl, { ...previewHeaders, ...(staff ? { 'X-Robots-Tag': 'noindex' } : {}) });
    }
    const known = knownManifests(remotes);
    const rendered = await withTimeout(
      render({ url, serverEntries: remotes.flatMap((r) => (r.server ? [r.server] : [])), known, appConfig }),
      renderTimeoutMs,
      `Rendering ${url}`,
    );
    const at = now();
    // The page's own post or vacancy, as the page read it: a missing post, or a
    // vacancy that is missing, blocked or closed, is not a page search engines should keep.
    const postId = idIn(paths.blog.pattern, path);
    const vacancyId = idIn(paths.jobDetails.pattern, path);
    const post = postId === null ? null : ((rendered.data[prerenderKeys.post(postId)] ?? null) as BlogPostingSource | null);
    const vacancy = vacancyId === null ? null : ((rendered.data[prerenderKeys.vacancy(vacancyId)] ?? null) as JobPostingSource | null);
    const gone = (postId !== null && !post) || (vacancyId !== null && (!vacancy || !isVacancyOpen(vacancy, at)));
    const status = rendered.status === 404 || gone ? 404 : 200;

    const titles = new Map(remotes.flatMap((r) => r.routes.pages.flatMap((p) => p.routes.map((route) => [route.path, route.title] as const))));
    const jsonLd = status === 200 ? pageStructuredData({ path, titleOf: (p) => titles.get(p), post, vacancy, origin, now: at }) : [];
    const head = headTags(
      { path, title: rendered.meta.title, description: rendered.meta.description, type: post ? 'article' : 'website', image: post?.mainPhoto ? { url: post.mainPhoto, alt: post.topic } : null },
      origin,
    );
    const headHtml = `${status === 200 ? headTagsHtml(head) : '<meta name="robots" content="noindex">'}${jsonLd.map((block) => jsonLdScript(block)).join('')}`;
    // remotes: remotes.json's shape (name -> manifest URL), pinned to the builds rendered with.
    const hydration = hydrationJson({ remotes: browserRemotes(known), manifests: known.manifests, data: rendered.data });
    const body = pageHtml({ template, page: rendered, headHtml, hydration });
    return html(status, banner ? withPreview(body, banner) : body, cacheControl, previewHeaders);
  }

  /** A page that cannot be rendered now: the app page, which the browser renders itself; never cached, never a blank 200. */
  async function unavailable(url: string, error: unknown, preview: PreviewGrant | null): Promise<PageResponse> {
    log(`503 ${url}${preview ? ` (previewing ${preview.remote} build ${preview.build})` : ''}: ${error instanceof Error ? error.message : String(error)}`);
    const template = await options.template().catch(() => '<!doctype html><title>SEAWAVE</title><p>This page is not available right now. Please try again in a minute.</p>');
    const problem = 'The server could not render this page with it (the page function\'s log says why); your browser shows the page with the deployed builds.';
    return html(503, preview ? withPreview(template, previewBanner(preview, problem)) : template, NO_STORE, { 'Retry-After': '30', ...(preview ? { Vary: 'Cookie' } : {}) });
  }

  return {
    async handle(request: PageRequest): Promise<PageResponse> {
      const method = request.method.toUpperCase();
      const path = new URL(request.url, 'http://page.invalid').pathname;
      if (method === 'POST') return html(405, formWithoutScriptsPage(path), NO_STORE, { Allow: 'GET, HEAD' });
      if (method !== 'GET' && method !== 'HEAD') return { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': NO_STORE }, body: '' };
      let preview: PreviewGrant | null = null;
      try {
        if (path === PREVIEW_END_PATH) return endPreview();
        if (path.startsWith(PREVIEW_PATH)) return await startPreview(path.slice(PREVIEW_PATH.length));
        // The sitemap and robots.txt are the same for everyone: a preview never changes them.
        if (path === '/sitemap.xml') return await siteIndex('sitemap');
        if (path === '/robots.txt') return await siteIndex('robots');
        preview = await previewOf(request.cookie);
        return await page(request.url, preview);
      } catch (error) {
        return unavailable(request.url, error, preview);
      }
    },
  };
}

export type PageService = ReturnType<typeof createPageService>;
