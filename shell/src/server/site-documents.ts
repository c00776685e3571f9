/** Read with administrative access, because blocked vacancies must be seen to be left out of the sitemap. */
import type { IndexedPost, IndexedVacancy } from '@seawave/shared-ui/seo';

export interface FirestoreSource {
  documentsUrl: string;
  /** Asked for each read: a production token expires. */
  authorization: () => Promise<string>;
}

export function firestoreSource({
  projectId,
  emulatorHost,
  accessToken,
}: {
  projectId: string;
  emulatorHost: string | null;
  accessToken?: (() => Promise<string>) | null;
}): FirestoreSource {
  const path = `/v1/projects/${projectId}/databases/(default)/documents`;
  if (emulatorHost) return { documentsUrl: `http://${emulatorHost}${path}`, authorization: () => Promise.resolve('Bearer owner') };
  if (!accessToken) throw new Error(`Reading ${projectId}'s Firestore needs an access token.`);
  return { documentsUrl: `https://firestore.googleapis.com${path}`, authorization: async () => `Bearer ${await accessToken()}` };
}

interface RestValue {
  timestampValue?: string;
  stringValue?: string;
  booleanValue?: boolean;
}
interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

const dateOf = (value: RestValue | undefined) => (value?.timestampValue ? new Date(value.timestampValue) : null);
const idOf = (doc: RestDocument) => doc.name.slice(doc.name.lastIndexOf('/') + 1);

/** A post's text is never read here. */
const fieldMask = (fields: readonly string[]) => fields.map((f) => `mask.fieldPaths=${f}`).join('&');

export async function listDocuments(source: FirestoreSource, collection: string, fields: readonly string[], timeoutMs: number): Promise<RestDocument[]> {
  const documents: RestDocument[] = [];
  let pageToken = '';
  do {
    const url = `${source.documentsUrl}/${collection}?pageSize=300&${fieldMask(fields)}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const response = await fetch(url, { headers: { Authorization: await source.authorization() }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`Reading ${collection}: HTTP ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { documents?: RestDocument[]; nextPageToken?: string };
    documents.push(...(body.documents ?? []));
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return documents;
}

export async function readSiteDocuments(source: FirestoreSource, timeoutMs = 10_000): Promise<{ posts: IndexedPost[]; vacancies: IndexedVacancy[] }> {
  const [posts, vacancies] = await Promise.all([
    listDocuments(source, 'posts', ['createdAt', 'updatedAt'], timeoutMs),
    listDocuments(source, 'jobvacancy', ['createdAt', 'updatedAt', 'isBlocked', 'closingDate'], timeoutMs),
  ]);
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
