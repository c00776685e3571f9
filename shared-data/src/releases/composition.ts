/**
 * The deployed composition: one entry per remote in the shell's `remotes.json`. An entry is the live build's
 * manifest URL, or, during a gradual release, the live build, a candidate build and the share of visitors
 * (in cohorts of one per cent) that get the candidate. Read by the page service, the shell, the release
 * commands and the staff Releases page, so its format is parsed here only.
 */
export const COHORTS = 100;

/** A cohort is fixed per visitor; cohorts below the share get the candidate, so raising the share keeps them there. */
export type Cohort = number;

export interface RemoteRelease {
  live: string;
  candidate: string | null;
  /** Per cent of visitors on the candidate: 0 when there is none. */
  share: number;
}

export type RemotesFileEntry = string | { live: string; candidate?: string; share?: number };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function remoteRelease(entry: unknown, remote: string): RemoteRelease {
  if (isText(entry)) return { live: entry, candidate: null, share: 0 };
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new Error(`remotes.json: the entry of ${remote} is not a URL or a release`);
  const { live, candidate, share } = entry as Record<string, unknown>;
  if (!isText(live)) throw new Error(`remotes.json: the entry of ${remote} has no "live" URL`);
  if (candidate === undefined) return { live, candidate: null, share: 0 };
  if (!isText(candidate)) throw new Error(`remotes.json: the candidate of ${remote} is not a URL`);
  if (typeof share !== 'number' || !Number.isInteger(share) || share < 1 || share > COHORTS - 1) {
    throw new Error(`remotes.json: the share of ${remote} must be a whole per cent from 1 to ${COHORTS - 1}`);
  }
  return { live, candidate, share };
}

export function parseRemotesFile(data: unknown): Record<string, RemoteRelease> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('remotes.json is not a JSON object');
  return Object.fromEntries(Object.entries(data).map(([remote, entry]) => [remote, remoteRelease(entry, remote)]));
}

/** Written back as a plain URL when there is no candidate, so a file without gradual releases keeps today's form. */
export function remotesFileEntry(release: RemoteRelease): RemotesFileEntry {
  return release.candidate ? { live: release.live, candidate: release.candidate, share: release.share } : release.live;
}

export function isCohort(value: unknown): value is Cohort {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < COHORTS;
}

/**
 * The manifest URL a visitor of `cohort` gets. `abortedBuild`: a candidate build stopped automatically
 * (its release guard); everyone gets the live build until a person promotes or aborts.
 */
export function manifestFor(release: RemoteRelease, cohort: Cohort, abortedBuild: string | null = null): string {
  if (!release.candidate || cohort >= release.share) return release.live;
  return abortedBuild !== null && buildIdOf(release.candidate) === abortedBuild ? release.live : release.candidate;
}

/** The build id of a manifest URL pinned to one build (`…/builds/<id>/mf-manifest.json`), else null. */
export function buildIdOf(manifestUrl: string): string | null {
  return /\/builds\/([0-9a-z]+)\/mf-manifest\.json(?:$|\?)/i.exec(manifestUrl)?.[1] ?? null;
}

/** Firestore: `releaseGuards/<federation name>`, written only by the functions when a candidate is stopped. */
export const RELEASE_GUARDS = 'releaseGuards';

export interface ReleaseGuard {
  abortedBuild: string;
  /** Why, in words, with the figures compared. */
  reason: string;
}
