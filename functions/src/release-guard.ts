// Stopping a bad gradual release: error reports and page views add up per build; a candidate worse than its live
// build by `releaseGuard`'s margin gets a release guard (everyone gets the live build) and one mail to the admin.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { buildIdOf, parseRemotesFile, RELEASE_GUARDS, type RemoteRelease } from '@seawave/shared-data/server';
import { candidateVerdict, RELEASE_STATS, releaseStatsId, type BuildCounts, type ErrorReport } from '@seawave/shared-data/server';
import { mail, type MailDocument } from './mail/render';
import { MAIL_COLLECTION } from './record-arrival';

export const RELEASES_PAGE_PATH = '/adminreleases';

/** Adds a report's count to its build's errors. */
export async function countErrorReport(db: Firestore, report: Pick<ErrorReport, 'remote' | 'build' | 'count'>): Promise<void> {
  await db
    .collection(RELEASE_STATS)
    .doc(releaseStatsId(report.remote, report.build))
    .set({ remote: report.remote, build: report.build, errors: FieldValue.increment(report.count), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** What is deployed: the shell's remotes.json, and the build a manifest URL serves. */
export interface Composition {
  releases: () => Promise<Record<string, RemoteRelease>>;
  buildOf: (manifestUrl: string) => Promise<string | null>;
}

/** Read over HTTP from the site, as visitors read it; a manifest not pinned to a build names its build inside. */
export function hostedComposition(origin: string, fetchJson: (url: string) => Promise<unknown> = httpJson): Composition {
  return {
    releases: async () => parseRemotesFile(await fetchJson(`${origin}/remotes.json`)),
    buildOf: async (manifestUrl) => {
      const pinned = buildIdOf(manifestUrl);
      if (pinned) return pinned;
      const manifest = (await fetchJson(new URL(manifestUrl, `${origin}/`).href)) as { metaData?: { buildId?: unknown } };
      return typeof manifest.metaData?.buildId === 'string' ? manifest.metaData.buildId : null;
    },
  };
}

async function httpJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(8_000), headers: { 'Cache-Control': 'no-cache' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

export type GuardOutcome =
  | { status: 'no-candidate' }
  | { status: 'kept'; why: string }
  | { status: 'already-stopped'; build: string }
  | { status: 'stopped'; build: string; reason: string; mailPath: string | null };

const countsOf = (data: FirebaseFirestore.DocumentData | undefined): BuildCounts => ({
  views: typeof data?.views === 'number' ? data.views : 0,
  errors: typeof data?.errors === 'number' ? data.errors : 0,
});

export function releaseStoppedMail(siteOrigin: string, to: string, { remote, build, reason }: { remote: string; build: string; reason: string }): MailDocument {
  const heading = `The candidate build ${build} of ${remote} was stopped`;
  return mail(to, heading, {
    heading,
    fields: [
      { label: 'Remote', value: remote },
      { label: 'Candidate build', value: build },
      { label: 'Why', value: reason },
    ],
    paragraphs: [
      'Every visitor now gets the live build. Fix the candidate and release it again, or end the release: npm run abort -- ' + remote + ' (or promote it anyway: npm run promote -- ' + remote + ').',
    ],
    link: { text: 'Open the Releases page', href: new URL(RELEASES_PAGE_PATH, siteOrigin).href },
  });
}

/**
 * Guard and mail are written in one transaction, the mail's id naming remote and build, so a candidate is stopped once.
 */
export async function guardRelease(
  db: Firestore,
  { remote, composition, adminMailbox, siteOrigin }: { remote: string; composition: Composition; adminMailbox: string | null; siteOrigin: string },
): Promise<GuardOutcome> {
  const release = (await composition.releases())[remote];
  if (!release?.candidate) return { status: 'no-candidate' };
  const [candidateBuild, liveBuild] = await Promise.all([composition.buildOf(release.candidate), composition.buildOf(release.live)]);
  if (!candidateBuild || !liveBuild || candidateBuild === liveBuild) return { status: 'no-candidate' };
  const guardRef = db.collection(RELEASE_GUARDS).doc(remote);
  const stats = db.collection(RELEASE_STATS);
  const [candidateDoc, liveDoc] = await Promise.all([stats.doc(releaseStatsId(remote, candidateBuild)).get(), stats.doc(releaseStatsId(remote, liveBuild)).get()]);
  const verdict = candidateVerdict(countsOf(candidateDoc.data()), countsOf(liveDoc.data()));
  if (!verdict.stop) return { status: 'kept', why: verdict.why };
  const mailRef = db.collection(MAIL_COLLECTION).doc(`release-stopped-${remote}-${candidateBuild}`);
  return db.runTransaction(async (transaction) => {
    const [guard, mailed] = await Promise.all([transaction.get(guardRef), transaction.get(mailRef)]);
    if (guard.get('abortedBuild') === candidateBuild) return { status: 'already-stopped', build: candidateBuild } as const;
    transaction.set(guardRef, { abortedBuild: candidateBuild, reason: verdict.reason, abortedAt: FieldValue.serverTimestamp() });
    const mailPath = adminMailbox && !mailed.exists ? mailRef.path : null;
    if (mailPath && adminMailbox) transaction.create(mailRef, releaseStoppedMail(siteOrigin, adminMailbox, { remote, build: candidateBuild, reason: verdict.reason }));
    return { status: 'stopped', build: candidateBuild, reason: verdict.reason, mailPath } as const;
  });
}
