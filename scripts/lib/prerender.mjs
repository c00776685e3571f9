// @ts-check
/**
 * The prerender: writes every public page of the composed site as complete
 * HTML into the shell's build folder, rendered by the shell's Node build
 * (shell/dist/server/render.js) with each remote's Node build fetched from
 * where the remote is deployed (its mf-manifest.json's ssrRemoteEntry), and
 * the posts and vacancies read from the back end. Also writes sitemap.xml
 * (exactly the prerendered pages) and robots.txt. Nothing is rebuilt: after
 * one remote is redeployed, running it again refreshes that remote's pages.
 *
 * Each page records the remotes' builds it was rendered with (their
 * versioned manifests, `builds/<id>/mf-manifest.json`) and its route
 * manifests and data; the shell's index.ts hydrates with exactly those.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createJiti } from 'jiti';
import { repoRoot } from './containers.mjs';
import { firestoreSource, loadSeo, readSiteDocuments, writeSiteIndex } from './site-index.mjs';

/**
 * @typedef {{ name: string, entry: string }} RemoteEntry
 * @typedef {{ remote: string, area: string, staff?: boolean, pages: { expose: string, routes: { name: string, path: string, title: string, description: string, adminOnly?: boolean }[] }[] }} RouteManifest
 * @typedef {{ status: 200 | 404, html: string, styles: string, meta: { title: string, description: string }, data: Record<string, unknown> }} RenderedPage
 */

/** @returns {Promise<typeof import('../../shared-data/src/react/prerender-data')>} */
function loadPrerenderData() {
  return createJiti(import.meta.url).import(join(repoRoot, 'shared-data/src/react/prerender-data.ts'));
}

/** @param {string} url */
async function fetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) }).catch((error) => {
    throw new Error(`Cannot fetch ${url} (${error instanceof Error ? error.message : String(error)}): is the remote deployed (or served: npm run serve)?`);
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

/**
 * Each remote of remotes.json as deployed now: the versioned manifest the
 * browser hydrates with, its Node build, and its route manifest.
 * @param {Record<string, string>} remotesFile  remotes.json (name -> manifest URL)
 * @param {string} base  what relative URLs in remotes.json are relative to
 */
export async function deployedRemotes(remotesFile, base) {
  return Promise.all(
    Object.entries(remotesFile).map(async ([name, manifestUrl]) => {
      const url = new URL(manifestUrl, base);
      /** @type {{ metaData?: { buildId?: string, ssrRemoteEntry?: { path: string, name: string } } }} */
      const manifest = await fetchJson(url.href);
      const buildId = manifest.metaData?.buildId;
      if (!buildId) throw new Error(`${url.href} names no build id: rebuild ${name} (npm run build)`);
      const versioned = new URL(`builds/${buildId}/mf-manifest.json`, url).href;
      const ssr = manifest.metaData?.ssrRemoteEntry;
      return {
        name,
        buildId,
        browser: { name, entry: versioned },
        server: ssr ? { name, entry: new URL(`${ssr.path}/${ssr.name}`, url).href } : null,
        /** @type {RouteManifest} */
        routes: await fetchJson(new URL('routes.json', versioned).href),
      };
    }),
  );
}

/** @param {string} text */
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** @param {string} text */
const escapeAttribute = (text) => escapeText(text).replace(/"/g, '&quot;');

/**
 * The page: the shell's app.html with the page's title, description, head
 * tags, JSON-LD and critical CSS in the head, its markup in #root, and what
 * hydration needs (the builds, manifests and data) in a JSON script.
 * @param {{ template: string, page: RenderedPage, headHtml: string, hydration: string }} parts
 */
export function pageHtml({ template, page, headHtml, hydration }) {
  /** @type {(html: string, pattern: RegExp, value: string | ((match: string, ...groups: string[]) => string), what: string) => string} */
  const replaceOnce = (html, pattern, value, what) => {
    if (!pattern.test(html)) throw new Error(`app.html has no ${what}`);
    return html.replace(pattern, typeof value === 'string' ? () => value : value);
  };
  let html = template;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.meta.title)}</title>`, '<title>');
  html = replaceOnce(html, /<meta name="?description"? content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttribute(page.meta.description)}">`, 'meta description');
  html = replaceOnce(html, /<\/head>/, `${headHtml}${page.styles}</head>`, '</head>');
  // The page shows without scripts, and index.ts reads the remotes from the page, not from remotes.json.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '').replace(/<link rel="?preload"? href="?\/remotes\.json"?[^>]*>/, '');
  // The page is complete without its scripts: they download at once but run
  // only after the browser has painted it (after-paint.js), so hydration
  // never delays the first view.
  html = replaceOnce(
    html,
    /<script defer(?:="defer")? src="?([^">\s]+)"?><\/script>/,
    (_tag, src) => `<link rel="preload" as="script" href="${src}" data-after-paint><script defer src="/after-paint.js"></script>`,
    'deferred entry script',
  );
  html = replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    `<div id="root">${page.html}</div><script type="application/json" id="seawave-prerender">${hydration}</script>`,
    '<div id="root"></div>',
  );
  return html;
}

/**
 * The file Hosting serves for a path (cleanUrls): '/' -> index.html,
 * '/blog/x' -> blog/x.html. A path that would name a file outside the
 * folder (a document id such as '..%2F..') is refused.
 */
export function fileForPath(/** @type {string} */ path) {
  if (path === '/') return 'index.html';
  const segments = decodeURIComponent(path.replace(/^\//, '')).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.includes('\\'))) {
    throw new Error(`${path} cannot be written as a page file`);
  }
  return `${segments.join('/')}.html`;
}

/**
 * @param {{
 *   shellDist?: string,
 *   projectId?: string,
 *   emulatorHost?: string | null,
 *   accessToken?: string | null,
 *   now?: Date,
 *   log?: (line: string) => void,
 * }} options
 */
export async function prerender({ shellDist = join(repoRoot, 'shell/dist'), projectId, emulatorHost, accessToken = null, now = new Date(), log = () => {} }) {
  const started = performance.now();
  const seo = await loadSeo();
  const { hydrationJson, prerenderKeys: keys } = await loadPrerenderData();
  const origin = seo.siteOrigin();
  const renderer = join(shellDist, 'server', 'render.js');
  if (!existsSync(renderer)) throw new Error(`${renderer} is missing: build the shell (npm run build) first`);
  const template = readFileSync(join(shellDist, 'app.html'), 'utf8');
  // The deployed app-config.json names the project (unless one is given) and, locally, its emulator;
  // the pages read the project the posts and vacancies are listed from.
  const deployedConfig = JSON.parse(readFileSync(join(shellDist, 'app-config.json'), 'utf8'));
  const project = projectId ?? deployedConfig.firebase.projectId;
  const appConfig = { ...deployedConfig, firebase: { ...deployedConfig.firebase, projectId: project } };
  const source = firestoreSource({
    projectId: project,
    emulatorHost: emulatorHost ?? process.env.FIRESTORE_EMULATOR_HOST ?? deployedConfig.emulators?.firestore ?? null,
    accessToken,
  });
  const remotesFile = JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8'));
  // Relative entries of remotes.json are relative to the shell's page.
  const remotes = await deployedRemotes(remotesFile, `${origin}/`);
  const known = {
    remotes: remotes.map((r) => r.browser),
    manifests: Object.fromEntries(remotes.map((r) => [r.name, r.routes])),
  };
  const serverEntries = remotes.flatMap((r) => (r.server ? [r.server] : []));
  const manifests = remotes.map((r) => r.routes);
  const { posts, vacancies } = await readSiteDocuments(source);
  // sitemap.xml and robots.txt: the sitemap lists exactly the pages written below (and the not-found page).
  const { entries } = await writeSiteIndex({ out: shellDist, manifests, posts, vacancies, now });
  const titles = new Map(manifests.flatMap((m) => m.pages.flatMap((p) => p.routes.map((r) => [r.path, r.title]))));

  const require = createRequire(import.meta.url);
  // A fresh process per run: the renderer and the remotes' code are loaded once, here.
  /** @type {{ renderPage: (request: object) => Promise<RenderedPage> }} */
  const { renderPage } = await require(renderer);

  /** @type {{ path: string, file: string, status: number }[]} */
  const written = [];
  const notFoundPath = '/404';
  for (const path of [...entries.map((e) => new URL(e.loc).pathname), notFoundPath]) {
    const page = await renderPage({ url: path, serverEntries, known, appConfig });
    if (path === notFoundPath && page.status !== 404) throw new Error(`${notFoundPath} is a route of the site: the not-found page cannot be prerendered there`);
    if (path !== notFoundPath && page.status !== 200) throw new Error(`${path} rendered as not found`);
    const { data } = page;
    // The page's own post or vacancy, as it read it (pageStructuredData checks that the path is its page).
    const postId = posts.find((p) => path === seo.paths.blog.href(p.id))?.id;
    const vacancyId = vacancies.find((v) => path === seo.paths.jobDetails.href(v.id))?.id;
    const post = /** @type {import('../../shared-ui/src/seo/index').BlogPostingSource | null} */ (postId ? (data[keys.post(postId)] ?? null) : null);
    const vacancy = /** @type {import('../../shared-ui/src/seo/index').JobPostingSource | null} */ (vacancyId ? (data[keys.vacancy(vacancyId)] ?? null) : null);
    const jsonLd = seo.pageStructuredData({ path, titleOf: (p) => titles.get(p), post, vacancy, origin, now });
    const head = seo.headTags({ path, title: page.meta.title, description: page.meta.description, type: post ? 'article' : 'website', image: post?.mainPhoto ? { url: post.mainPhoto, alt: post.topic } : null }, origin);
    const headHtml = path === notFoundPath ? '' : `${seo.headTagsHtml(head)}${jsonLd.map((block) => seo.jsonLdScript(block)).join('')}`;
    // remotes: remotes.json's shape (name -> manifest URL), pinned to the builds rendered with.
    const hydration = hydrationJson({ remotes: Object.fromEntries(known.remotes.map((r) => [r.name, r.entry])), manifests: known.manifests, data });
    const file = path === notFoundPath ? '404.html' : fileForPath(path);
    const target = join(shellDist, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, pageHtml({ template, page, headHtml, hydration }));
    written.push({ path, file, status: page.status });
    log(`${page.status} ${path} -> ${file}`);
  }
  return {
    origin,
    pages: written,
    builds: Object.fromEntries(remotes.map((r) => [r.name, r.buildId])),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
