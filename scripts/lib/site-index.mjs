// @ts-check
/**
 * The site index for search engines: sitemap.xml and robots.txt, written by
 * the prerender (scripts/lib/prerender.mjs) from the deployed route
 * manifests, the configured origin (config/site.json) and the back end's
 * posts and vacancies. The builders are the TypeScript
 * module @seawave/shared-ui/seo (loaded with jiti), so the prerender and the
 * shell produce the same URLs.
 *
 * The documents are read through Firestore's REST API with administrative
 * access: the emulator's owner credential locally, an OAuth access token of
 * an account with read access (`gcloud auth print-access-token`) in
 * production.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { repoRoot } from './containers.mjs';


/** @returns {Promise<typeof import('../../shared-ui/src/seo/index')>} */
export function loadSeo() {
  return createJiti(import.meta.url).import(join(repoRoot, 'shared-ui/src/seo/index.ts'));
}

/**
 * Where the documents are read: the Firestore REST root of the project and
 * the authorisation header.
 * @typedef {{ documentsUrl: string, headers: Record<string, string> }} FirestoreSource
 */

/**
 * The emulator (owner credential) or the production Firestore (access token) of a project.
 * @param {{ projectId: string, emulatorHost: string | null, accessToken?: string | null }} options
 * @returns {FirestoreSource}
 */
export function firestoreSource({ projectId, emulatorHost, accessToken = null }) {
  const path = `/v1/projects/${projectId}/databases/(default)/documents`;
  if (emulatorHost) return { documentsUrl: `http://${emulatorHost}${path}`, headers: { Authorization: 'Bearer owner' } };
  if (!accessToken) throw new Error(`Reading ${projectId}'s Firestore needs an access token: set GOOGLE_OAUTH_ACCESS_TOKEN (e.g. $(gcloud auth print-access-token)).`);
  return { documentsUrl: `https://firestore.googleapis.com${path}`, headers: { Authorization: `Bearer ${accessToken}` } };
}

/**
 * @typedef {{ timestampValue?: string, stringValue?: string, booleanValue?: boolean, nullValue?: null }} RestValue
 * @typedef {{ name: string, fields?: Record<string, RestValue> }} RestDocument
 */

/** @param {RestValue | undefined} value */
const dateOf = (value) => (value?.timestampValue ? new Date(value.timestampValue) : null);

/**
 * Every document of a collection, page by page.
 * @param {FirestoreSource} source
 * @param {string} collection
 * @returns {Promise<RestDocument[]>}
 */
async function listDocuments(source, collection) {
  /** @type {RestDocument[]} */
  const documents = [];
  let pageToken = '';
  do {
    const url = `${source.documentsUrl}/${collection}?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const response = await fetch(url, { headers: source.headers, signal: AbortSignal.timeout(30_000) }).catch((error) => {
      const hint = source.documentsUrl.startsWith('http://') ? ': is the local back end running (npm start)?' : '';
      throw new Error(`Cannot reach Firestore at ${new URL(source.documentsUrl).origin} (${error instanceof Error ? error.message : String(error)})${hint}`);
    });
    if (!response.ok) throw new Error(`Reading ${collection}: HTTP ${response.status} ${await response.text()}`);
    const body = /** @type {{ documents?: RestDocument[], nextPageToken?: string }} */ (await response.json());
    documents.push(...(body.documents ?? []));
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return documents;
}

/** @param {RestDocument} doc */
const idOf = (doc) => doc.name.slice(doc.name.lastIndexOf('/') + 1);

/**
 * The posts and vacancies with what the index needs: id, createdAt,
 * updatedAt, and for vacancies isBlocked and closingDate.
 * @param {FirestoreSource} source
 */
export async function readSiteDocuments(source) {
  const [posts, vacancies] = await Promise.all([listDocuments(source, 'posts'), listDocuments(source, 'jobvacancy')]);
  return {
    posts: posts.map((doc) => ({ id: idOf(doc), createdAt: dateOf(doc.fields?.createdAt), updatedAt: dateOf(doc.fields?.updatedAt) })),
    vacancies: vacancies.map((doc) => ({
      id: idOf(doc),
      createdAt: dateOf(doc.fields?.createdAt),
      updatedAt: dateOf(doc.fields?.updatedAt),
      isBlocked: doc.fields?.isBlocked?.booleanValue === true,
      closingDate: doc.fields?.closingDate?.stringValue || null,
    })),
  };
}

/**
 * Writes `<out>/sitemap.xml` (every public parameter-free route of the
 * manifests, each post, each vacancy open at `now`: the pages the prerender
 * writes) and `<out>/robots.txt` (the staff routes kept out, the sitemap
 * named).
 * @param {{
 *   out: string,
 *   manifests: import('../../shared-ui/src/seo/index').ManifestRoutes[],
 *   posts: import('../../shared-ui/src/seo/index').IndexedPost[],
 *   vacancies: import('../../shared-ui/src/seo/index').IndexedVacancy[],
 *   now?: Date,
 * }} options
 */
export async function writeSiteIndex({ out, manifests, posts, vacancies, now = new Date() }) {
  const seo = await loadSeo();
  const origin = seo.siteOrigin();
  const entries = seo.siteIndexEntries({ origin, manifests, posts, vacancies, now });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'sitemap.xml'), seo.sitemapXml(entries));
  writeFileSync(join(out, 'robots.txt'), seo.robotsTxt(origin, seo.staffPathPrefixes(manifests)));
  const openJobs = vacancies.filter((v) => seo.isVacancyOpen(v, now)).length;
  return { origin, entries, posts: posts.length, openJobs, leftOut: vacancies.length - openJobs };
}
