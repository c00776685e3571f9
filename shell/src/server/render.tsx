/**
 * The shell's Node build (webpack `--env server`): renders one route of the
 * composed site to HTML with React's server renderer, the remotes' pages
 * coming from their Node builds over HTTP through the federation runtime
 * (with @module-federation/node's runtime plugin). The page service
 * (page-service.ts) calls `renderPage` for each request and writes the page
 * around it.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { configureApp, serverPrerenderData } from '@seawave/shared-data';
import { DocumentMetaSinkContext, type DocumentMetaValues } from '@seawave/shared-ui';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { notFoundMeta } from '../app/route-table';
import { SiteTree } from '../app/site-tree';
import { forgetRemotePages } from '../federation/load-remote-page';
import { createRouteCatalog, routeMatching, type KnownManifests } from '../federation/route-catalog';

export interface RenderRequest {
  /** The page's path (and query), e.g. '/blog/abc'. */
  url: string;
  /** Each remote's Node build (the remote entry its mf-manifest.json names as ssrRemoteEntry), by federation name. */
  serverEntries: { name: string; entry: string }[];
  /** The remotes' route manifests (routes.json), by federation name, and the remotes as the browser registers them. */
  known: KnownManifests;
  /** The contents of app-config.json: the back end the pages read. */
  appConfig: unknown;
}

export interface RenderedPage {
  /** 404 for a path no route serves (the not-found page). */
  status: 200 | 404;
  /** The markup of the #root element. */
  html: string;
  /** Emotion's critical CSS of that markup, as <style data-emotion> elements the browser's emotion cache adopts. */
  styles: string;
  /** The page's own title and description (a post's or a job's from its data). */
  meta: DocumentMetaValues;
  /** The values of the page's keyed reads, to embed for hydration. */
  data: Record<string, unknown>;
}

/** A page whose module could not be loaded or rendered in Node: names the remote, the module and the route. */
export class RenderError extends Error {}

let registered = '';
let configured = '';

/** Configures the back end once per process (a new configuration would start a new Firebase app). */
function configureOnce(appConfig: unknown): void {
  const signature = JSON.stringify(appConfig);
  if (signature === configured) return;
  configureApp(appConfig);
  configured = signature;
}

/**
 * The federation runtime holds one Node build per remote name for the whole
 * process, so renders with different builds (a remote's new deploy, a
 * preview's candidate) must not overlap: one with other builds waits until
 * the renders in progress are done, and renders that arrive meanwhile queue
 * behind it (first come, first served), so a visitor's page is never
 * rendered with a tester's candidate nor the tester kept waiting for ever.
 */
const gate = {
  builds: '',
  active: 0,
  queue: [] as { builds: string; admit: () => void }[],
};

function enterRender(builds: string): Promise<void> {
  if (gate.queue.length === 0 && (gate.active === 0 || builds === gate.builds)) {
    gate.builds = builds;
    gate.active += 1;
    return Promise.resolve();
  }
  return new Promise((admit) => gate.queue.push({ builds, admit }));
}

function leaveRender(): void {
  gate.active -= 1;
  const next = gate.queue[0];
  if (gate.active > 0 || !next) return;
  // The first in the queue goes next, with every queued render that uses the same builds.
  gate.builds = next.builds;
  const admitted = gate.queue.filter((waiting) => waiting.builds === next.builds);
  gate.queue = gate.queue.filter((waiting) => waiting.builds !== next.builds);
  gate.active = admitted.length;
  for (const waiting of admitted) waiting.admit();
}

function registerServerEntries(entries: RenderRequest['serverEntries']): void {
  const signature = JSON.stringify(entries);
  if (signature === registered) return;
  registerRemotes(
    entries.map(({ name, entry }) => ({ name, entry, type: 'commonjs-module' })),
    { force: true },
  );
  registered = signature;
}

/** Loads a page's exposed module in Node before rendering, so a failure names the remote and the module instead of leaving a spinner in the HTML. */
async function loadPageModule(remote: string, module: string, url: string): Promise<void> {
  const key = `${remote}/${module.replace(/^\.\//, '')}`;
  try {
    const loaded = await loadRemote<{ default?: unknown }>(key);
    if (typeof loaded?.default !== 'function') throw new Error('it does not default-export a page component');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RenderError(`Cannot render ${url}: the module ${module} of the remote ${remote} failed to load in Node (${reason}).`, { cause: error });
  }
}

function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    stream.on('data', (part: Buffer | string) => parts.push(typeof part === 'string' ? Buffer.from(part) : part));
    stream.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    stream.on('error', reject);
  });
}

/** Renders one route of the composed site (a new emotion cache, data store and catalog per call). */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  await enterRender(JSON.stringify(request.serverEntries));
  try {
    return await renderWithRegisteredBuilds(request);
  } finally {
    leaveRender();
  }
}

async function renderWithRegisteredBuilds(request: RenderRequest): Promise<RenderedPage> {
  configureOnce(request.appConfig);
  registerServerEntries(request.serverEntries);
  forgetRemotePages();
  const pathname = new URL(request.url, 'http://prerender.invalid').pathname;
  const catalog = createRouteCatalog(() => Promise.resolve(request.known.remotes), () => Promise.reject(new Error('not fetched on the server')), request.known);
  const route = routeMatching(catalog.getSnapshot().routes, pathname);
  if (route) await loadPageModule(route.remote, route.module, request.url);

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const data = serverPrerenderData();
  let meta: DocumentMetaValues = route ? { title: route.title, description: route.description } : notFoundMeta;
  const sink = { set: (values: DocumentMetaValues) => (meta = values) };
  const errors: unknown[] = [];
  const tree = (
    <CacheProvider value={cache}>
      <DocumentMetaSinkContext.Provider value={sink}>
        <StaticRouter location={request.url}>
          <SiteTree catalog={catalog} data={data} />
        </StaticRouter>
      </DocumentMetaSinkContext.Provider>
    </CacheProvider>
  );
  // First pass: waits for every lazy page and keyed read (the prelude is
  // discarded: React writes boundaries that resolved late as hidden
  // segments moved by inline scripts, which the pages' CSP forbids). Second
  // pass: everything has resolved, so the markup comes out in order, with
  // no script, as the browser will hydrate it.
  const { prelude } = await prerenderToNodeStream(tree, { onError: (error) => void errors.push(error) });
  await readAll(prelude);
  const html = renderToString(tree);
  if (/<template|<script/.test(html)) errors.push(new Error('a part of the page was still loading after the first pass'));
  if (errors.length > 0) {
    const first = errors[0];
    const where = route ? `the module ${route.module} of the remote ${route.remote}` : 'the shell';
    throw new RenderError(`Cannot render ${request.url}: ${where} failed in Node (${first instanceof Error ? first.message : String(first)}).`, { cause: first });
  }
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { status: route ? 200 : 404, html, styles, meta, data: data.values() };
}
