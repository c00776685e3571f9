// @ts-check
// Upload tickets: a ticketed folder's uploads are allowed by a document the rules read from Firestore.
import { storageFolders, ticketPath } from '@seawave/shared-data/storage-rules';

/**
 * @param {{ folders?: import('@seawave/shared-data/storage-rules').Folder[], firestoreHost: string | null, log: (line: string) => void }} options
 * @returns {(bucket: string, name: string) => Promise<import('@seawave/shared-data/storage-rules').Ticket>}
 */
export function ticketReader({ folders, firestoreHost, log }) {
  const ticketFolders = (folders ?? storageFolders()).filter((f) => f.ticketed);
  return async (bucket, name) => {
    const folder = ticketFolders.find((f) => name.startsWith(`${f.folder}/`));
    const ticket = name.split('/')[1];
    if (!folder || !firestoreHost || typeof ticket !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(ticket)) return null;
    // The bucket's project: <project>.appspot.com or <project>.firebasestorage.app.
    const project = bucket.replace(/\.(appspot\.com|firebasestorage\.app)$/, '');
    try {
      const response = await fetch(`http://${firestoreHost}/v1/projects/${encodeURIComponent(project)}/databases/(default)/documents/${ticketPath(ticket)}`, {
        headers: { Authorization: 'Bearer owner' },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return null;
      /** @type {{ fields?: { path?: { stringValue?: string }, expiresAt?: { timestampValue?: string }, size?: { integerValue?: string }, contentType?: { stringValue?: string } } }} */
      const { fields } = await response.json();
      const path = fields?.path?.stringValue;
      const expiresMillis = Date.parse(fields?.expiresAt?.timestampValue ?? '');
      const size = Number(fields?.size?.integerValue);
      const contentType = fields?.contentType?.stringValue;
      return typeof path === 'string' && Number.isFinite(expiresMillis) && Number.isSafeInteger(size) && typeof contentType === 'string' ? { path, expiresMillis, size, contentType } : null;
    } catch (error) {
      log(`storage stand-in: could not read the upload ticket ${ticket} from Firestore (${/** @type {Error} */ (error).message})`);
      return null;
    }
  };
}
