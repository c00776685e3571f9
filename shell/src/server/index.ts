// Shared modules are ready only after the federation runtime initialises the share scope, so the rest is imported dynamically.
import type { PageService, PageServiceOptions } from './page-service';
import type { FirestoreSource, firestoreSource, readSiteDocuments } from './site-documents';
import type { QuoteStatusRead } from './quote-status-reader';
import type { RenderedPage, RenderRequest } from './render';

export type { PageRequest, PageResponse, PageService, PageServiceOptions } from './page-service';
// preview.ts uses no shared module, so it needs no async import.
export { buildManifestUrl, buildOfUrl, LOCAL_PREVIEW_KEY, MAX_PREVIEW_HOURS, PREVIEW_PATH, signPreview, type PreviewGrant } from './preview';
export type { RenderedPage, RenderRequest };

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { renderPage: render } = await import('./render');
  return render(request);
}

export async function readPageData(key: string, appConfig: unknown): Promise<unknown> {
  const { readPageData: read } = await import('./render');
  return read(key, appConfig);
}

export async function createPageService(options: Omit<PageServiceOptions, 'render' | 'origin' | 'readData'> & { origin?: string }): Promise<PageService> {
  const [{ createPageService: create }, { siteOrigin }] = await Promise.all([import('./page-service'), import('@seawave/shared-ui/seo')]);
  return create({ ...options, origin: options.origin ?? siteOrigin(), render: renderPage, readData: readPageData });
}

export async function siteDocumentsReader(source: Parameters<typeof firestoreSource>[0]): Promise<() => ReturnType<typeof readSiteDocuments>> {
  const documents = await import('./site-documents');
  const resolved: FirestoreSource = documents.firestoreSource(source);
  return () => documents.readSiteDocuments(resolved);
}

/** Page views and render errors per build, written to Firestore with the page service's own credential. */
export async function releaseStatsWriter(source: Parameters<typeof firestoreSource>[0], options: { log?: (line: string) => void } = {}) {
  const [documents, stats] = await Promise.all([import('./site-documents'), import('./release-stats')]);
  return stats.releaseStatsWriter(documents.firestoreSource(source), options);
}

/** The candidates the functions stopped, read at most once in ten seconds. */
export async function releaseGuardsReader(source: Parameters<typeof firestoreSource>[0]): Promise<() => Promise<Record<string, string>>> {
  const [documents, guards] = await Promise.all([import('./site-documents'), import('./release-guards')]);
  return guards.releaseGuardsReader(documents.firestoreSource(source));
}

/** A quote's status page: the quote read with administrative access, once its key is checked. */
export async function quoteStatusReader(source: Parameters<typeof firestoreSource>[0]): Promise<QuoteStatusRead> {
  const [documents, reader] = await Promise.all([import('./site-documents'), import('./quote-status-reader')]);
  return reader.quoteStatusReader(documents.firestoreSource(source));
}
