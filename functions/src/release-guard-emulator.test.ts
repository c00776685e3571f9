/**
 * Stopping a bad gradual release, against the Firestore emulator: a candidate is compared with the live build once
 * it has the stated page views, stopped (its release guard written) when its error rate is worse by the stated
 * margin, and the admin mailbox is told once; in the Functions emulator an error report adds to its build's count.
 * @jest-environment node
 */
import { FieldValue } from 'firebase-admin/firestore';
import { RELEASE_GUARDS, type RemoteRelease } from '@seawave/shared-data/server';
import { ERROR_REPORTS, RELEASE_STATS, errorReportId, minuteOf, releaseStatsId, type ErrorReport } from '@seawave/shared-data/server';
import { countErrorReport, guardRelease, hostedComposition, type Composition } from './release-guard';
import { adminFirestore, clearProject, waitForDocument } from './testing/firestore';
import { emulatorHosts, emulatorsRunning } from './testing/emulators';
import { routeTriggersTo } from './testing/triggers';

jest.setTimeout(120_000);

const { functions: functionsHost, firestore: firestoreHost } = emulatorHosts;
const projectId = 'demo-seawave-release-guard';
const live = 'http://localhost:3002/builds/aaa111/mf-manifest.json';
const candidate = 'http://localhost:3002/builds/bbb222/mf-manifest.json';
const siteOrigin = 'http://localhost:3000';

const composition = (release: RemoteRelease): Composition => ({
  releases: () => Promise.resolve({ mfeBlog: release }),
  buildOf: (url) => Promise.resolve(url === live ? 'aaa111' : url === candidate ? 'bbb222' : null),
});

describe('the composition as hosted', () => {
  it('reads an unpinned build from the manifest', async () => {
    const files: Record<string, unknown> = {
      'http://localhost:3000/remotes.json': { mfeBlog: { live: 'http://localhost:3002/mf-manifest.json', candidate, share: 10 } },
      'http://localhost:3002/mf-manifest.json': { metaData: { buildId: 'aaa111' } },
    };
    const hosted = hostedComposition(siteOrigin, (url) => Promise.resolve(files[url]));
    const release = (await hosted.releases()).mfeBlog!;
    expect(await hosted.buildOf(release.live)).toBe('aaa111');
    expect(await hosted.buildOf(release.candidate!)).toBe('bbb222');
  });
});

if (emulatorsRunning('stopping a bad candidate', ['functions', 'firestore'])) {
  const { db, close } = adminFirestore(projectId);
  const setCounts = (build: string, views: number, errors: number) => db.collection(RELEASE_STATS).doc(releaseStatsId('mfeBlog', build)).set({ remote: 'mfeBlog', build, views, errors });
  const mails = async () => (await db.collection('mail').get()).docs.filter((doc) => doc.id.startsWith('release-stopped-'));
  const guard = (release: RemoteRelease) => guardRelease(db, { remote: 'mfeBlog', composition: composition(release), adminMailbox: 'admin@seawave.example.com', siteOrigin });

  beforeEach(() => clearProject(firestoreHost!, projectId));
  afterAll(close);

  it('stops a worse candidate after enough views', async () => {
    const release = { live, candidate, share: 50 };
    await setCounts('aaa111', 40, 0);
    await setCounts('bbb222', 19, 19);
    expect(await guard(release)).toEqual({ status: 'kept', why: '19 of 20 page views so far' });
    await setCounts('bbb222', 20, 20);
    expect(await guard(release)).toEqual({
      status: 'stopped',
      build: 'bbb222',
      reason: '100 errors per 100 page views (20 in 20) against the live build\'s 0 (0 in 40): more than 5 above',
      mailPath: 'mail/release-stopped-mfeBlog-bbb222',
    });
    expect(await guard(release)).toEqual({ status: 'already-stopped', build: 'bbb222' });
    const stored = (await db.doc(`${RELEASE_GUARDS}/mfeBlog`).get()).data();
    expect(stored).toMatchObject({ abortedBuild: 'bbb222', reason: expect.stringContaining('100 errors per 100 page views') });
    const [sent, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(sent?.get('to')).toBe('admin@seawave.example.com');
    expect(sent?.get('message.subject')).toBe('The candidate build bbb222 of mfeBlog was stopped');
    expect(sent?.get('message.text')).toContain('http://localhost:3000/adminreleases');
    expect((await db.doc(`${RELEASE_STATS}/mfeBlog-aaa111`).get()).data()).toMatchObject({ views: 40, errors: 0 });
  });

  it('keeps a candidate within margin; idle without one', async () => {
    await setCounts('aaa111', 100, 4);
    await setCounts('bbb222', 100, 9);
    expect((await guard({ live, candidate, share: 10 })).status).toBe('kept');
    expect(await guard({ live, candidate: null, share: 0 })).toEqual({ status: 'no-candidate' });
    expect((await db.doc(`${RELEASE_GUARDS}/mfeBlog`).get()).exists).toBe(false);
    expect(await mails()).toHaveLength(0);
  });

  it('adds error report counts to their build', async () => {
    await countErrorReport(db, { remote: 'mfeBlog', build: 'bbb222', count: 3 });
    await countErrorReport(db, { remote: 'mfeBlog', build: 'bbb222', count: 2 });
    expect((await db.doc(`${RELEASE_STATS}/mfeBlog-bbb222`).get()).data()).toMatchObject({ remote: 'mfeBlog', build: 'bbb222', errors: 5 });
  });

  it('the trigger counts a browser error report', async () => {
    await routeTriggersTo(projectId, { functionsHost: functionsHost!, firestoreHost: firestoreHost! });
    const report: ErrorReport = { remote: 'mfeBlog', build: 'ccc333', route: 'blog', phase: 'render', fingerprint: '0123456789abcdef', errorName: 'TypeError', count: 4, minute: minuteOf(Date.now()), slot: 0 };
    await db.collection(ERROR_REPORTS).doc(errorReportId(report)).set({ ...report, at: FieldValue.serverTimestamp() });
    const stats = await waitForDocument(db, `${RELEASE_STATS}/mfeBlog-ccc333`, (data) => data?.errors === 4);
    expect(stats).toMatchObject({ remote: 'mfeBlog', build: 'ccc333' });
  });
}
