/**
 * @jest-environment node
 */
/**
 * The Cloud Storage rules (storage.rules), driven through the real
 * `firebase/storage` SDK: every allowed and every refused operation on
 * images/, resume/ and anything else, for a visitor, a signed-in stranger, an
 * allow-listed e-mail that is unverified or not signed in with Google, a
 * staff account of each narrower role and each of role 'all'. A resume upload
 * needs a ticket the public forms' function gave out, in Firestore (the rules
 * read it across services): the suite writes tickets into the Firestore
 * emulator of FIRESTORE_EMULATOR_HOST, which the stand-in reads them from.
 *
 * It runs against the real Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST
 * names one (started with storage.rules, e.g. `npx firebase emulators:exec
 * --only auth,storage ...`); otherwise against the project's stand-in
 * (scripts/storage-standin.mjs), which applies the same rules and which this
 * suite starts itself on a free port, so it runs offline in `npm test`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, deleteObject, getBytes, getDownloadURL, getMetadata, getStorage, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { admins, claimsOf, everyone, hiringStaff, notStaffOf, type Who } from './identities';
import { resumeStoragePath, uniqueStoragePath } from '../../src/entities';
import limits from '../../src/limits.json';
import { TICKET_SECONDS } from '../../src/public-forms';

jest.setTimeout(60_000);

const root = join(__dirname, '../../..');
const BUCKET = `demo-seawave-storage-rules-${process.pid}.appspot.com`;
const IMAGE_MAX = limits.files.image.maxBytes;
const RESUME_MAX = limits.files.resume.maxBytes;
const [PDF, DOC, DOCX] = limits.files.resume.contentTypes as [string, string, string];

/** Whoever may not upload images or read resumes: 'sales staff' (quotes only) among them. */
const nonAdmins = notStaffOf(hiringStaff);

let host = '';
let port = 0;
let stopServer: () => Promise<void> = async () => undefined;
let dataDir = '';

/** Runs the stand-in CLI on a free port and waits for its ready line. */
function startStandin(dir: string): Promise<{ host: string; port: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [join(root, 'scripts/storage-standin.mjs'), '--port', '0', '--data', dir, '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Storage stand-in ready on (\S+):(\d+)/.exec(output);
      if (match?.[1]) {
        resolve({
          host: match[1],
          port: Number(match[2]),
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`The storage stand-in exited before it was ready:\n${output}`)));
  });
}

const apps: FirebaseApp[] = [];
const clients = new Map<Who, FirebaseStorage>();

/** The Storage client of `who` (one per identity). */
function storage(who: Who): FirebaseStorage {
  const existing = clients.get(who);
  if (existing) return existing;
  const app = initializeApp({ projectId: 'demo-seawave', storageBucket: BUCKET, appId: '1:1:web:1' }, `storage-rules-${apps.length}`);
  apps.push(app);
  const client = getStorage(app);
  // A refused request must fail at once instead of being retried.
  client.maxOperationRetryTime = 2000;
  client.maxUploadRetryTime = 2000;
  // The SDK's type lists no 'emailLink' provider, which tokens may carry.
  const token = claimsOf(who) as NonNullable<NonNullable<Parameters<typeof connectStorageEmulator>[3]>['mockUserToken']> | null;
  connectStorageEmulator(client, host, port, token ? { mockUserToken: token } : {});
  clients.set(who, client);
  return client;
}

/**
 * Stores a file with the emulators' administrative access (`Bearer owner`),
 * which no rule limits: for files a test needs to exist already.
 */
async function ownerPut(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const boundary = 'storage-rules-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name: path, contentType })}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const response = await fetch(`http://${host}:${port}/v0/b/${BUCKET}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': `multipart/related; boundary=${boundary}` },
    body,
  });
  if (!response.ok) throw new Error(`Could not store ${path} as the owner: ${response.status} ${await response.text()}`);
}

/** Whether a file is stored at `path` (asked with the administrative access). */
async function stored(path: string): Promise<boolean> {
  const response = await fetch(`http://${host}:${port}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`, { headers: { Authorization: 'Bearer owner' } });
  return response.status === 200;
}

const bytes = (size: number) => new Uint8Array(size).fill(37);
const refused = { code: 'storage/unauthorized' };
let counter = 0;
/** A fresh path in `folder` for one test. */
const fresh = (folder: string, name: string) => `${folder}/${Date.now()}-${(counter += 1)}-${name}`;

beforeAll(async () => {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (emulator) {
    const [h, p] = emulator.replace(/^https?:\/\//, '').split(':');
    host = h!;
    port = Number(p);
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'storage-rules-'));
    const standin = await startStandin(dataDir);
    host = standin.host;
    port = standin.port;
    stopServer = standin.stop;
  }
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- images/

describe('images/: hiring staff (roles all and hiring) create images of at most 5 MB; anyone reads; hiring staff delete', () => {
  it.each(hiringStaff.flatMap((who) => limits.files.image.contentTypes.map((type) => [who, type] as const)))('allows %s to upload a %s', async (who, type) => {
    const path = fresh('images', 'photo.img');
    await expect(uploadBytes(ref(storage(who), path), bytes(100), { contentType: type })).resolves.toBeDefined();
    expect(await stored(path)).toBe(true);
  });
  it.each(hiringStaff)('allows %s a path the data interface makes', async (who) => {
    const path = uniqueStoragePath('images', 'Harbour photo (1).JPG');
    await expect(uploadBytes(ref(storage(who), path), bytes(100), { contentType: 'image/jpeg' })).resolves.toBeDefined();
  });
  it.each(nonAdmins)('denies %s uploading an image', async (who) => {
    const path = fresh('images', 'intruder.png');
    await expect(uploadBytes(ref(storage(who), path), bytes(100), { contentType: 'image/png' })).rejects.toMatchObject(refused);
    expect(await stored(path)).toBe(false);
  });
  it('allows an image at the size limit', async () => {
    await expect(uploadBytes(ref(storage(admins[0]!), fresh('images', 'max.png')), bytes(IMAGE_MAX), { contentType: 'image/png' })).resolves.toBeDefined();
  });
  it('denies an image one byte over the limit', async () => {
    const path = fresh('images', 'big.png');
    await expect(uploadBytes(ref(storage(admins[0]!), path), bytes(IMAGE_MAX + 1), { contentType: 'image/png' })).rejects.toMatchObject(refused);
    expect(await stored(path)).toBe(false);
  });
  it('denies an empty image', async () => {
    await expect(uploadBytes(ref(storage(admins[0]!), fresh('images', 'empty.png')), bytes(0), { contentType: 'image/png' })).rejects.toMatchObject(refused);
  });
  it.each(['image/svg+xml', 'text/html', 'application/javascript', 'application/pdf', 'application/octet-stream', 'application/x-msdownload'])(
    'denies an admin uploading %s to images/',
    async (type) => {
      const path = fresh('images', 'file.png');
      await expect(uploadBytes(ref(storage(admins[0]!), path), bytes(100), { contentType: type })).rejects.toMatchObject(refused);
      expect(await stored(path)).toBe(false);
    },
  );
  it.each(hiringStaff)('denies %s overwriting a stored image', async (who) => {
    const path = fresh('images', 'kept.png');
    await uploadBytes(ref(storage(who), path), bytes(10), { contentType: 'image/png' });
    await expect(uploadBytes(ref(storage(who), path), bytes(20), { contentType: 'image/png' })).rejects.toMatchObject(refused);
    expect((await getMetadata(ref(storage('a visitor'), path))).size).toBe(10);
  });
  it.each(['images/nested/deep.png', 'images/.hidden.png', 'images/-dash.png', 'images/a b.png'])('denies an admin uploading to %p', async (path) => {
    await expect(uploadBytes(ref(storage(admins[0]!), path), bytes(10), { contentType: 'image/png' })).rejects.toMatchObject(refused);
  });
  it.each(everyone)('allows %s to read an image', async (who) => {
    const path = fresh('images', 'public.png');
    await uploadBytes(ref(storage(admins[0]!), path), bytes(12), { contentType: 'image/png' });
    expect((await getMetadata(ref(storage(who), path))).size).toBe(12);
    expect((await getBytes(ref(storage(who), path))).byteLength).toBe(12);
    expect(await getDownloadURL(ref(storage(who), path))).toContain(encodeURIComponent(path));
  });
  it.each(hiringStaff)('allows %s to delete an image', async (who) => {
    const path = fresh('images', 'gone.png');
    await uploadBytes(ref(storage(who), path), bytes(10), { contentType: 'image/png' });
    await expect(deleteObject(ref(storage(who), path))).resolves.toBeUndefined();
    expect(await stored(path)).toBe(false);
  });
  it.each(nonAdmins)('denies %s deleting an image; it stays', async (who) => {
    const path = fresh('images', 'stays.png');
    await uploadBytes(ref(storage(admins[0]!), path), bytes(10), { contentType: 'image/png' });
    await expect(deleteObject(ref(storage(who), path))).rejects.toMatchObject(refused);
    expect(await stored(path)).toBe(true);
  });
  it.each(everyone)('denies %s listing images/', async (who) => {
    await expect(listAll(ref(storage(who), 'images'))).rejects.toMatchObject(refused);
  });
});

// ---------------------------------------------------------------- resume/

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
/** The project whose Firestore the rules read tickets from: the bucket's. */
const PROJECT = BUCKET.replace(/\.appspot\.com$/, '');
let tickets = 0;
/** A ticket id as the public forms' function makes them (20 letters and digits). */
const newTicket = () => `Ticket${Date.now()}${(tickets += 1)}`.padEnd(20, 'x').slice(0, 20);

/**
 * Stores an upload's ticket as the public forms' function writes it (naming the
 * path, size and type of the one file it allows), here with the emulator's
 * administrative access; `secondsAgo` ages it.
 */
async function giveTicket(path: string, size: number, { contentType = PDF, secondsAgo = 0 }: { contentType?: string; secondsAgo?: number } = {}): Promise<void> {
  const url = `http://${firestoreHost}/v1/projects/${PROJECT}/databases/(default)/documents/uploadTickets/${path.split('/')[1] ?? ''}`;
  const expiresAt = new Date(Date.now() + (TICKET_SECONDS - secondsAgo) * 1000).toISOString();
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { path: { stringValue: path }, expiresAt: { timestampValue: expiresAt }, size: { integerValue: String(size) }, contentType: { stringValue: contentType } } }),
  });
  if (!response.ok) throw new Error(`Could not store the ticket: ${response.status} ${await response.text()}`);
}

const attachment = { contentDisposition: 'attachment; filename="cv.pdf"' };
/** A visitor, with no identity, uploads into a ticket's folder as the data interface does. */
async function visitorUpload(name: string, data: Uint8Array, metadata: { contentType: string; contentDisposition?: string }, who: Who = 'a visitor') {
  const path = resumeStoragePath(newTicket(), name);
  await giveTicket(path, data.length, { contentType: metadata.contentType });
  return { path, upload: uploadBytes(ref(storage(who), path), data, { ...attachment, ...metadata }) };
}

describe("resume/: anyone creates a PDF, DOC or DOCX of at most 5 MB once, in a ticket's folder, at its size and type, as an attachment; hiring staff read and delete", () => {
  beforeAll(() => {
    if (!firestoreHost) throw new Error('FIRESTORE_EMULATOR_HOST is not set: resume uploads need a ticket from Firestore. Run the suite with `npm run test:rules` or `npm test`.');
  });
  it.each([PDF, DOC, DOCX])('allows a %s resume with a ticket', async (type) => {
    const { upload, path } = await visitorUpload('cv.bin', bytes(100), { contentType: type });
    await expect(upload).resolves.toBeDefined();
    expect(await stored(path)).toBe(true);
  });
  it.each(everyone)('allows %s to upload only with a ticket', async (who) => {
    await expect((await visitorUpload('cv.pdf', bytes(10), { contentType: PDF }, who)).upload).resolves.toBeDefined();
    const path = resumeStoragePath(newTicket(), 'cv.pdf');
    await expect(uploadBytes(ref(storage(who), path), bytes(10), { contentType: PDF, ...attachment })).rejects.toMatchObject(refused);
    expect(await stored(path)).toBe(false);
  });
  it('allows a path the data interface makes', async () => {
    const path = resumeStoragePath(newTicket(), 'Ravi Kumar CV (final).pdf');
    await giveTicket(path, 100);
    await expect(uploadBytes(ref(storage('a visitor'), path), bytes(100), { contentType: PDF, ...attachment })).resolves.toBeDefined();
  });
  it('denies a second file on one ticket', async () => {
    const { upload, path } = await visitorUpload('first.pdf', bytes(10), { contentType: PDF });
    await upload;
    const second = `${path.split('/').slice(0, 2).join('/')}/2-b-second.pdf`;
    await expect(uploadBytes(ref(storage('a visitor'), second), bytes(10), { contentType: PDF, ...attachment })).rejects.toMatchObject(refused);
    expect(await stored(second)).toBe(false);
  });
  it('denies an upload with an expired ticket', async () => {
    const path = resumeStoragePath(newTicket(), 'cv.pdf');
    await giveTicket(path, 10, { secondsAgo: TICKET_SECONDS + 5 });
    await expect(uploadBytes(ref(storage('a visitor'), path), bytes(10), { contentType: PDF, ...attachment })).rejects.toMatchObject(refused);
  });
  it('denies a file not matching its ticket', async () => {
    const bigger = resumeStoragePath(newTicket(), 'cv.pdf');
    await giveTicket(bigger, 10);
    await expect(uploadBytes(ref(storage('a visitor'), bigger), bytes(4_000_000), { contentType: PDF, ...attachment })).rejects.toMatchObject(refused);
    const other = resumeStoragePath(newTicket(), 'cv.pdf');
    await giveTicket(other, 10);
    await expect(uploadBytes(ref(storage('a visitor'), other), bytes(10), { contentType: DOCX, ...attachment })).rejects.toMatchObject(refused);
    expect([await stored(bigger), await stored(other)]).toEqual([false, false]);
  });
  it.each(['inline', 'inline; filename="cv.pdf"', 'attachmentx', ''])('denies a resume with Content-Disposition %p', async (contentDisposition) => {
    const { upload, path } = await visitorUpload('inline.pdf', bytes(10), { contentType: PDF, contentDisposition });
    await expect(upload).rejects.toMatchObject(refused);
    expect(await stored(path)).toBe(false);
  });
  it('allows a resume at the size limit', async () => {
    await expect((await visitorUpload('max.pdf', bytes(RESUME_MAX), { contentType: PDF })).upload).resolves.toBeDefined();
  });
  it('denies a resume one byte over the limit', async () => {
    const { upload, path } = await visitorUpload('big.pdf', bytes(RESUME_MAX + 1), { contentType: PDF });
    await expect(upload).rejects.toMatchObject(refused);
    expect(await stored(path)).toBe(false);
  });
  it('denies an empty resume', async () => {
    await expect((await visitorUpload('empty.pdf', bytes(0), { contentType: PDF })).upload).rejects.toMatchObject(refused);
  });
  it.each(['image/png', 'text/html', 'text/plain', 'application/x-msdownload', 'application/octet-stream', 'application/zip'])(
    'denies a resume of type %s',
    async (type) => {
      const { upload, path } = await visitorUpload('cv.pdf', bytes(100), { contentType: type });
      await expect(upload).rejects.toMatchObject(refused);
      expect(await stored(path)).toBe(false);
    },
  );
  it('denies overwriting a resume, even with a ticket', async () => {
    const { upload, path } = await visitorUpload('once.pdf', bytes(10), { contentType: PDF });
    await upload;
    await giveTicket(path, 20);
    await expect(uploadBytes(ref(storage('a visitor'), path), bytes(20), { contentType: PDF, ...attachment })).rejects.toMatchObject(refused);
    expect((await getMetadata(ref(storage(admins[0]!), path))).size).toBe(10);
  });
  it.each(['resume/TICKET/nested/cv.pdf', 'resume/TICKET/.cv.pdf', 'resume/TICKET/my cv.pdf', 'resume/cv.pdf'])('denies the path %p, even with a ticket', async (template) => {
    const path = template.replace('TICKET', newTicket());
    await giveTicket(path, 10);
    await expect(uploadBytes(ref(storage('a visitor'), path), bytes(10), { contentType: PDF, ...attachment })).rejects.toMatchObject(refused);
  });
  it.each(hiringStaff)('denies %s uploading a resume without a ticket', async (who) => {
    const path = resumeStoragePath(newTicket(), 'staff.pdf');
    await expect(uploadBytes(ref(storage(who), path), bytes(10), { contentType: PDF, ...attachment })).rejects.toMatchObject(refused);
  });
  it.each(nonAdmins)('denies %s reading a resume', async (who) => {
    const { upload, path } = await visitorUpload('private.pdf', bytes(10), { contentType: PDF });
    await upload;
    await expect(getMetadata(ref(storage(who), path))).rejects.toMatchObject(refused);
    await expect(getBytes(ref(storage(who), path))).rejects.toMatchObject(refused);
    await expect(getDownloadURL(ref(storage(who), path))).rejects.toMatchObject(refused);
  });
  it.each(hiringStaff)('allows %s to read a resume', async (who) => {
    const { upload, path } = await visitorUpload('read.pdf', bytes(11), { contentType: PDF });
    await upload;
    expect((await getBytes(ref(storage(who), path))).byteLength).toBe(11);
    expect((await getMetadata(ref(storage(who), path))).contentType).toBe(PDF);
  });
  it.each(nonAdmins)('denies %s deleting a resume; it stays', async (who) => {
    const { upload, path } = await visitorUpload('stays.pdf', bytes(10), { contentType: PDF });
    await upload;
    await expect(deleteObject(ref(storage(who), path))).rejects.toMatchObject(refused);
    expect(await stored(path)).toBe(true);
  });
  it.each(hiringStaff)('allows %s to delete a resume', async (who) => {
    const { upload, path } = await visitorUpload('gone.pdf', bytes(10), { contentType: PDF });
    await upload;
    await expect(deleteObject(ref(storage(who), path))).resolves.toBeUndefined();
    expect(await stored(path)).toBe(false);
  });
  it.each(everyone)('denies %s listing resume/', async (who) => {
    await expect(listAll(ref(storage(who), 'resume'))).rejects.toMatchObject(refused);
  });
});

// ---------------------------------------------------------------- anything else

describe('anything else: nothing, for anyone', () => {
  it.each(everyone.flatMap((who) => ['docs/plan.pdf', 'top.png', 'images2/x.png', 'Images/x.png'].map((path) => [who, path] as const)))(
    'denies %s uploading %s',
    async (who, path) => {
      await expect(uploadBytes(ref(storage(who), path), bytes(10), { contentType: path.endsWith('.pdf') ? PDF : 'image/png' })).rejects.toMatchObject(refused);
    },
  );
  it.each(everyone)('denies %s reading or deleting other files', async (who) => {
    const path = fresh('docs', 'internal.pdf');
    await ownerPut(path, bytes(10), PDF);
    await expect(getMetadata(ref(storage(who), path))).rejects.toMatchObject(refused);
    await expect(getBytes(ref(storage(who), path))).rejects.toMatchObject(refused);
    await expect(deleteObject(ref(storage(who), path))).rejects.toMatchObject(refused);
    expect(await stored(path)).toBe(true);
  });
  it.each(everyone)('denies %s reading a file nested below images/', async (who) => {
    const path = fresh('images/nested', 'deep.png');
    await ownerPut(path, bytes(10), 'image/png');
    await expect(getBytes(ref(storage(who), path))).rejects.toMatchObject(refused);
  });
});
