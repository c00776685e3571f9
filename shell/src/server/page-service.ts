/** Pages rendered on request from what is deployed and stored now; Hosting's CDN may reuse them for a minute. */
import { hydrationJson, PAGE_FRESH_SECONDS, prerenderKeys } from '@seawave/shared-data';
import { isPageDataKey, PAGE_DATA_PATH, pageDataJson, pageDataKeyOf } from '@seawave/shared-data/react';
import { STATUS_KEY_PARAM } from '@seawave/shared-data/quote-status';
import {
  headTags,
  headTagsHtml,
  isVacancyOpen,
  jsonLdScript,
  pageStructuredData,
  robotsTxt,
  siteIndexEntries,
  sitemapXml,
  type BlogPostingSource,
  type IndexedPost,
  type IndexedVacancy,
  type JobPostingSource,
} from '@seawave/shared-ui/seo';
import { manifestRouteTable } from '../federation/route-catalog';
import { cleanPath, matchesPattern } from '../federation/route-owner';
import { compositionOf, manifestsFor, newCohort, readSession, SESSION_COOKIE, sessionCookie, type Composition, type VisitorSession } from './cohort';
import { deployedRemotes, httpJson, knownManifests, type DeployedRemote, type FetchJson } from './deployed-remotes';
import { canonicalAddress, requestTarget } from './page-address';
import { pageHtml, withPreview, withRemotes } from './page-html';
import {
  PREVIEW_END_PATH,
  PREVIEW_PATH,
  buildManifestUrl,
  checkAgainstRemotes,
  cookieValue,
  previewBanner,
  refusedPreviewPage,
  verifyPreview,
  type PreviewGrant,
} from './preview';
import type { PageObserver, ServedPage } from './release-stats';
import type { RenderedPage, RenderRequest } from './render';

export interface PageRequest {
  method: string;
  url: string;
  cookie?: string;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageServiceOptions {
  /** Relative remotes.json entries are relative to it. */
  origin: string;
  /** As deployed: its hashed script names must be the deployed ones. */
  template: () => Promise<string>;
  appConfig: () => Promise<unknown>;
  /** remotes.json: each remote's live build, or during a gradual release its live build, candidate and share. */
  remotesFile: () => Promise<Record<string, unknown>>;
  /**
   * Remote -> the candidate build the functions stopped (Firestore `releaseGuards`): its visitors get the live build.
   * Asked only while a gradual release runs; a failure serves the candidate as remotes.json says.
   */
  releaseGuards?: () => Promise<Record<string, string>>;
  siteDocuments: () => Promise<{ posts: IndexedPost[]; vacancies: IndexedVacancy[] }>;
  /** Injected so the service's rules are tested without the remotes. */
  render: (request: RenderRequest) => Promise<RenderedPage>;
  /** A public page's read by its prerender key, as the page makes it while rendering. */
  readData?: (key: string, appConfig: unknown) => Promise<unknown>;
  fetchJson?: FetchJson;
  now?: () => Date;
  /** A slower render is answered 503 with the app page, which the browser renders. */
  renderTimeoutMs?: number;
  log?: (line: string) => void;
  previewKey?: () => string | null;
  /** A quote's status page: what it shows when the key opens the quote, else null (answered 404). */
  quoteStatus?: (reference: string, key: string | null) => Promise<unknown>;
  /** Told of each page of a remote served (a page view of its build) and of each that failed to render. */
  observe?: PageObserver;
}

export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}`;
const NO_STORE = 'no-store';
/** A preview page is for its one browser: no shared cache may keep it. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';
/**
 * A private route's page (a quote's status, opened with its key) is for the one who holds the link: never kept by
 * a cache, never indexed, and its address (which carries the key) is never sent on as a referrer.
 */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' } as const;
const PRIVATE_HEAD = '<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">';

const html = (status: number, body: string, cacheControl: string, extra: Record<string, string> = {}): PageResponse => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, ...extra },
  body,
});

/** Forms send with scripts only, so nothing was stored and nothing typed is echoed. */
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

function idIn(pattern: string | undefined, path: string): string | null {
  if (pattern === undefined) return null;
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

/** A manifest is deployed data: anything but a list of names declares nothing. */
const declaredQuery = (query: unknown): string[] => (Array.isArray(query) ? query.filter((name): name is string => typeof name === 'string' && name !== '') : []);

/** The visitor's cohort and preview token, and whether the cohort was drawn for this answer (its cookie to be set). */
interface Visitor {
  session: VisitorSession;
  drawn: boolean;
}

/** Each remote pinned to the build the page was rendered with. */
const browserRemotes = (known: ReturnType<typeof knownManifests>): Record<string, string> => Object.fromEntries(known.remotes.map((r) => [r.name, r.entry]));

/** What a page's answer is made with: the service's options and what it derived from them. */
interface PageContext {
  options: PageServiceOptions;
  origin: string;
  render: PageServiceOptions['render'];
  now: () => Date;
  renderTimeoutMs: number;
  secure: boolean;
  log: (line: string) => void;
  previewKey: () => string | null;
  composition: () => Promise<Composition>;
  remotesNow: (deployed: Composition, cohort?: number | null, preview?: PreviewGrant | null) => Promise<DeployedRemote[]>;
}

/** A page of a route (or the not-found page): rendered on the server, or the app page for screens rendered in the browser. */
async function page(
  context: PageContext,
  url: string,
  deployed: Composition,
  visitor: Visitor,
  preview: PreviewGrant | null,
  served: { page?: ServedPage },
): Promise<PageResponse> {
  const { options, origin, render, now, renderTimeoutMs, secure, remotesNow } = context;
  const target = requestTarget(url);
  // Null for `//x`, `/a//b` or a dot segment: no route's, so the not-found page (never the home page).
  const path = cleanPath(target.path);
  const rest = Promise.all([options.appConfig(), options.template()]);
  rest.catch(() => {});
  const remotes = await remotesNow(deployed, visitor.session.cohort, preview);
  const owner = path === null ? undefined : remotes.find((r) => r.routes.pages.some((p) => p.routes.some((route) => matchesPattern(route.path, path))));
  const ownRoute = path === null ? undefined : owner?.routes.pages.flatMap((p) => p.routes).find((route) => matchesPattern(route.path, path));
  const privatePage = ownRoute?.private === true;
  // A preview's build is no release's: its views and errors are not counted.
  if (owner && ownRoute && !preview) served.page = { remote: owner.name, build: owner.buildId, route: ownRoute.name };
  // A cohort drawn now is set by this answer: no shared cache may hand its cookie to another visitor.
  const cacheControl = preview || privatePage || visitor.drawn ? PREVIEW_CACHE_CONTROL : PAGE_CACHE_CONTROL;
  const previewHeaders: Record<string, string> = {
    ...(preview || deployed.gradual ? { Vary: 'Cookie' } : {}),
    ...(privatePage ? PRIVATE_PAGE_HEADERS : {}),
    ...(visitor.drawn ? { 'Set-Cookie': sessionCookie(visitor.session, 0, secure) } : {}),
  };
  // Cached like a page, so a flood of made-up queries costs one cheap answer per URL and no render.
  const moved = canonicalAddress(target, ownRoute ? { path: ownRoute.path, query: declaredQuery(ownRoute.query) } : null);
  if (moved !== null) return { status: 301, headers: { Location: moved, 'Cache-Control': cacheControl, ...previewHeaders }, body: '' };
  const [appConfig, template] = await rest;
  const banner = preview ? previewBanner(preview) : null;
  // Staff screens (and remotes without a Node build) render in the browser and are kept out of search engines.
  if (owner && ownRoute && (!owner.server || owner.routes.staff || ownRoute.adminOnly)) {
    const staff = Boolean(owner.routes.staff || ownRoute.adminOnly);
    // With a preview or a cohort the browser must register the builds named in the page, not remotes.json.
    const chosen = hydrationJson(browserRemotes(knownManifests(remotes)));
    const page = banner ? withPreview(template, banner, chosen) : deployed.gradual ? withRemotes(template, chosen) : template;
    return html(200, page, cacheControl, { ...previewHeaders, ...(staff ? { 'X-Robots-Tag': 'noindex' } : {}) });
  }
  const known = knownManifests(remotes);
  // Routes by name from the manifests just read: the service knows a remote's new route as soon as it is live.
  const routes = manifestRouteTable(remotes.map((r) => r.routes));
  // Before the reads: the page claims no more freshness than it has.
  const renderedAt = now().getTime();
  // A quote's status is read here, with the key, and handed to the page: the page itself may read no quote.
  const statusReference = path === null ? null : idIn(routes.quoteStatus, path);
  const statusKey = new URLSearchParams(target.query ?? '').get(STATUS_KEY_PARAM);
  const quoteStatus = statusReference === null ? undefined : ((await options.quoteStatus?.(statusReference, statusKey)) ?? null);
  const given = statusReference === null ? undefined : { [prerenderKeys.quoteStatus(statusReference)]: quoteStatus };
  const rendered = await withTimeout(
    render({ url: path === null ? target.path : url, serverEntries: remotes.flatMap((r) => (r.server ? [r.server] : [])), known, appConfig, data: given }),
    renderTimeoutMs,
    `Rendering ${url}`,
  ).catch((error: unknown) => {
    // The remotes' server code failed (or was too slow): the route's remote is named, never the shell. It is
    // a view too, so a build that fails on every page still reaches the views its error rate is judged on.
    if (served.page) {
      options.observe?.view(served.page);
      options.observe?.error(served.page, error);
    }
    throw error;
  });
  const at = now();
  // A missing post, or a missing, blocked or closed vacancy, is not a page search engines should keep.
  const postId = path === null ? null : idIn(routes.blog, path);
  const vacancyId = path === null ? null : idIn(routes.jobDetails, path);
  const post = postId === null ? null : ((rendered.data[prerenderKeys.post(postId)] ?? null) as BlogPostingSource | null);
  const vacancy = vacancyId === null ? null : ((rendered.data[prerenderKeys.vacancy(vacancyId)] ?? null) as JobPostingSource | null);
  const gone = (postId !== null && !post) || (vacancyId !== null && (!vacancy || !isVacancyOpen(vacancy, at))) || quoteStatus === null;
  const status = rendered.status === 404 || gone || path === null ? 404 : 200;

  const titles = new Map(remotes.flatMap((r) => r.routes.pages.flatMap((p) => p.routes.map((route) => [route.path, route.title] as const))));
  const jsonLd = status === 200 && path !== null ? pageStructuredData({ path, titleOf: (p) => titles.get(p), post, vacancy, origin, now: at, routes }) : [];
  const head = headTags(
    { path: path ?? '/', title: rendered.meta.title, description: rendered.meta.description, type: post ? 'article' : 'website', image: post?.mainPhoto ? { url: post.mainPhoto, alt: post.topic } : null },
    origin,
  );
  const headHtml = privatePage
    ? PRIVATE_HEAD
    : `${status === 200 ? headTagsHtml(head) : '<meta name="robots" content="noindex">'}${jsonLd.map((block) => jsonLdScript(block)).join('')}`;
  const hydration = hydrationJson({ remotes: browserRemotes(known), manifests: known.manifests, data: rendered.data, renderedAt });
  const body = pageHtml({ template, page: rendered, headHtml, hydration, scriptsOnUse: status === 200 && ownRoute?.scripts === 'on-use' });
  return html(status, banner ? withPreview(body, banner) : body, cacheControl, previewHeaders);
}

async function startPreview({ now, previewKey, composition, secure }: PageContext, token: string, session: VisitorSession): Promise<PageResponse> {
  const check = checkAgainstRemotes(verifyPreview(token, previewKey(), now().getTime()), (await composition()).releases);
  if (!check.ok) return html(400, refusedPreviewPage(check.reason), NO_STORE, { 'Referrer-Policy': 'no-referrer' });
  const maxAge = check.grant.expiresAt - Math.floor(now().getTime() / 1000);
  return {
    status: 303,
    headers: {
      Location: check.grant.page,
      'Set-Cookie': sessionCookie({ ...session, preview: token }, maxAge, secure),
      'Cache-Control': NO_STORE,
      'Referrer-Policy': 'no-referrer',
    },
    body: '',
  };
}

/** The cohort stays: the visitor keeps the builds the gradual release gave them. */
function endPreview({ secure }: PageContext, session: VisitorSession): PageResponse {
  return { status: 303, headers: { Location: '/', 'Set-Cookie': sessionCookie({ ...session, preview: null }, 0, secure), 'Cache-Control': NO_STORE }, body: '' };
}

/** Never cached, never a blank 200. */
async function unavailable({ options, log, secure }: PageContext, url: string, error: unknown, preview: PreviewGrant | null, visitor: Visitor | null): Promise<PageResponse> {
  log(`503 ${url}${preview ? ` (previewing ${preview.remote} build ${preview.build})` : ''}: ${error instanceof Error ? error.message : String(error)}`);
  const template = await options.template().catch(() => '<!doctype html><title>SEAWAVE</title><p>This page is not available right now. Please try again in a minute.</p>');
  const problem = 'The server could not render this page with it (the page function\'s log says why); your browser shows the page with the deployed builds.';
  return html(503, preview ? withPreview(template, previewBanner(preview, problem)) : template, NO_STORE, {
    'Retry-After': '30',
    ...(preview ? { Vary: 'Cookie' } : {}),
    ...(visitor?.drawn ? { 'Set-Cookie': sessionCookie(visitor.session, 0, secure) } : {}),
  });
}

/**
 * A data page's read (`/_data/<key>`), which the page asks instead of opening a database connection. Cached like
 * the page, so what the page shows after a refresh is never older than a new page load would be.
 */
async function pageData({ options, log, renderTimeoutMs }: PageContext, key: string | null, query: string | null, path: string): Promise<PageResponse> {
  const json = (status: number, body: string, cacheControl: string, extra: Record<string, string> = {}): PageResponse => ({
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl, 'X-Robots-Tag': 'noindex', ...extra },
    body,
  });
  if (key === null || !isPageDataKey(key) || !options.readData) return json(404, '{"error":"No page reads this."}', PAGE_CACHE_CONTROL);
  if (query !== null) return { status: 301, headers: { Location: path, 'Cache-Control': PAGE_CACHE_CONTROL }, body: '' };
  try {
    const data = await withTimeout(options.readData(key, await options.appConfig()), renderTimeoutMs, `Reading ${key}`);
    return json(200, pageDataJson(data), PAGE_CACHE_CONTROL);
  } catch (error) {
    log(`503 ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return json(503, '{"error":"Not available right now."}', NO_STORE, { 'Retry-After': '30' });
  }
}

export function createPageService(options: PageServiceOptions) {
  const { origin, render, now = () => new Date(), renderTimeoutMs = 15_000, log = () => {}, previewKey = () => null } = options;
  const fetchJson = options.fetchJson ?? httpJson(8_000);

  const composition = async (): Promise<Composition> => compositionOf(await options.remotesFile());
  const secure = origin.startsWith('https:');

  /** Stopped candidates; unreadable guards stop nothing (the entry is what a person released). */
  async function abortedBuilds(): Promise<Record<string, string>> {
    if (!options.releaseGuards) return {};
    try {
      return await options.releaseGuards();
    } catch (error) {
      log(`release guards unreadable, serving remotes.json as it is: ${error instanceof Error ? error.message : String(error)}`);
      return {};
    }
  }

  /** The builds a visitor of `cohort` gets (none: the live builds), with a preview's build in place of its remote's. */
  const remotesNow = async (deployed: Composition, cohort: number | null = null, preview: PreviewGrant | null = null): Promise<DeployedRemote[]> => {
    const chosen = manifestsFor(deployed, cohort, deployed.gradual && cohort !== null ? await abortedBuilds() : {});
    const live = preview ? deployed.releases[preview.remote]?.live : undefined;
    const remotes = preview && live ? { ...chosen, [preview.remote]: buildManifestUrl(live, preview.build, `${origin}/`) } : chosen;
    return deployedRemotes(remotes, `${origin}/`, fetchJson);
  };

  const context: PageContext = { options, origin, render, now, renderTimeoutMs, secure, log, previewKey, composition, remotesNow };

  async function previewOf(token: string | null, deployed: Composition): Promise<PreviewGrant | null> {
    if (!token) return null;
    const check = checkAgainstRemotes(verifyPreview(token, previewKey(), now().getTime()), deployed.releases);
    return check.ok ? check.grant : null;
  }

  async function siteIndex(kind: 'sitemap' | 'robots'): Promise<PageResponse> {
    const manifests = (await remotesNow(await composition())).map((r) => r.routes);
    const type = kind === 'sitemap' ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8';
    const body =
      kind === 'robots'
        ? robotsTxt(origin)
        : sitemapXml(siteIndexEntries({ origin, manifests, routes: manifestRouteTable(manifests), ...(await options.siteDocuments()), now: now() }));
    return { status: 200, headers: { 'Content-Type': type, 'Cache-Control': PAGE_CACHE_CONTROL }, body };
  }

  return {
    async handle(request: PageRequest): Promise<PageResponse> {
      const method = request.method.toUpperCase();
      const { path, query } = requestTarget(request.url);
      if (method === 'POST') return html(405, formWithoutScriptsPage(cleanPath(path) ?? '/'), NO_STORE, { Allow: 'GET, HEAD' });
      if (method !== 'GET' && method !== 'HEAD') return { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': NO_STORE }, body: '' };
      let preview: PreviewGrant | null = null;
      const served: { page?: ServedPage } = {};
      let visitor: Visitor | null = null;
      const session = readSession(cookieValue(request.cookie, SESSION_COOKIE));
      try {
        if (path === PREVIEW_END_PATH) return endPreview(context, session);
        if (path.startsWith(PREVIEW_PATH)) return await startPreview(context, path.slice(PREVIEW_PATH.length), session);
        if (path.startsWith(PAGE_DATA_PATH)) return await pageData(context, pageDataKeyOf(path), query, path);
        // The same for everyone: neither a preview nor a cohort changes them.
        if (path === '/sitemap.xml' || path === '/robots.txt') {
          if (query !== null) return { status: 301, headers: { Location: path, 'Cache-Control': PAGE_CACHE_CONTROL }, body: '' };
          return await siteIndex(path === '/robots.txt' ? 'robots' : 'sitemap');
        }
        const deployed = await composition();
        // A cohort is drawn only while a gradual release runs, so other pages stay cached for everyone alike.
        const drawn = deployed.gradual && session.cohort === null;
        visitor = { session: drawn ? { ...session, cohort: newCohort() } : session, drawn };
        preview = await previewOf(session.preview, deployed);
        const answer = await page(context, request.url, deployed, visitor, preview, served);
        if (served.page && answer.status === 200) options.observe?.view(served.page);
        return answer;
      } catch (error) {
        return unavailable(context, request.url, error, preview, visitor);
      }
    },
  };
}

export type PageService = ReturnType<typeof createPageService>;
