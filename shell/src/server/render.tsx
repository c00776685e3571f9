/** The shell's Node build: renders one route to HTML, the remotes' pages coming from their Node builds over HTTP. */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { configureApp, serverPrerenderData } from '@seawave/shared-data';
import { readPageData as readThroughDataApi } from '@seawave/shared-data/react';
import { DocumentMetaSinkContext, type DocumentMetaValues } from '@seawave/shared-ui';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { notFoundMeta } from '../app/route-table';
import { SiteTree } from '../app/site-tree';
import { forgetRemotePages } from '../federation/load-remote-page';
import { createRouteCatalog, routeMatching, type KnownManifests } from '../federation/route-catalog';
import { requestTarget } from './page-address';

export interface RenderRequest {
  url: string;
  serverEntries: { name: string; entry: string }[];
  known: KnownManifests;
  appConfig: unknown;
  /** Reads the page service made itself (a quote's status), under their prerender keys. */
  data?: Record<string, unknown>;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** As <style data-emotion> elements, which the browser's emotion cache adopts. */
  styles: string;
  meta: DocumentMetaValues;
  data: Record<string, unknown>;
}

export class RenderError extends Error {}

let registered = '';
let configured = '';

/** A new configuration would start a new Firebase app. */
function configureOnce(appConfig: unknown): void {
  const signature = JSON.stringify(appConfig);
  if (signature === configured) return;
  configureApp(appConfig);
  configured = signature;
}

// The federation runtime holds one Node build per remote name per process, so renders with different builds
// (a new deploy, a preview's candidate) must not overlap; later ones queue in arrival order.
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

/** Loaded first so a failure names the remote and module instead of leaving a spinner in the HTML. */
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

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  await enterRender(JSON.stringify(request.serverEntries));
  try {
    return await renderWithRegisteredBuilds(request);
  } finally {
    leaveRender();
  }
}

/** A data page's read at its data address: the same read the page makes while it renders. */
export async function readPageData(key: string, appConfig: unknown): Promise<unknown> {
  configureOnce(appConfig);
  return readThroughDataApi(key);
}

async function renderWithRegisteredBuilds(request: RenderRequest): Promise<RenderedPage> {
  configureOnce(request.appConfig);
  registerServerEntries(request.serverEntries);
  forgetRemotePages();
  // As sent: URL parsing would read `//anything` as the home page.
  const pathname = requestTarget(request.url).path;
  const catalog = createRouteCatalog(() => Promise.resolve(request.known.remotes), () => Promise.reject(new Error('not fetched on the server')), request.known);
  const route = routeMatching(catalog.getSnapshot().routes, pathname);
  if (route) await loadPageModule(route.remote, route.module, request.url);

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const data = serverPrerenderData(request.data, readThroughDataApi);
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
  // The first pass waits for every lazy page and read; its prelude is discarded because late boundaries
  // come out as segments moved by inline scripts, which the CSP forbids. The second pass is in order, script-free.
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
