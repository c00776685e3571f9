/**
 * A quote's status page reads the quote with administrative access (the page function's own credential; the
 * emulator's owner locally): no rule lets a visitor read quotes. The key is checked against the quote's hash
 * before anything else is read, and a wrong key reads as a reference that does not exist.
 */
import { quoteStatusView, type HistoryRecord, type QuoteStatusView } from '@seawave/shared-data/quote-status';
import { statusKeyMatches } from '@seawave/shared-data/status-key';
import type { FirestoreSource } from './site-documents';

interface RestValue {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  nullValue?: null;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, RestValue> };
  arrayValue?: { values?: RestValue[] };
}

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

export function restValue(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.mapValue !== undefined) return restFields(value.mapValue.fields);
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(restValue);
  return null;
}

export function restFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, restValue(value)]));
}

/** References are 'Q-2026-000123'; anything else is no quote's, and is not looked up. */
const REFERENCE_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

export type QuoteStatusRead = (reference: string, key: string | null) => Promise<QuoteStatusView | null>;

export function quoteStatusReader(source: FirestoreSource, { now = () => Date.now(), timeoutMs = 8_000 }: { now?: () => number; timeoutMs?: number } = {}): QuoteStatusRead {
  const request = async (url: string, init: RequestInit = {}): Promise<unknown> => {
    const response = await fetch(url, {
      ...init,
      headers: { Authorization: await source.authorization(), 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Reading a quote's status: HTTP ${response.status} ${await response.text()}`);
    return response.json();
  };

  async function history(documentName: string): Promise<HistoryRecord[]> {
    const entries: HistoryRecord[] = [];
    const base = `${source.documentsUrl}${documentName.slice(documentName.indexOf('/documents') + '/documents'.length)}/history`;
    let pageToken = '';
    do {
      const page = (await request(`${base}?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`)) as { documents?: RestDocument[]; nextPageToken?: string };
      for (const doc of page.documents ?? []) {
        const fields = restFields(doc.fields);
        entries.push({ status: fields.status, at: fields.at instanceof Date ? fields.at : null, kind: fields.kind, message: fields.message });
      }
      pageToken = page.nextPageToken ?? '';
    } while (pageToken);
    return entries;
  }

  return async (reference, key) => {
    if (!REFERENCE_PATTERN.test(reference)) return null;
    const query = {
      structuredQuery: {
        from: [{ collectionId: 'quotes' }],
        where: { fieldFilter: { field: { fieldPath: 'reference' }, op: 'EQUAL', value: { stringValue: reference } } },
        limit: 1,
      },
    };
    const answer = (await request(`${source.documentsUrl}:runQuery`, { method: 'POST', body: JSON.stringify(query) })) as { document?: RestDocument }[];
    const found = answer.find((part) => part.document)?.document;
    const data = found ? restFields(found.fields) : null;
    // Judged the same way (a hash and a constant-time compare) whether the quote exists or not.
    if (!statusKeyMatches(key, data?.statusKeyHash) || !found || !data) return null;
    return quoteStatusView({ reference, data, history: await history(found.name), nowMs: now() });
  };
}
