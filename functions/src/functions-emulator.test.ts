/**
 * The Cloud Functions as deployed, run by the Functions emulator against the
 * Firestore emulator and the Storage stand-in: a resume uploaded by a visitor
 * without its applicant is deleted, the applicant's own resume stays, and a
 * deleted applicant's resume goes at the next sweep.
 *
 * The emulator runs no Cloud Scheduler, so the sweep is started through the
 * emulator-only HTTP function `sweepResumesNow`, which runs the same code as
 * the hourly `deleteOrphanResumes` for a project of this suite's own (the
 * scheduled function works on the emulators' main project, the local site's
 * data, which tests never touch). `npm test` starts the emulators and sets the
 * variables; without them the suite fails and says how to run it.
 * @jest-environment node
 */
import { listNames, uploadAs } from './testing/storage';

jest.setTimeout(60_000);

const functionsHost = process.env.SEAWAVE_FUNCTIONS_HOST;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.SEAWAVE_STORAGE_HOST;
/** The project the emulators run (scripts/lib/emulator.mjs); the functions' URLs name it. */
const EMULATOR_PROJECT = 'demo-seawave';
const projectId = 'demo-seawave-functions';
const bucket = `${projectId}.appspot.com`;

const missing = [
  ['SEAWAVE_FUNCTIONS_HOST', functionsHost],
  ['FIRESTORE_EMULATOR_HOST', firestoreHost],
  ['SEAWAVE_STORAGE_HOST', storageHost],
]
  .filter(([, value]) => !value)
  .map(([name]) => name);

if (missing.length > 0) {
  describe('Cloud Functions in the Functions emulator', () => {
    it('needs the emulators', () => {
      throw new Error(
        `${missing.join(', ')} not set. Run the suite with the local back end (the Functions emulator included): npm test, or npm run test:unit -- functions.`,
      );
    });
  });
} else {
  const documents = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
  const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

  const createApplicant = async (id: string, resumeURL: string) => {
    const response = await fetch(`${documents}/applicants?documentId=${id}`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ fields: { name: { stringValue: `Applicant ${id}` }, resumeURL: { stringValue: resumeURL } } }),
    });
    if (!response.ok) throw new Error(`creating applicant ${id}: HTTP ${response.status}`);
  };

  const sweep = async (body: Record<string, unknown>) => {
    const response = await fetch(`http://${functionsHost}/${EMULATOR_PROJECT}/us-central1/sweepResumesNow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectId, bucket, ...body }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`sweepResumesNow answered HTTP ${response.status}: ${text}`);
    return JSON.parse(text) as { checked: number; tooRecent: number; referenced: number; deleted: string[]; failed: string[] };
  };

  describe('Cloud Functions in the Functions emulator', () => {
    beforeEach(async () => {
      await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
      await fetch(`http://${storageHost}/emulator/v1/buckets/${bucket}`, { method: 'DELETE' });
    });

    it('loads the hourly orphan resume sweep with its schedule', async () => {
      const response = await fetch(`http://${functionsHost}/backends`);
      const { backends } = (await response.json()) as { backends: { functionTriggers: { entryPoint: string; schedule?: { schedule: string } }[] }[] };
      const triggers = backends.flatMap((backend) => backend.functionTriggers);
      expect(triggers.find((trigger) => trigger.entryPoint === 'deleteOrphanResumes')?.schedule).toMatchObject({ schedule: 'every 60 minutes' });
    });

    it("deletes a visitor's resume that no applicant refers to and keeps the applicant's resume", async () => {
      expect(await uploadAs(storageHost!, bucket, 'resume/1-a-asha.pdf', '%PDF-1.4 Asha', 'application/pdf')).toBe(200);
      expect(await uploadAs(storageHost!, bucket, 'resume/2-b-script.pdf', '%PDF-1.4 no applicant', 'application/pdf')).toBe(200);
      await createApplicant('asha', 'resume/1-a-asha.pdf');

      const result = await sweep({ graceMs: 0 });
      expect(result).toEqual({ checked: 2, tooRecent: 0, referenced: 1, deleted: ['resume/2-b-script.pdf'], failed: [] });
      expect(await listNames(storageHost!, bucket, 'resume/')).toEqual(['resume/1-a-asha.pdf']);
    });

    it('leaves a resume uploaded moments ago alone with the default grace period of 30 minutes', async () => {
      expect(await uploadAs(storageHost!, bucket, 'resume/3-c-sending.pdf', '%PDF-1.4 still sending', 'application/pdf')).toBe(200);
      const result = await sweep({});
      expect(result).toMatchObject({ checked: 1, tooRecent: 1, deleted: [] });
      expect(await listNames(storageHost!, bucket, 'resume/')).toEqual(['resume/3-c-sending.pdf']);
    });

    it("deletes a deleted applicant's resume at the next sweep", async () => {
      expect(await uploadAs(storageHost!, bucket, 'resume/4-d-ravi.pdf', '%PDF-1.4 Ravi', 'application/pdf')).toBe(200);
      await createApplicant('ravi', 'resume/4-d-ravi.pdf');
      expect((await sweep({ graceMs: 0 })).deleted).toEqual([]);

      expect((await fetch(`${documents}/applicants/ravi`, { method: 'DELETE', headers: owner })).ok).toBe(true);
      expect((await sweep({ graceMs: 0 })).deleted).toEqual(['resume/4-d-ravi.pdf']);
      expect(await listNames(storageHost!, bucket, 'resume/')).toEqual([]);
    });

    it('refuses to sweep a project that is not an emulator-only demo project', async () => {
      await expect(sweep({ projectId: 'seawave-production' })).rejects.toThrow('HTTP 400: projectId must name an emulator-only "demo-" project.');
    });
  });
}
