/**
 * A visitor's cohort (0–99), in the `__session` cookie beside any preview token (Hosting forwards only that cookie
 * and keys its CDN on it). It picks each remote's build during a gradual release; the page names the builds.
 */
import { randomInt } from 'node:crypto';
import { COHORTS, isCohort, manifestFor, parseRemotesFile, type Cohort, type RemoteRelease } from '@seawave/shared-data/releases';

export const SESSION_COOKIE = '__session';
/** Long enough that a visitor stays on one build for a whole gradual release. */
export const COHORT_DAYS = 30;

export interface VisitorSession {
  cohort: Cohort | null;
  /** A signed preview token (preview.ts checks it). */
  preview: string | null;
}

/** `cohort=<n>&preview=<token>`, either part optional; a value without `=` is a preview token set before cohorts existed. */
export function readSession(value: string | null): VisitorSession {
  if (!value) return { cohort: null, preview: null };
  if (!value.includes('=')) return { cohort: null, preview: value };
  const parts = new URLSearchParams(value);
  const number = /^\d{1,2}$/.test(parts.get('cohort') ?? '') ? Number(parts.get('cohort')) : null;
  return { cohort: isCohort(number) ? number : null, preview: parts.get('preview') || null };
}

/** Each cohort equally likely, so a share of n per cent gets n in a hundred new visitors on average. */
export const newCohort = (): Cohort => randomInt(COHORTS);

/**
 * The cookie for `session`; `previewSeconds`: how long the preview token is valid. Gone when it holds neither.
 */
export function sessionCookie(session: VisitorSession, previewSeconds: number, secure: boolean): string {
  const parts = [...(session.cohort === null ? [] : [`cohort=${session.cohort}`]), ...(session.preview ? [`preview=${session.preview}`] : [])];
  const maxAge = session.cohort !== null ? COHORT_DAYS * 86_400 : session.preview ? previewSeconds : 0;
  return [`${SESSION_COOKIE}=${parts.join('&')}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAge))}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

export interface Composition {
  releases: Record<string, RemoteRelease>;
  /** Some remote has a candidate: visitors need a cohort. */
  gradual: boolean;
}

export function compositionOf(remotesFile: unknown): Composition {
  const releases = parseRemotesFile(remotesFile);
  return { releases, gradual: Object.values(releases).some((release) => release.candidate !== null) };
}

/**
 * Each remote's manifest URL for a visitor of `cohort` (none: the live builds). `abortedBuilds`: remote -> the
 * candidate build the functions stopped (its release guard); that remote's live build is everyone's.
 */
export function manifestsFor(composition: Composition, cohort: Cohort | null, abortedBuilds: Readonly<Record<string, string>> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(composition.releases).map(([remote, release]) => [remote, cohort === null ? release.live : manifestFor(release, cohort, abortedBuilds[remote] ?? null)]),
  );
}
