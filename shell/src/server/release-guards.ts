/**
 * The release guards (Firestore `releaseGuards/<federation name>`, written only by the functions when they stop a
 * candidate): remote -> the stopped candidate's build id. Read with administrative access while a gradual release
 * runs, at most once per `ttlMs`, so a stop reaches every visitor within seconds without a read per page.
 */
import { RELEASE_GUARDS } from '@seawave/shared-data/releases';
import { listDocuments, type FirestoreSource } from './site-documents';

export const RELEASE_GUARDS_TTL_MS = 10_000;

export function releaseGuardsReader(source: FirestoreSource, { ttlMs = RELEASE_GUARDS_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {}) {
  let cached: { at: number; guards: Promise<Record<string, string>> } | null = null;
  return (): Promise<Record<string, string>> => {
    if (cached && now() - cached.at < ttlMs) return cached.guards;
    const guards = listDocuments(source, RELEASE_GUARDS, ['abortedBuild'], 5_000).then((documents) =>
      Object.fromEntries(
        documents.flatMap((doc) => {
          const build = doc.fields?.abortedBuild?.stringValue;
          return build ? [[doc.name.slice(doc.name.lastIndexOf('/') + 1), build]] : [];
        }),
      ),
    );
    cached = { at: now(), guards };
    // A failed read is not kept: the next page asks again.
    guards.catch(() => (cached = null));
    return guards;
  };
}
