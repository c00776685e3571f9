/**
 * What the page service tells about the builds it serves: a page view per request of a remote's page, and an error
 * when rendering one fails. Views are added up in memory and written as one increment per build every few
 * seconds (one write per build, however many views); each error fingerprint is reported at most once a minute
 * per instance, with the times it happened, as the browser reports (shared-data/src/releases/error-reports.ts).
 */
import {
  ERROR_REPORTS,
  errorNameOf,
  errorReportId,
  errorReportLimits,
  fingerprintOf,
  minuteOf,
  RELEASE_STATS,
  releaseStatsId,
  type ErrorReport,
} from '@seawave/shared-data/error-reports';
import type { FirestoreSource } from './site-documents';

export interface ServedPage {
  remote: string;
  build: string;
  /** The route's name in its remote's routes.json. */
  route: string;
}

export interface PageObserver {
  view: (page: ServedPage) => void;
  error: (page: ServedPage, error: unknown) => void;
}

export interface ReleaseStatsWriter extends PageObserver {
  /** Writes what is pending now. */
  flush: () => Promise<void>;
}

type RestField = { stringValue: string } | { integerValue: string };
interface RestWrite {
  update: { name: string; fields: Record<string, RestField> };
  updateMask?: { fieldPaths: string[] };
  currentDocument?: { exists: boolean };
  updateTransforms: ({ fieldPath: string; increment: { integerValue: string } } | { fieldPath: string; setToServerValue: 'REQUEST_TIME' })[];
}

const text = (value: string): RestField => ({ stringValue: value });
const whole = (value: number): { integerValue: string } => ({ integerValue: String(value) });

export function releaseStatsWriter(
  source: FirestoreSource,
  { flushMs = 10_000, now = () => Date.now(), log = () => {}, random = Math.random }: { flushMs?: number; now?: () => number; log?: (line: string) => void; random?: () => number } = {},
): ReleaseStatsWriter {
  // `…/v1/projects/<id>/databases/(default)/documents`: documents are named from `projects/`.
  const root = source.documentsUrl.slice(source.documentsUrl.indexOf('/v1/') + '/v1/'.length);
  const views = new Map<string, ServedPage & { count: number }>();
  const errors = new Map<string, Omit<ErrorReport, 'minute' | 'slot'>>();
  const reported = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const viewWrite = (page: ServedPage & { count: number }): RestWrite => ({
    update: { name: `${root}/${RELEASE_STATS}/${releaseStatsId(page.remote, page.build)}`, fields: { remote: text(page.remote), build: text(page.build) } },
    updateMask: { fieldPaths: ['remote', 'build'] },
    updateTransforms: [
      { fieldPath: 'views', increment: whole(page.count) },
      { fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' },
    ],
  });

  const errorWrite = (report: ErrorReport): RestWrite => ({
    update: {
      name: `${root}/${ERROR_REPORTS}/${errorReportId(report)}`,
      fields: {
        remote: text(report.remote),
        build: text(report.build),
        route: text(report.route),
        phase: text(report.phase),
        fingerprint: text(report.fingerprint),
        errorName: text(report.errorName),
        count: whole(report.count),
        minute: whole(report.minute),
        slot: whole(report.slot),
      },
    },
    // A slot another instance took this minute is left to it.
    currentDocument: { exists: false },
    updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
  });

  async function commit(writes: RestWrite[]): Promise<void> {
    const response = await fetch(`${source.documentsUrl}:commit`, {
      method: 'POST',
      headers: { Authorization: await source.authorization(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
      signal: AbortSignal.timeout(8_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
  }

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const minute = minuteOf(now());
    const pendingViews = [...views.values()];
    views.clear();
    const due = [...errors.entries()].filter(([key]) => (reported.get(key) ?? -1) < minute);
    for (const [key] of due) {
      errors.delete(key);
      reported.set(key, minute);
    }
    const reports = due.map(([, report]): ErrorReport => ({ ...report, minute, slot: Math.floor(random() * errorReportLimits.slots) }));
    // Each error in a commit of its own: a slot already taken refuses only its own write.
    const results = await Promise.allSettled([...(pendingViews.length > 0 ? [commit(pendingViews.map(viewWrite))] : []), ...reports.map((report) => commit([errorWrite(report)]))]);
    for (const result of results) if (result.status === 'rejected') log(`Page views or errors were not recorded: ${String(result.reason)}`);
    if (errors.size > 0) schedule();
  }

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(() => void flush(), flushMs);
    // A pending count never keeps a process alive.
    (timer as { unref?: () => void }).unref?.();
  }

  return {
    view(page) {
      const key = releaseStatsId(page.remote, page.build);
      const seen = views.get(key);
      if (seen) seen.count += 1;
      else views.set(key, { ...page, count: 1 });
      schedule();
    },
    error(page, error) {
      const fingerprint = fingerprintOf(page.remote, 'server', error);
      const key = `${page.build}-${fingerprint}`;
      const seen = errors.get(key);
      if (seen) seen.count = Math.min(seen.count + 1, errorReportLimits.maxCount);
      else errors.set(key, { ...page, phase: 'server', fingerprint, errorName: errorNameOf(error), count: 1 });
      schedule();
    },
    flush,
  };
}
