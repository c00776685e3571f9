import { readReleaseReport, type ReleaseReport } from '@seawave/shared-data';
import { buildIdOf, parseRemotesFile } from '@seawave/shared-data/releases';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { viewState } from './use-inbox';

export const HOUR_MS = 60 * 60 * 1000;
/** Errors reach the page within this: a report waits two seconds in the browser, the page reads again every 15. */
export const RELEASES_REFRESH_MS = 15_000;

export interface BuildLine {
  build: string | null;
  /** Errors reported in the last hour. */
  errorsLastHour: number;
  views: number;
  errors: number;
}

export interface RemoteReleaseLine {
  remote: string;
  live: BuildLine;
  candidate: (BuildLine & { share: number }) | null;
  /** The candidate was stopped automatically: everyone gets the live build. */
  stopped: { build: string; reason: string } | null;
}

export interface ErrorLine {
  remote: string;
  build: string;
  route: string;
  phase: string;
  errorName: string;
  count: number;
}

export interface ReleasesView {
  remotes: RemoteReleaseLine[];
  /** The last hour's reports, added up per remote, build, route, phase and error; most first. */
  errors: ErrorLine[];
}

export interface ReleaseSources {
  remotesFile: () => Promise<unknown>;
  /** The build a manifest URL serves (a pinned URL names it). */
  buildOf: (manifestUrl: string) => Promise<string | null>;
  report: (sinceMs: number) => Promise<ReleaseReport>;
  now: () => number;
}

const fetchJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/** What the site serves now: the shell's remotes.json, as visitors get it. */
export const siteSources: ReleaseSources = {
  remotesFile: () => fetchJson(new URL('/remotes.json', window.location.origin).href),
  buildOf: async (url) => {
    const pinned = buildIdOf(url);
    if (pinned) return pinned;
    const manifest = (await fetchJson(new URL(url, window.location.origin).href)) as { metaData?: { buildId?: unknown } };
    return typeof manifest.metaData?.buildId === 'string' ? manifest.metaData.buildId : null;
  },
  report: readReleaseReport,
  now: () => Date.now(),
};

export async function loadReleases(sources: ReleaseSources): Promise<ReleasesView> {
  const [file, report] = await Promise.all([sources.remotesFile(), sources.report(sources.now() - HOUR_MS)]);
  const releases = parseRemotesFile(file);
  const lastHour = new Map<string, number>();
  const lines = new Map<string, ErrorLine>();
  for (const error of report.errors) {
    lastHour.set(`${error.remote}-${error.build}`, (lastHour.get(`${error.remote}-${error.build}`) ?? 0) + error.count);
    const key = [error.remote, error.build, error.route, error.phase, error.errorName].join('\u0000');
    const line = lines.get(key);
    if (line) line.count += error.count;
    else lines.set(key, { remote: error.remote, build: error.build, route: error.route, phase: error.phase, errorName: error.errorName, count: error.count });
  }
  const line = async (remote: string, url: string): Promise<BuildLine> => {
    const build = await sources.buildOf(url).catch(() => null);
    const stats = report.stats.find((s) => s.remote === remote && s.build === build);
    return { build, errorsLastHour: build ? (lastHour.get(`${remote}-${build}`) ?? 0) : 0, views: stats?.views ?? 0, errors: stats?.errors ?? 0 };
  };
  const remotes = await Promise.all(
    Object.entries(releases).map(async ([remote, release]): Promise<RemoteReleaseLine> => {
      const [live, candidate] = await Promise.all([line(remote, release.live), release.candidate ? line(remote, release.candidate) : null]);
      const guard = report.guards.find((g) => g.remote === remote);
      const stopped = candidate && guard && guard.abortedBuild === candidate.build ? { build: guard.abortedBuild, reason: guard.reason } : null;
      return { remote, live, candidate: candidate ? { ...candidate, share: release.share } : null, stopped };
    }),
  );
  return { remotes: remotes.sort((a, b) => a.remote.localeCompare(b.remote)), errors: [...lines.values()].sort((a, b) => b.count - a.count || a.remote.localeCompare(b.remote)) };
}

export function useReleases(sources: ReleaseSources = siteSources) {
  const query = useQuery({ queryKey: queryKeys.releases, queryFn: () => loadReleases(sources), refetchInterval: RELEASES_REFRESH_MS, staleTime: 0 });
  return { state: viewState(query), retry: () => void query.refetch() };
}
