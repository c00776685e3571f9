import type { Page, Response } from '@playwright/test';

/**
 * The Firestore documents a page reads, counted from the answers of the
 * Firestore API it calls (queries: `:runQuery`; single documents:
 * `:batchGet`; count queries: `:runAggregationQuery`, which read no document).
 */
export interface FirestoreReads {
  /** Names of the documents returned so far (`projects/…/documents/<collection>/<id>…`), in order. */
  readonly documents: string[];
  /** The documents of one top-level collection (e.g. 'quotes'; not its subcollections). */
  of(collection: string): string[];
  /** Count queries answered so far. */
  readonly countQueries: number;
  /** Waits until every answer seen so far has been read. */
  settle(): Promise<void>;
  /** Forgets what was counted. */
  clear(): void;
  stop(): void;
}

const firestoreCall = /:(runQuery|batchGet|runAggregationQuery)$/;

export function countFirestoreReads(page: Page): FirestoreReads {
  const documents: string[] = [];
  let countQueries = 0;
  const pending = new Set<Promise<void>>();
  const onResponse = (response: Response) => {
    const call = firestoreCall.exec(new URL(response.url()).pathname)?.[1];
    if (!call || response.request().method() !== 'POST') return;
    const task = response
      .json()
      .then((body: unknown) => {
        const answers = Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
        if (call === 'runAggregationQuery') {
          countQueries += 1;
          return;
        }
        for (const answer of answers) {
          const doc = (call === 'runQuery' ? answer.document : answer.found) as { name?: string } | undefined;
          if (doc?.name) documents.push(doc.name);
        }
      })
      .catch(() => undefined)
      .finally(() => pending.delete(task));
    pending.add(task);
  };
  page.on('response', onResponse);
  return {
    documents,
    of: (collection) => documents.filter((name) => new RegExp(`/documents/${collection}/[^/]+$`).test(name)),
    get countQueries() {
      return countQueries;
    },
    settle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    clear: () => {
      documents.length = 0;
      countQueries = 0;
    },
    stop: () => page.off('response', onResponse),
  };
}
