/**
 * The Cloud Functions as deployed, run by the Functions emulator against the
 * Firestore emulator and the Storage stand-in: applicants older than the
 * retention period are deleted with their resumes, notes and history; a resume uploaded
 * without its applicant is deleted, the applicant's own resume stays, a
 * deleted applicant's resume goes at the next sweep, and a burst of orphaned
 * uploads is cleared by one run. The emulator-only endpoints take only JSON,
 * only for the project's own default bucket, and no request from a web page
 * of another origin.
 *
 * The emulator runs no Cloud Scheduler, so the sweep and the retention job
 * are started through the emulator-only HTTP functions `sweepResumesNow` and
 * `retentionNow`, which run the same code as the hourly `deleteOrphanResumes`
 * and the daily `deleteExpiredApplicantsDaily` for a project of this suite's
 * own (the scheduled functions work on the emulators' main project, the local site's
 * data, which tests never touch). `npm test` starts the emulators and sets the
 * variables; without them the suite fails and says how to run it.
 * @jest-environment node
 */
import { request as httpRequest } from 'node:http';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { DAY_MS } from './retention';
import { adminFirestore } from './testing/firestore';
import { listNames, uploadAs } from './testing/storage';
import { emulatorHosts, emulatorsRunning } from './testing/emulators';

jest.setTimeout(120_000);

/** The project the emulators run (scripts/lib/emulator.mjs); the functions' URLs name it. */
const EMULATOR_PROJECT = 'demo-seawave';
const { functions: functionsHost, firestore: firestoreHost, storage: storageHost } = emulatorHosts;
const projectId = 'demo-seawave-functions';
const bucket = `${projectId}.appspot.com`;


if (emulatorsRunning('Cloud Functions in the Functions emulator', ['functions', 'firestore', 'storage'])) {
  const documents = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
  /**
   * Files are put in place with the emulators' administrative access: the
   * sweep does not look at who uploaded a file (the rules for visitors'
   * uploads are tested with the rules), only at its age and its applicant.
   */
  const OWNER = 'Bearer owner';
  const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

  const createApplicant = async (id: string, resumeURL: string) => {
    const response = await fetch(`${documents}/applicants?documentId=${id}`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ fields: { name: { stringValue: `Applicant ${id}` }, resumeURL: { stringValue: resumeURL } } }),
    });
    if (!response.ok) throw new Error(`creating applicant ${id}: HTTP ${response.status}`);
  };

  const sweepUrl = `http://${functionsHost}/${EMULATOR_PROJECT}/us-central1/sweepResumesNow`;
  type SweepAnswer = { checked: number; tooRecent: number; referenced: number; deleted: string[]; failed: string[]; complete: boolean };

  /** One sweep of this suite's project, asked for as a test or a tool does: a JSON body, no browser headers. */
  const sweep = async (body: Record<string, unknown>): Promise<SweepAnswer> => {
    const response = await fetch(sweepUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectId, bucket, ...body }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`sweepResumesNow answered HTTP ${response.status}: ${text}`);
    return JSON.parse(text) as SweepAnswer;
  };

  /** A JSON POST with the `Host` header a rebound name would give (fetch cannot set Host). */
  const postWithHost = (url: string, host: string, body: string) =>
    new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
      const request = httpRequest(url, { method: 'POST', headers: { Host: host, 'Content-Type': 'application/json' } }, (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
      request.on('error', reject);
      request.end(body);
    });

  /** The status and text of a request to the sweep endpoint. */
  const ask = async (init: { headers: Record<string, string>; body: string }) => {
    const response = await fetch(sweepUrl, { method: 'POST', ...init });
    return { status: response.status, text: await response.text() };
  };

  describe('Cloud Functions in the Functions emulator', () => {
    beforeEach(async () => {
      await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
      await fetch(`http://${storageHost}/emulator/v1/buckets/${bucket}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
    });

    it('loads the hourly orphan resume sweep', async () => {
      const response = await fetch(`http://${functionsHost}/backends`);
      const { backends } = (await response.json()) as { backends: { functionTriggers: { entryPoint: string; schedule?: { schedule: string } }[] }[] };
      const triggers = backends.flatMap((backend) => backend.functionTriggers);
      expect(triggers.find((trigger) => trigger.entryPoint === 'deleteOrphanResumes')?.schedule).toMatchObject({ schedule: 'every 60 minutes' });
    });

    it('deletes an orphan resume, keeps a referenced one', async () => {
      expect(await uploadAs(storageHost!, bucket, 'resume/1-a-asha.pdf', '%PDF-1.4 Asha', 'application/pdf', OWNER)).toBe(200);
      expect(await uploadAs(storageHost!, bucket, 'resume/2-b-script.pdf', '%PDF-1.4 no applicant', 'application/pdf', OWNER)).toBe(200);
      await createApplicant('asha', 'resume/1-a-asha.pdf');

      const result = await sweep({ graceMs: 0 });
      expect(result).toEqual({ checked: 2, tooRecent: 0, referenced: 1, deleted: ['resume/2-b-script.pdf'], failed: [], complete: true });
      expect(await listNames(storageHost!, bucket, 'resume/')).toEqual(['resume/1-a-asha.pdf']);
    });

    it('finds orphans in uploader folders and resume/', async () => {
      const kept = ['resume/uidA/1-a1-asha.pdf', 'resume/uidB/3-b1-ravi.pdf', 'resume/5-e-legacy.pdf'];
      const orphans = ['resume/6-f-legacy-orphan.pdf', 'resume/uidA/2-a2-orphan.pdf', 'resume/uidB/4-b2-orphan.pdf'];
      for (const path of [...kept, ...orphans]) expect(await uploadAs(storageHost!, bucket, path, '%PDF-1.4 nested', 'application/pdf', OWNER)).toBe(200);
      for (const [index, path] of kept.entries()) await createApplicant(`nested${index}`, path);

      const result = await sweep({ graceMs: 0 });
      expect(result).toEqual({ checked: 6, tooRecent: 0, referenced: 3, deleted: orphans, failed: [], complete: true });
      expect((await listNames(storageHost!, bucket, 'resume/')).sort()).toEqual([...kept].sort());
    });

    it('spares a fresh resume for the grace period', async () => {
      expect(await uploadAs(storageHost!, bucket, 'resume/3-c-sending.pdf', '%PDF-1.4 still sending', 'application/pdf', OWNER)).toBe(200);
      const result = await sweep({});
      expect(result).toMatchObject({ checked: 1, tooRecent: 1, deleted: [] });
      expect(await listNames(storageHost!, bucket, 'resume/')).toEqual(['resume/3-c-sending.pdf']);
    });

    it("deletes a deleted applicant's resume next sweep", async () => {
      expect(await uploadAs(storageHost!, bucket, 'resume/4-d-ravi.pdf', '%PDF-1.4 Ravi', 'application/pdf', OWNER)).toBe(200);
      await createApplicant('ravi', 'resume/4-d-ravi.pdf');
      expect((await sweep({ graceMs: 0 })).deleted).toEqual([]);

      expect((await fetch(`${documents}/applicants/ravi`, { method: 'DELETE', headers: owner })).ok).toBe(true);
      expect((await sweep({ graceMs: 0 })).deleted).toEqual(['resume/4-d-ravi.pdf']);
      expect(await listNames(storageHost!, bucket, 'resume/')).toEqual([]);
    });

    it('clears a burst of orphans in one run', async () => {
      const BURST = 100;
      const paths = Array.from({ length: BURST }, (_, i) => `resume/${String(i).padStart(3, '0')}-burst-cv.pdf`);
      for (let i = 0; i < paths.length; i += 20) {
        const statuses = await Promise.all(paths.slice(i, i + 20).map((path) => uploadAs(storageHost!, bucket, path, '%PDF-1.4 burst', 'application/pdf', OWNER)));
        expect(statuses.every((status) => status === 200)).toBe(true);
      }
      expect(await listNames(storageHost!, bucket, 'resume/')).toHaveLength(BURST);

      const started = performance.now();
      const result = await sweep({ graceMs: 0 });
      const seconds = (performance.now() - started) / 1000;
      console.log(`One sweep run cleared a burst of ${result.deleted.length} orphaned uploads in ${seconds.toFixed(2)} s.`);
      expect(result).toMatchObject({ checked: BURST, tooRecent: 0, referenced: 0, failed: [], complete: true });
      expect(result.deleted).toEqual(paths);
      expect(await listNames(storageHost!, bucket, 'resume/')).toEqual([]);
    });

    it('refuses to sweep a non-demo project', async () => {
      await expect(sweep({ projectId: 'seawave-production' })).rejects.toThrow('HTTP 400: projectId must name an emulator-only "demo-" project.');
    });

    it('refuses to sweep a foreign bucket', async () => {
      const other = 'demo-seawave-functions-other.appspot.com';
      expect(await uploadAs(storageHost!, other, 'resume/0-other-project.pdf', '%PDF-1.4 other', 'application/pdf', OWNER)).toBe(200);
      await expect(sweep({ bucket: other, graceMs: 0 })).rejects.toThrow(
        `HTTP 400: bucket must be the project's own default bucket (${projectId}.appspot.com or ${projectId}.firebasestorage.app).`,
      );
      expect(await listNames(storageHost!, other, 'resume/')).toEqual(['resume/0-other-project.pdf']);
      await fetch(`http://${storageHost}/emulator/v1/buckets/${other}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
    });

    it('refuses a form-encoded body', async () => {
      expect(await uploadAs(storageHost!, bucket, 'resume/5-e-form.pdf', '%PDF-1.4 form', 'application/pdf', OWNER)).toBe(200);
      const form = new URLSearchParams({ projectId, bucket, graceMs: '0' }).toString();
      expect(await ask({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form })).toEqual({
        status: 415,
        text: 'Send a JSON body (Content-Type: application/json).',
      });
      expect(await ask({ headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ projectId, bucket, graceMs: 0 }) })).toMatchObject({ status: 415 });
      expect(await listNames(storageHost!, bucket, 'resume/')).toEqual(['resume/5-e-form.pdf']);
    });

    it('refuses a request from another origin', async () => {
      expect(await uploadAs(storageHost!, bucket, 'resume/6-f-page.pdf', '%PDF-1.4 page', 'application/pdf', OWNER)).toBe(200);
      const body = JSON.stringify({ projectId, bucket, graceMs: 0 });
      expect(await ask({ headers: { 'Content-Type': 'application/json', Origin: 'https://attacker.example' }, body })).toEqual({
        status: 403,
        text: 'Requests from a web page of another origin (https://attacker.example) are refused.',
      });
      expect(await ask({ headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' }, body })).toMatchObject({ status: 403 });
      expect(await ask({ headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' }, body })).toMatchObject({ status: 403 });
      expect(await listNames(storageHost!, bucket, 'resume/')).toEqual(['resume/6-f-page.pdf']);
    });

    it('refuses a non-loopback host (DNS rebinding)', async () => {
      expect(await uploadAs(storageHost!, bucket, 'resume/7-f-rebound.pdf', '%PDF-1.4 rebound', 'application/pdf', OWNER)).toBe(200);
      const body = JSON.stringify({ projectId, bucket, graceMs: 0 });
      expect(await postWithHost(sweepUrl, 'evil.test', body)).toMatchObject({ status: 403 });
      expect(await postWithHost(sweepUrl, `evil.test:${new URL(sweepUrl).port}`, body)).toMatchObject({ status: 403 });
      expect(await listNames(storageHost!, bucket, 'resume/')).toEqual(['resume/7-f-rebound.pdf']);
    });

    it('loads the daily applicant retention job', async () => {
      const response = await fetch(`http://${functionsHost}/backends`);
      const { backends } = (await response.json()) as { backends: { functionTriggers: { entryPoint: string; schedule?: { schedule: string } }[] }[] };
      const triggers = backends.flatMap((backend) => backend.functionTriggers);
      expect(triggers.find((trigger) => trigger.entryPoint === 'deleteExpiredApplicantsDaily')?.schedule).toMatchObject({ schedule: 'every day 03:00' });
    });

    describe('applicant retention (retentionNow)', () => {
      const { db, close } = adminFirestore(projectId);
      afterAll(close);
      const retentionUrl = `http://${functionsHost}/${EMULATOR_PROJECT}/us-central1/retentionNow`;
      const retain = async (body: Record<string, unknown>) => {
        const response = await fetch(retentionUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ projectId, bucket, ...body }) });
        return { status: response.status, body: response.ok ? ((await response.json()) as Record<string, unknown>) : await response.text() };
      };
      const applicant = async (id: string, ageDays: number, resume: string) => {
        expect(await uploadAs(storageHost!, bucket, resume, `%PDF-1.4 ${id}`, 'application/pdf', OWNER)).toBe(200);
        const ref = db.collection('applicants').doc(id);
        await ref.set({ name: `Applicant ${id}`, email: `${id}@example.com`, resumeURL: resume, createdAt: Timestamp.fromMillis(Date.now() - ageDays * DAY_MS) });
        await ref.collection('notes').doc('n1').set({ text: 'Called', author: 'admin@example.com', createdAt: FieldValue.serverTimestamp() });
        await ref.collection('history').doc('h1').set({ status: 'shortlisted', by: 'admin@example.com', at: FieldValue.serverTimestamp() });
      };
      const left = async (id: string) => ({
        applicant: (await db.doc(`applicants/${id}`).get()).exists,
        notes: (await db.collection(`applicants/${id}/notes`).get()).size,
        history: (await db.collection(`applicants/${id}/history`).get()).size,
      });

      it('deletes applicants past 180 days with their data', async () => {
        await applicant('old', 181, 'resume/u1/1-old.pdf');
        await applicant('oldest', 400, 'resume/u2/2-oldest.pdf');
        await applicant('recent', 179, 'resume/u3/3-recent.pdf');
        expect(await uploadAs(storageHost!, bucket, 'resume/u4/4-unrelated.pdf', '%PDF-1.4 unrelated', 'application/pdf', OWNER)).toBe(200);

        const result = await retain({});
        expect(result).toMatchObject({
          status: 200,
          body: { deleted: ['oldest', 'old'], resumesDeleted: ['resume/u2/2-oldest.pdf', 'resume/u1/1-old.pdf'], failed: [], complete: true },
        });
        expect(await left('old')).toEqual({ applicant: false, notes: 0, history: 0 });
        expect(await left('oldest')).toEqual({ applicant: false, notes: 0, history: 0 });
        expect(await left('recent')).toEqual({ applicant: true, notes: 1, history: 1 });
        expect((await listNames(storageHost!, bucket, 'resume/')).sort()).toEqual(['resume/u3/3-recent.pdf', 'resume/u4/4-unrelated.pdf']);
      });

      it('takes another period, only whole days', async () => {
        await applicant('recent', 179, 'resume/u3/3-recent.pdf');
        expect(await retain({ retentionDays: 0 })).toEqual({ status: 400, body: 'The retention period must be a whole number of days from 1; got 0.' });
        expect(await left('recent')).toMatchObject({ applicant: true });
        expect(await retain({ retentionDays: 30 })).toMatchObject({ status: 200, body: { deleted: ['recent'] } });
        expect(await listNames(storageHost!, bucket, 'resume/')).toEqual([]);
      });

      it('refuses a non-demo project and another origin', async () => {
        await applicant('old', 181, 'resume/u1/1-old.pdf');
        expect(await retain({ projectId: 'seawave-production' })).toEqual({ status: 400, body: 'projectId must name an emulator-only "demo-" project.' });
        const response = await fetch(retentionUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'https://attacker.example' },
          body: JSON.stringify({ projectId, bucket }),
        });
        expect(response.status).toBe(403);
        expect(await left('old')).toMatchObject({ applicant: true });
      });
    });
  });
}
