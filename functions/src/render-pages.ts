// Hosting's CDN keeps each answer for at most a minute (`s-maxage=60`), so a staff change or a remote's deploy
// is live within a minute without a deploy of the shell.
import path from 'node:path';
import { logger } from 'firebase-functions';
import { defineInt, defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { SITE_ORIGIN } from './params';

export const RENDER_MIN_INSTANCES = defineInt('RENDER_MIN_INSTANCES', {
  default: 0,
  description: 'Instances of the page function kept warm (0: none; 1 removes the cold start of the first visitor after an idle spell).',
});

/**
 * Uncached requests (a new URL for each) each cost a render; this bounds what a flood can spend. Ten instances of 40
 * requests at a time serve several hundred renders a second, far above what the CDN lets through for real visitors.
 */
export const RENDER_MAX_INSTANCES = 10;
/** Each render mostly waits for manifests and reads; more at once would queue CPU-bound work behind one vCPU. */
export const RENDER_CONCURRENCY = 40;

/** At least 32 random characters; unset or short turns preview off. */
export const PREVIEW_SIGNING_KEY = defineSecret('PREVIEW_SIGNING_KEY');

export interface PageService {
  handle: (request: { method: string; url: string; cookie?: string }) => Promise<{ status: number; headers: Record<string, string>; body: string }>;
}
interface ShellServerBuild {
  createPageService: (options: {
    origin?: string;
    template: () => Promise<string>;
    appConfig: () => Promise<unknown>;
    remotesFile: () => Promise<Record<string, unknown>>;
    releaseGuards?: () => Promise<Record<string, string>>;
    siteDocuments: () => Promise<unknown>;
    log?: (line: string) => void;
    previewKey?: () => string | null;
    quoteStatus?: (reference: string, key: string | null) => Promise<unknown>;
    observe?: unknown;
  }) => Promise<PageService>;
  siteDocumentsReader: (source: { projectId: string; emulatorHost: string | null; accessToken?: (() => Promise<string>) | null }) => Promise<() => Promise<unknown>>;
  releaseStatsWriter: (source: { projectId: string; emulatorHost: string | null; accessToken?: (() => Promise<string>) | null }, options?: { log?: (line: string) => void }) => Promise<unknown>;
  quoteStatusReader: (source: { projectId: string; emulatorHost: string | null; accessToken?: (() => Promise<string>) | null }) => Promise<(reference: string, key: string | null) => Promise<unknown>>;
  releaseGuardsReader: (source: { projectId: string; emulatorHost: string | null; accessToken?: (() => Promise<string>) | null }) => Promise<() => Promise<Record<string, string>>>;
}

async function metadataAccessToken(): Promise<string> {
  const response = await fetch('http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token', {
    headers: { 'Metadata-Flavor': 'Google' },
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`The metadata server answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Read from Hosting at request time: a shell deploy changes them without a new function. */
function hostedFile(origin: string, file: string): () => Promise<string> {
  return async () => {
    const response = await fetch(`${origin}/${file}`, { signal: AbortSignal.timeout(8_000) });
    if (!response.ok) throw new Error(`${origin}/${file} answered ${response.status}`);
    return response.text();
  };
}

export interface PageServiceSource {
  load: () => ShellServerBuild;
  origin: () => string;
  projectId: () => string;
  previewKey: () => string | null;
}

export function pageServiceFrom(source: PageServiceSource): () => Promise<PageService> {
  let service: Promise<PageService> | null = null;
  return () => {
    service ??= (async () => {
      const build = source.load();
      const origin = source.origin();
      const appConfigText = hostedFile(origin, 'app-config.json');
      // With the function's own credential: the shipper's status page reads the quote once its key is checked.
      const firestore = { projectId: source.projectId(), emulatorHost: null, accessToken: metadataAccessToken };
      return build.createPageService({
        origin,
        template: hostedFile(origin, 'app.html'),
        appConfig: async () => JSON.parse(await appConfigText()) as unknown,
        remotesFile: async () => JSON.parse(await hostedFile(origin, 'remotes.json')()) as Record<string, unknown>,
        // A candidate the functions stopped is served to nobody until a person promotes or aborts it.
        releaseGuards: await build.releaseGuardsReader(firestore),
        siteDocuments: await build.siteDocumentsReader(firestore),
        quoteStatus: await build.quoteStatusReader(firestore),
        // Page views and render errors per build, for the Releases page and the automatic stop of a candidate.
        observe: await build.releaseStatsWriter(firestore, { log: (line) => logger.warn(line) }),
        log: (line) => logger.warn(line),
        previewKey: source.previewKey,
      });
    })();
    service.catch(() => (service = null));
    return service;
  };
}

export function pageHandler(service: () => Promise<PageService>) {
  return async (req: { method: string; originalUrl?: string; url: string; headers?: { cookie?: string } }, res: { status: (code: number) => { set: (headers: Record<string, string>) => { send: (body: string) => void } } }) => {
    try {
      // Hosting passes on only the __session cookie: the visitor's cohort and any preview.
      const answer = await (await service()).handle({ method: req.method, url: req.originalUrl ?? req.url, cookie: req.headers?.cookie });
      res.status(answer.status).set(answer.headers).send(req.method === 'HEAD' ? '' : answer.body);
    } catch (error) {
      logger.error('The page service could not start', error);
      res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '30', 'Content-Type': 'text/plain; charset=utf-8' }).send('This page is not available right now. Please try again in a minute.');
    }
  };
}

// webpack's name for Node's own require: the shell's build is copied beside the bundle (lib/site/), not bundled into it.
declare const __non_webpack_require__: NodeJS.Require;

const deployedService = pageServiceFrom({
  load: () => __non_webpack_require__(path.join(__dirname, 'site', 'render.js')) as ShellServerBuild,
  origin: () => SITE_ORIGIN.value(),
  projectId: () => process.env.GCLOUD_PROJECT ?? JSON.parse(process.env.FIREBASE_CONFIG ?? '{}').projectId,
  // An unreadable secret turns preview off, never the pages.
  previewKey: () => {
    try {
      return PREVIEW_SIGNING_KEY.value() || null;
    } catch {
      return null;
    }
  },
});

export const renderPages = onRequest(
  {
    memory: '1GiB',
    concurrency: RENDER_CONCURRENCY,
    maxInstances: RENDER_MAX_INSTANCES,
    timeoutSeconds: 30,
    minInstances: RENDER_MIN_INSTANCES,
    cors: false,
    secrets: [PREVIEW_SIGNING_KEY],
  },
  pageHandler(deployedService),
);
