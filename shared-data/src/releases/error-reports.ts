/**
 * Errors of a remote, named by the remote, its build and the route: reported by the visitor's browser (straight
 * into Firestore, within the shape and throttle the rules check) and by the page service, and counted per build
 * with the page views the page service serves, so a candidate build can be compared with the live one. A report
 * holds no personal data: no message, address, query or identity, only names and a fingerprint.
 */
import limits from '../limits.json';

/** Firestore: `remoteErrors/<errorReportId>`, added by visitors, read by staff. */
export const ERROR_REPORTS = 'remoteErrors';
/** Firestore: `releaseStats/<releaseStatsId>`, the server's counts per build (`views`, `errors`), read by staff. */
export const RELEASE_STATS = 'releaseStats';

/** Where it was thrown: fetching the remote, rendering its page, hydrating it, a promise its code left unhandled, the page service. */
export const errorPhases = ['load', 'render', 'hydration', 'rejection', 'server'] as const;
export type ErrorPhase = (typeof errorPhases)[number];

export const errorReportLimits = {
  perPageLoad: limits.errorReports.perPageLoad,
  slots: limits.errorReports.perFingerprintPerMinute,
  maxCount: limits.errorReports.maxCount,
  clockMinutes: limits.errorReports.clockMinutes,
} as const;

export const releaseGuardLimits = {
  minPageViews: limits.releaseGuard.minPageViews,
  marginPerHundredViews: limits.releaseGuard.marginPerHundredViews,
} as const;

/** Whole-value patterns (RE2 and JavaScript alike), written into firestore.rules. */
export const errorReportPatterns = {
  /** A federation name. */
  remote: '[A-Za-z][A-Za-z0-9_]{0,39}',
  /** A build's content hash (VersionedBuildPlugin). */
  build: '[0-9a-z]{1,40}',
  /** A route's name in its remote's routes.json; empty when no route was shown. */
  route: '[A-Za-z0-9_]{0,60}',
  fingerprint: '[0-9a-f]{16}',
  /** The error's constructor name ('TypeError'), never its message. */
  errorName: '[A-Za-z][A-Za-z0-9_$]{0,59}',
} as const;

export interface ErrorReport {
  remote: string;
  build: string;
  route: string;
  phase: ErrorPhase;
  fingerprint: string;
  errorName: string;
  /** How many times it happened since this visitor's last report of it. */
  count: number;
  /** Minutes since 1970 (UTC): with `slot`, what the throttle counts. */
  minute: number;
  slot: number;
}

export const errorReportFields = ['remote', 'build', 'route', 'phase', 'fingerprint', 'errorName', 'count', 'minute', 'slot', 'at'] as const;

/** One id per build, fingerprint, minute and slot: a second report in a taken slot is refused by the rules. */
export const errorReportId = (report: Pick<ErrorReport, 'build' | 'fingerprint' | 'minute' | 'slot'>): string =>
  `${report.build}-${report.fingerprint}-${report.minute}-${report.slot}`;

export const releaseStatsId = (remote: string, build: string): string => `${remote}-${build}`;

export const minuteOf = (millis: number): number => Math.floor(millis / 60_000);

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const checks = Object.fromEntries(Object.entries(errorReportPatterns).map(([key, pattern]) => [key, whole(pattern)])) as Record<keyof typeof errorReportPatterns, RegExp>;

/** The problem with a report, or null when the rules would take it (their time checks aside). */
export function errorReportProblem(report: ErrorReport): string | null {
  for (const key of Object.keys(checks) as (keyof typeof checks)[]) {
    if (typeof report[key] !== 'string' || !checks[key].test(report[key])) return `${key} is not a ${key}`;
  }
  if (!(errorPhases as readonly string[]).includes(report.phase)) return 'phase is not a phase';
  if (!Number.isInteger(report.count) || report.count < 1 || report.count > errorReportLimits.maxCount) return 'count is out of range';
  if (!Number.isInteger(report.slot) || report.slot < 0 || report.slot >= errorReportLimits.slots) return 'slot is out of range';
  if (!Number.isInteger(report.minute) || report.minute < 0) return 'minute is not a minute';
  return null;
}

/** The name of an error's constructor, within the pattern; 'Error' for anything else thrown. */
export function errorNameOf(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return checks.errorName.test(name) ? name : 'Error';
}

/**
 * Groups the same error of the same remote: its name, its message with numbers and quoted values taken out (they
 * vary per visitor and may be personal), and the first frame of its stack without line and column. Only the hash
 * is kept.
 */
export function fingerprintOf(remote: string, phase: ErrorPhase, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frame = stack.split('\n').find((line) => /:\d+:\d+\)?\s*$/.test(line)) ?? '';
  const general = (text: string) =>
    text
      .replace(/(["'`]).*?\1/g, '…')
      .replace(/\d+/g, '#')
      .replace(/\?[^\s)]*/g, '')
      .trim();
  return hash64(`${remote}|${phase}|${errorNameOf(error)}|${general(message)}|${general(frame.replace(/:\d+:\d+\)?\s*$/, ''))}`);
}

/** Two 32-bit FNV-1a hashes (of the text and of it reversed): 16 hex digits, no crypto needed in the browser. */
function hash64(text: string): string {
  const fnv = (value: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < value.length; i += 1) {
      h ^= value.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  return fnv(text) + fnv([...text].reverse().join(''));
}

export interface BuildCounts {
  views: number;
  errors: number;
}

export type CandidateVerdict = { stop: false; why: string } | { stop: true; reason: string };

const perHundred = (counts: BuildCounts) => (counts.views === 0 ? 0 : (counts.errors * 100) / counts.views);
const rounded = (value: number) => Math.round(value * 10) / 10;

/** Whether a candidate build is stopped, comparing its errors per 100 page views with the live build's. */
export function candidateVerdict(candidate: BuildCounts, live: BuildCounts, rules = releaseGuardLimits): CandidateVerdict {
  if (candidate.views < rules.minPageViews) return { stop: false, why: `${candidate.views} of ${rules.minPageViews} page views so far` };
  const mine = perHundred(candidate);
  const theirs = perHundred(live);
  const figures = `${rounded(mine)} errors per 100 page views (${candidate.errors} in ${candidate.views}) against the live build's ${rounded(theirs)} (${live.errors} in ${live.views})`;
  if (mine - theirs > rules.marginPerHundredViews) return { stop: true, reason: `${figures}: more than ${rules.marginPerHundredViews} above` };
  return { stop: false, why: figures };
}
