/**
 * The local Cloud Storage stand-in (scripts/storage-standin.mjs), driven
 * through the real `firebase/storage` SDK exactly as the site uses it: it
 * must accept what storage.rules accepts, refuse what they refuse (the SDK
 * raising storage/unauthorized), report missing files (storage/object-not-found),
 * keep its data across restarts and let tests wipe one bucket.
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staffAccounts } from '../../rules/staff-list.cjs';
import { storageAccess, storageFolders, ticketPath } from '../../rules/storage-rules.cjs';
import { TICKET_SECONDS } from '../public-forms';
import limits from '../limits.json';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  listAll,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';

jest.setTimeout(60_000);

const root = join(__dirname, '../../..');
const cli = join(root, 'scripts/storage-standin.mjs');
const BUCKET = 'demo-test.appspot.com';
const OTHER_BUCKET = 'demo-test-e2e-0.appspot.com';
const MAX_BYTES = 5 * 1024 * 1024;

type Identity = { sub: string; user_id?: string; email?: string; email_verified?: boolean; firebase?: { sign_in_provider: string } };
/** Staff sign in with Google. */
const google = { firebase: { sign_in_provider: 'google.com' } };
const admin: Identity = { email: 'admin@seawave.example.com', email_verified: true, sub: 'admin-uid', ...google };
const hrMixedCase: Identity = { email: 'HR@SeaWave.Example.com', email_verified: true, sub: 'hr-uid', ...google };
const adminUnverified: Identity = { email: 'admin@seawave.example.com', email_verified: false, sub: 'unverified-uid', ...google };
const stranger: Identity = { email: 'someone@example.com', email_verified: true, sub: 'stranger-uid', ...google };
/** A staff address on a password account (one could be made before its owner ever signed in). */
const adminByPassword: Identity = { email: 'admin@seawave.example.com', email_verified: true, sub: 'password-uid', firebase: { sign_in_provider: 'password' } };
/** Role 'sales': quotes only, no files. */
const sales: Identity = { email: 'sales@seawave.example.com', email_verified: true, sub: 'sales-uid', ...google };
/** A resume's folder: the ticket the public forms' function gave out for it. */
const VISITOR = 'TicketOfTheVisitor01';
const anonymous: Identity = { sub: VISITOR, user_id: VISITOR, firebase: { sign_in_provider: 'anonymous' } };
const PROJECT = BUCKET.replace(/\.appspot\.com$/, '');

/**
 * A resume upload needs a ticket: a document the public forms' function writes
 * in Firestore, naming the object's path, size and type, which the stand-in
 * reads from the Firestore emulator of FIRESTORE_EMULATOR_HOST as storage.rules
 * read it across services. Written here with the emulator's administrative
 * access; `secondsAgo` ages it.
 */
async function giveTicket(path: string, size: number, { contentType = 'application/pdf', secondsAgo = 0 }: { contentType?: string; secondsAgo?: number } = {}): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: resume uploads need a ticket from Firestore. Run the suite with `npm run test:unit` or `npm test`.');
  const expiresAt = new Date(Date.now() + (TICKET_SECONDS - secondsAgo) * 1000).toISOString();
  const response = await fetch(`http://${host}/v1/projects/${PROJECT}/databases/(default)/documents/${ticketPath(path.split('/')[1] ?? '')}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { path: { stringValue: path }, expiresAt: { timestampValue: expiresAt }, size: { integerValue: String(size) }, contentType: { stringValue: contentType } } }),
  });
  if (!response.ok) throw new Error(`Could not store the ticket: ${response.status} ${await response.text()}`);
}

interface Standin {
  host: string;
  port: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs the CLI on a free port and waits for its ready line. */
function startStandin(dataDir: string, extraArgs: string[] = []): Promise<Standin> {
  const child = spawn(process.execPath, [cli, '--port', '0', '--data', dataDir, ...extraArgs], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Storage stand-in ready on (\S+):(\d+)/.exec(output);
      if (match?.[1]) {
        resolve({
          host: match[1],
          port: Number(match[2]),
          output: () => output,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`The stand-in exited before it was ready:\n${output}`)));
  });
}

const apps: FirebaseApp[] = [];
let appCount = 0;

/** A Storage client of the stand-in, signed in as `identity` or a visitor. */
function storageAs(standin: Standin, identity: Identity | null, bucket = BUCKET): FirebaseStorage {
  appCount += 1;
  const app = initializeApp({ projectId: 'demo-test', storageBucket: bucket, appId: '1:1:web:1' }, `storage-standin-${appCount}`);
  apps.push(app);
  const storage = getStorage(app);
  // A refused or failed request must fail the test quickly instead of being retried for minutes.
  storage.maxOperationRetryTime = 3000;
  storage.maxUploadRetryTime = 3000;
  // The SDK's type lists no 'emailLink' provider, which tokens may carry.
  const token = identity as NonNullable<NonNullable<Parameters<typeof connectStorageEmulator>[3]>['mockUserToken']> | null;
  connectStorageEmulator(storage, standin.host, standin.port, token ? { mockUserToken: token } : {});
  return storage;
}

const bytes = (text: string) => new TextEncoder().encode(text);
const sized = (size: number, fill = 7) => new Uint8Array(size).fill(fill);
const text = (buffer: ArrayBuffer) => new TextDecoder().decode(buffer);
const refused = { code: 'storage/unauthorized' };
const missing = { code: 'storage/object-not-found' };

let dataDir: string;
let standin: Standin;
let asAdmin: FirebaseStorage;
let asVisitor: FirebaseStorage;
let asApplicant: FirebaseStorage;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storage-standin-'));
  standin = await startStandin(dataDir);
  asAdmin = storageAs(standin, admin);
  asVisitor = storageAs(standin, null);
  asApplicant = storageAs(standin, anonymous);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await standin?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('images/: public read, admin-only writes', () => {
  it('an admin uploads, a visitor reads', async () => {
    const uploaded = await uploadBytes(ref(asAdmin, 'images/hero.png'), bytes('PNG-BYTES'), { contentType: 'image/png' });
    expect(uploaded.metadata).toMatchObject({ fullPath: 'images/hero.png', contentType: 'image/png', size: 9, bucket: BUCKET });

    const meta = await getMetadata(ref(asVisitor, 'images/hero.png'));
    expect(meta).toMatchObject({ contentType: 'image/png', size: 9 });

    const url = await getDownloadURL(ref(asVisitor, 'images/hero.png'));
    expect(url).toContain(`http://${standin.host}:${standin.port}/v0/b/${BUCKET}/o/images%2Fhero.png?alt=media&token=`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('PNG-BYTES');

    expect(text(await getBytes(ref(asVisitor, 'images/hero.png')))).toBe('PNG-BYTES');
    // The media is public even without a token (read: if true).
    expect(await (await fetch(url.replace(/&token=.*/, ''))).text()).toBe('PNG-BYTES');
  });

  it('keeps metadata as Cloud Storage does', async () => {
    const gzipped = gzipSync(bytes('PNG-BYTES'));
    const metadata = { contentType: 'image/png', cacheControl: 'public, max-age=86400', contentEncoding: 'gzip', contentLanguage: 'fr', customMetadata: { a: '1', b: '2' } };
    await uploadBytes(ref(asAdmin, 'images/served.png'), gzipped, metadata);
    expect(await getMetadata(ref(asVisitor, 'images/served.png'))).toMatchObject(metadata);
    const response = await fetch(await getDownloadURL(ref(asVisitor, 'images/served.png')));
    expect([response.headers.get('cache-control'), response.headers.get('content-encoding'), response.headers.get('content-language')]).toEqual(['public, max-age=86400', 'gzip', 'fr']);
    // fetch undoes the gzip encoding, as a browser does.
    expect(await response.text()).toBe('PNG-BYTES');

    const objectUrl = `http://${standin.host}:${standin.port}/v0/b/${BUCKET}/o/${encodeURIComponent('images/served.png')}`;
    const patched = await fetch(objectUrl, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ cacheControl: 'private, no-store', contentEncoding: null, contentLanguage: null, metadata: { a: null, c: '3' } }),
    });
    const answer = (await patched.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ cacheControl: 'private, no-store', contentEncoding: 'identity' });
    expect([answer.contentLanguage, answer.metadata]).toEqual([undefined, { b: '2', c: '3' }]);
    const media = await fetch(`${objectUrl}?alt=media`, { headers: { Authorization: 'Bearer owner' } });
    expect([media.headers.get('content-encoding'), media.headers.get('content-language')]).toEqual([null, null]);
    expect(Buffer.from(await media.arrayBuffer()).equals(Buffer.from(gzipped))).toBe(true);
  });

  it('non-admins cannot upload or delete images', async () => {
    for (const identity of [null, stranger, adminUnverified, adminByPassword, sales]) {
      const storage = storageAs(standin, identity);
      await expect(uploadBytes(ref(storage, 'images/intruder.png'), bytes('x'), { contentType: 'image/png' })).rejects.toMatchObject(refused);
    }
    await expect(getMetadata(ref(asAdmin, 'images/intruder.png'))).rejects.toMatchObject(missing);

    await uploadBytes(ref(asAdmin, 'images/keep.png'), bytes('keep'), { contentType: 'image/png' });
    await expect(deleteObject(ref(asVisitor, 'images/keep.png'))).rejects.toMatchObject(refused);
    await expect(deleteObject(ref(storageAs(standin, stranger), 'images/keep.png'))).rejects.toMatchObject(refused);
    await expect(deleteObject(ref(storageAs(standin, adminByPassword), 'images/keep.png'))).rejects.toMatchObject(refused);
    expect(text(await getBytes(ref(asVisitor, 'images/keep.png')))).toBe('keep');
  });

  it('the allow-list ignores letter case', async () => {
    const asHr = storageAs(standin, hrMixedCase);
    await uploadBytes(ref(asHr, 'images/by-hr.webp'), bytes('webp'), { contentType: 'image/webp' });
    expect(text(await getBytes(ref(asVisitor, 'images/by-hr.webp')))).toBe('webp');
    await deleteObject(ref(asHr, 'images/by-hr.webp'));
    await expect(getMetadata(ref(asVisitor, 'images/by-hr.webp'))).rejects.toMatchObject(missing);
  });

  it('an admin deletes but never overwrites images', async () => {
    await uploadBytes(ref(asAdmin, 'images/swap.gif'), bytes('one'), { contentType: 'image/gif' });
    await expect(uploadBytes(ref(asAdmin, 'images/swap.gif'), bytes('two'), { contentType: 'image/gif' })).rejects.toMatchObject(refused);
    expect(text(await getBytes(ref(asVisitor, 'images/swap.gif')))).toBe('one');
    await deleteObject(ref(asAdmin, 'images/swap.gif'));
    await expect(getBytes(ref(asVisitor, 'images/swap.gif'))).rejects.toMatchObject(missing);
    await expect(getDownloadURL(ref(asVisitor, 'images/swap.gif'))).rejects.toMatchObject(missing);
    await expect(deleteObject(ref(asAdmin, 'images/swap.gif'))).rejects.toMatchObject(missing);
  });

  it('refuses nested paths to everyone', async () => {
    await expect(uploadBytes(ref(asAdmin, 'images/nested/deep.png'), bytes('deep'), { contentType: 'image/png' })).rejects.toMatchObject(refused);
    await expect(uploadBytes(ref(asAdmin, 'images/.hidden.png'), bytes('hidden'), { contentType: 'image/png' })).rejects.toMatchObject(refused);
    await expect(getBytes(ref(asVisitor, 'images/nested/deep.png'))).rejects.toMatchObject(refused);
    await expect(getBytes(ref(asAdmin, 'images/nested/deep.png'))).rejects.toMatchObject(refused);
  });
});

describe("resume/: anyone creates a resume once in a ticket's folder, at its size and type, as an attachment; admins read and delete", () => {
  const pdf = 'application/pdf';
  const attachment = 'attachment; filename="cv.pdf"';
  const own = (name: string) => `resume/${VISITOR}/${name}`;
  /** The applicant uploads `name` with a fresh ticket naming it, as the site does. */
  async function upload(name: string, data: Uint8Array, metadata: { contentType: string; contentDisposition?: string }, resumable = false) {
    await giveTicket(own(name), data.length, { contentType: metadata.contentType });
    const target = ref(asApplicant, own(name));
    const full = { contentDisposition: attachment, ...metadata };
    return resumable ? (await uploadBytesResumable(target, data, full)).metadata : (await uploadBytes(target, data, full)).metadata;
  }

  it('a visitor may only upload a PDF', async () => {
    expect(await upload('cv.pdf', bytes('%PDF-1 visitor'), { contentType: pdf })).toMatchObject({ fullPath: own('cv.pdf'), contentType: pdf, size: 14 });

    const path = ref(asApplicant, own('cv.pdf'));
    await expect(getMetadata(path)).rejects.toMatchObject(refused);
    await expect(getDownloadURL(path)).rejects.toMatchObject(refused);
    await expect(getBytes(path)).rejects.toMatchObject(refused);
    await expect(deleteObject(path)).rejects.toMatchObject(refused);
    await expect(upload('cv.pdf', bytes('%PDF-1 replaced'), { contentType: pdf })).rejects.toMatchObject(refused);
    await expect(getMetadata(ref(storageAs(standin, stranger), own('cv.pdf')))).rejects.toMatchObject(refused);

    // The media URL without a token, or with a made-up one, is refused too.
    const mediaUrl = `http://${standin.host}:${standin.port}/v0/b/${BUCKET}/o/${encodeURIComponent(own('cv.pdf'))}?alt=media`;
    expect((await fetch(mediaUrl)).status).toBe(403);
    expect((await fetch(`${mediaUrl}&token=00000000-0000-4000-8000-000000000000`)).status).toBe(403);

    expect(text(await getBytes(ref(asAdmin, own('cv.pdf'))))).toBe('%PDF-1 visitor');
  });

  it('refuses an upload without its valid ticket', async () => {
    const file = bytes('%PDF-1');
    const meta = { contentType: pdf, contentDisposition: attachment };
    await expect(uploadBytes(ref(asVisitor, 'resume/NoTicketForThisOne1/cv.pdf'), file, meta)).rejects.toMatchObject(refused);
    await giveTicket('resume/OtherFileTicket00001/other.pdf', file.length);
    await expect(uploadBytes(ref(asVisitor, 'resume/OtherFileTicket00001/wrong.pdf'), file, meta)).rejects.toMatchObject(refused);
    await giveTicket('resume/LateTicket0000000001/late.pdf', file.length, { secondsAgo: TICKET_SECONDS + 5 });
    await expect(uploadBytes(ref(asVisitor, 'resume/LateTicket0000000001/late.pdf'), file, meta)).rejects.toMatchObject(refused);
    await giveTicket('resume/SizeTicket0000000001/cv.pdf', file.length + 1);
    await expect(uploadBytes(ref(asVisitor, 'resume/SizeTicket0000000001/cv.pdf'), file, meta)).rejects.toMatchObject(refused);
    await giveTicket('resume/TypeTicket0000000001/cv.pdf', file.length, { contentType: 'application/msword' });
    await expect(uploadBytes(ref(asVisitor, 'resume/TypeTicket0000000001/cv.pdf'), file, meta)).rejects.toMatchObject(refused);
    await expect(uploadBytes(ref(asVisitor, 'resume/cv.pdf'), file, meta)).rejects.toMatchObject(refused);
    for (const path of ['resume/NoTicketForThisOne1/cv.pdf', 'resume/OtherFileTicket00001/wrong.pdf', 'resume/LateTicket0000000001/late.pdf', 'resume/SizeTicket0000000001/cv.pdf', 'resume/TypeTicket0000000001/cv.pdf']) {
      await expect(getMetadata(ref(asAdmin, path))).rejects.toMatchObject(missing);
    }
    // With its ticket, a visitor with no identity at all uploads.
    await giveTicket('resume/NoIdentity0000000001/cv.pdf', file.length);
    await expect(uploadBytes(ref(asVisitor, 'resume/NoIdentity0000000001/cv.pdf'), file, meta)).resolves.toBeDefined();
  });

  it('gives the uploader no download token', async () => {
    const boundary = 'standin-boundary';
    const name = own('raw.pdf');
    await giveTicket(name, '%PDF-raw'.length);
    const body =
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n` +
      `${JSON.stringify({ name, contentType: pdf, contentDisposition: attachment })}\r\n` +
      `--${boundary}\r\nContent-Type: ${pdf}\r\n\r\n%PDF-raw\r\n--${boundary}--`;
    const idToken = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(anonymous)).toString('base64url')}.`;
    const response = await fetch(`http://${standin.host}:${standin.port}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { Authorization: `Firebase ${idToken}`, 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': `multipart/related; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(200);
    const json = (await response.json()) as Record<string, unknown>;
    expect(json).toMatchObject({ name, contentType: pdf, size: '8' });
    expect(json.downloadTokens).toBeUndefined();
  });

  it('an admin reads and deletes the resume', async () => {
    await upload('letter.docx', bytes('DOCX'), { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', contentDisposition: 'attachment' });
    const adminRef = ref(asAdmin, own('letter.docx'));
    expect(text(await getBytes(adminRef))).toBe('DOCX');
    expect(await getMetadata(adminRef)).toMatchObject({ size: 4, contentDisposition: 'attachment' });

    // The admin opens the link in a new tab: no Authorization header, the token is the key.
    const url = await getDownloadURL(adminRef);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''letter\.docx$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('DOCX');

    await deleteObject(adminRef);
    await expect(getMetadata(adminRef)).rejects.toMatchObject(missing);
    expect((await fetch(url)).status).toBe(403);
  });

  it('keeps the file name, refuses inline resumes', async () => {
    await upload('named.pdf', bytes('%PDF-'), { contentType: pdf, contentDisposition: 'attachment; filename="Asha Rao CV.pdf"' });
    expect(await getMetadata(ref(asAdmin, own('named.pdf')))).toMatchObject({ contentDisposition: 'attachment; filename="Asha Rao CV.pdf"' });
    const named = await fetch(await getDownloadURL(ref(asAdmin, own('named.pdf'))));
    expect(named.headers.get('content-disposition')).toBe('attachment; filename="Asha Rao CV.pdf"');

    await expect(upload('inline.pdf', bytes('%PDF-'), { contentType: pdf, contentDisposition: 'inline' })).rejects.toMatchObject(refused);
    await expect(getMetadata(ref(asAdmin, own('inline.pdf')))).rejects.toMatchObject(missing);
  });

  it('accepts only resume types and sizes', async () => {
    await upload('old.doc', bytes('DOC'), { contentType: 'application/msword' });
    await upload('max.pdf', sized(MAX_BYTES), { contentType: pdf });
    expect((await getMetadata(ref(asAdmin, own('max.pdf')))).size).toBe(MAX_BYTES);

    const refusedFiles: [string, Uint8Array, string][] = [
      ['too-big.pdf', sized(MAX_BYTES + 1), pdf],
      ['empty.pdf', new Uint8Array(0), pdf],
      ['notes.txt', bytes('text'), 'text/plain'],
      ['photo.png', bytes('png'), 'image/png'],
      ['page.html', bytes('<p>'), 'text/html'],
    ];
    for (const [name, data, contentType] of refusedFiles) {
      await expect(upload(name, data, { contentType })).rejects.toMatchObject(refused);
      await expect(getMetadata(ref(asAdmin, own(name)))).rejects.toMatchObject(missing);
    }
  });

  it('a missing resume is refused or not found', async () => {
    await expect(getMetadata(ref(asApplicant, own('none.pdf')))).rejects.toMatchObject(refused);
    await expect(getMetadata(ref(asAdmin, own('none.pdf')))).rejects.toMatchObject(missing);
  });

  it('resumable uploads follow the same rules', async () => {
    const big = sized(600 * 1024, 3);
    expect((await upload('big.pdf', big, { contentType: pdf }, true)).size).toBe(big.length);
    expect(Buffer.from(await getBytes(ref(asAdmin, own('big.pdf')))).equals(Buffer.from(big))).toBe(true);
    await expect(upload('big.pdf', big, { contentType: pdf }, true)).rejects.toMatchObject(refused);
    await expect(uploadBytesResumable(ref(asApplicant, 'images/big.png'), big, { contentType: 'image/png' })).rejects.toMatchObject(refused);
  });
});

describe('everything else', () => {
  it('other folders are refused to everyone', async () => {
    for (const identity of [null, stranger, admin]) {
      const storage = storageAs(standin, identity);
      await expect(uploadBytes(ref(storage, 'docs/plan.pdf'), bytes('plan'), { contentType: 'application/pdf' })).rejects.toMatchObject(refused);
      await expect(uploadBytes(ref(storage, 'top.png'), bytes('top'), { contentType: 'image/png' })).rejects.toMatchObject(refused);
      await expect(getBytes(ref(storage, 'docs/plan.pdf'))).rejects.toMatchObject(refused);
      await expect(deleteObject(ref(storage, 'docs/plan.pdf'))).rejects.toMatchObject(refused);
    }
  });

  it('listing is refused, even to an admin', async () => {
    await expect(listAll(ref(asVisitor, 'images'))).rejects.toMatchObject(refused);
    await expect(listAll(ref(asAdmin, 'resume'))).rejects.toMatchObject(refused);
  });

  it('answers site preflights and exposes upload headers', async () => {
    const base = `http://${standin.host}:${standin.port}/v0/b/${BUCKET}/o`;
    const preflight = await fetch(`${base}?name=resume%2Fx.pdf`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-goog-upload-protocol,x-firebase-storage-version,x-firebase-gmpid,x-firebase-appcheck',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-goog-upload-protocol', 'x-goog-upload-command', 'x-firebase-storage-version', 'x-firebase-gmpid', 'x-firebase-appcheck']) {
      expect(allowed).toContain(header);
    }

    const start = await fetch(`${base}?name=images%2Fcors.png`, {
      method: 'POST',
      headers: {
        Origin: 'http://localhost:3000',
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ name: 'images/cors.png', contentType: 'image/png' }),
    });
    expect(start.status).toBe(200);
    expect(start.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const exposed = (start.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    for (const header of ['x-goog-upload-url', 'x-goog-upload-status', 'x-goog-upload-chunk-granularity', 'x-goog-upload-size-received']) {
      expect(exposed).toContain(header);
    }
    expect(start.headers.get('x-goog-upload-url')).toMatch(new RegExp(`^http://${standin.host}:${standin.port}/v0/b/${BUCKET}/o\\?`));
  });
});

describe('requests addressed by another name (DNS rebinding)', () => {
  it('are refused before any read or write', async () => {
    await uploadBytes(ref(asAdmin, 'images/rebound.png'), bytes('PNG'), { contentType: 'image/png' });
    const path = `/v0/b/${BUCKET}/o?name=${encodeURIComponent('images/rebound.png')}`;
    for (const host of ['evil.test', `evil.test:${standin.port}`, `localhost.evil.test:${standin.port}`]) {
      const read = await requestWithHost({ host, method: 'GET', path: `${path}&alt=media` });
      expect({ host, status: read.status, body: read.body }).toEqual({ host, status: 403, body: expect.not.stringContaining('PNG') });
      const start = await requestWithHost({
        host,
        method: 'POST',
        path: `/v0/b/${BUCKET}/o?name=${encodeURIComponent('images/evil.png')}`,
        headers: { 'X-Goog-Upload-Protocol': 'resumable', 'X-Goog-Upload-Command': 'start', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'images/evil.png', contentType: 'image/png' }),
      });
      expect({ host, status: start.status, uploadUrl: start.uploadUrl }).toEqual({ host, status: 403, uploadUrl: undefined });
    }
  });
});

/** A request to the stand-in with the `Host` header a rebound name would give (fetch cannot set Host). */
function requestWithHost(options: { host: string; method: string; path: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number | undefined; body: string; uploadUrl: string | undefined }>((resolve, reject) => {
    const request = httpRequest(
      { host: standin.host, port: standin.port, method: options.method, path: options.path, headers: { ...options.headers, Host: options.host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body, uploadUrl: response.headers['x-goog-upload-url'] as string | undefined }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('data on disk', () => {
  it('survives a restart, download URLs included', async () => {
    const restartDir = mkdtempSync(join(tmpdir(), 'storage-standin-restart-'));
    try {
      const first = await startStandin(restartDir);
      await uploadBytes(ref(storageAs(first, admin), 'images/kept.jpg'), bytes('JPEG'), { contentType: 'image/jpeg' });
      await giveTicket(`resume/${VISITOR}/kept.pdf`, '%PDF kept'.length);
      await uploadBytes(ref(storageAs(first, anonymous), `resume/${VISITOR}/kept.pdf`), bytes('%PDF kept'), { contentType: 'application/pdf', contentDisposition: 'attachment' });
      const oldUrl = await getDownloadURL(ref(storageAs(first, null), 'images/kept.jpg'));
      await first.stop();

      const second = await startStandin(restartDir);
      try {
        expect(text(await getBytes(ref(storageAs(second, null), 'images/kept.jpg')))).toBe('JPEG');
        expect(text(await getBytes(ref(storageAs(second, admin), `resume/${VISITOR}/kept.pdf`)))).toBe('%PDF kept');
        // The same token still opens the image on the new port.
        const response = await fetch(oldUrl.replace(`:${first.port}/`, `:${second.port}/`));
        expect(await response.text()).toBe('JPEG');
        // A resume stays create-only after the restart.
        await giveTicket(`resume/${VISITOR}/kept.pdf`, '%PDF new'.length);
        await expect(
          uploadBytes(ref(storageAs(second, anonymous), `resume/${VISITOR}/kept.pdf`), bytes('%PDF new'), { contentType: 'application/pdf', contentDisposition: 'attachment' }),
        ).rejects.toMatchObject(refused);
        expect(readFileSync(join(restartDir, BUCKET, 'images/kept.jpg'), 'utf8')).toBe('JPEG');
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(restartDir, { recursive: true, force: true });
    }
  });

  it('DELETE /emulator/v1/buckets/{bucket} wipes that bucket only', async () => {
    const asAdminOther = storageAs(standin, admin, OTHER_BUCKET);
    await uploadBytes(ref(asAdmin, 'images/wipe-me.png'), bytes('a'), { contentType: 'image/png' });
    await uploadBytes(ref(asAdminOther, 'images/stay.png'), bytes('b'), { contentType: 'image/png' });

    const response = await fetch(`http://${standin.host}:${standin.port}/emulator/v1/buckets/${BUCKET}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
    expect(response.status).toBe(200);

    await expect(getMetadata(ref(asAdmin, 'images/wipe-me.png'))).rejects.toMatchObject(missing);
    await expect(getMetadata(ref(asAdmin, 'images/hero.png'))).rejects.toMatchObject(missing);
    expect(text(await getBytes(ref(storageAs(standin, null, OTHER_BUCKET), 'images/stay.png')))).toBe('b');
  });
});

describe('administrative calls and other web pages', () => {
  const url = (path: string) => `http://${standin.host}:${standin.port}${path}`;

  it('refuses a reset without the owner credential', async () => {
    await uploadBytes(ref(asAdmin, 'images/kept-after-reset.png'), bytes('kept'), { contentType: 'image/png' });
    const adminToken = `e30.${Buffer.from(JSON.stringify(admin)).toString('base64url')}.`;
    for (const authorization of [undefined, `Bearer ${adminToken}`, 'Bearer someone']) {
      const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
      expect((await fetch(url(`/emulator/v1/buckets/${BUCKET}`), { method: 'DELETE', headers })).status).toBe(403);
      expect((await fetch(url('/internal/reset'), { method: 'POST', headers })).status).toBe(403);
    }
    expect(text(await getBytes(ref(asVisitor, 'images/kept-after-reset.png')))).toBe('kept');
  });

  it('gives other web pages no CORS answer', async () => {
    await uploadBytes(ref(asAdmin, 'images/public.png'), bytes('public'), { contentType: 'image/png' });
    const foreign = 'https://attacker.example';
    const preflight = await fetch(url('/internal/reset'), {
      method: 'OPTIONS',
      headers: { Origin: foreign, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization', 'Access-Control-Request-Private-Network': 'true' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-private-network')).toBeNull();

    const read = await fetch(url(`/v0/b/${BUCKET}/o/images%2Fpublic.png?alt=media`), { headers: { Origin: foreign } });
    expect(read.status).toBe(403);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    // A look-alike of the local site is another origin too.
    const lookAlike = await fetch(url(`/v0/b/${BUCKET}/o/images%2Fpublic.png?alt=media`), { headers: { Origin: 'http://localhost:3000.attacker.example' } });
    expect(lookAlike.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the local site on every port', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:3004']) {
      const preflight = await fetch(url(`/v0/b/${BUCKET}/o?name=resume%2Fx.pdf`), {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Private-Network': 'true' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
    }
  });

  it('answers an origin named with --allow-origin', async () => {
    const extraDir = mkdtempSync(join(tmpdir(), 'storage-standin-origin-'));
    const extra = await startStandin(extraDir, ['--allow-origin', 'http://localhost:3200']);
    try {
      const answer = (origin: string) => fetch(`http://${extra.host}:${extra.port}/`, { headers: { Origin: origin } });
      expect((await answer('http://localhost:3200')).headers.get('access-control-allow-origin')).toBe('http://localhost:3200');
      expect((await answer('http://localhost:3201')).status).toBe(403);
    } finally {
      await extra.stop();
      rmSync(extraDir, { recursive: true, force: true });
    }
  });
});

describe('--tokens-follow-rules', () => {
  it('resumes need an admin despite a token', async () => {
    const strictDir = mkdtempSync(join(tmpdir(), 'storage-standin-strict-'));
    const strict = await startStandin(strictDir, ['--tokens-follow-rules']);
    try {
      const strictAdmin = storageAs(strict, admin);
      const strictPath = `resume/${VISITOR}/strict.pdf`;
      await giveTicket(strictPath, '%PDF strict'.length);
      await uploadBytes(ref(storageAs(strict, anonymous), strictPath), bytes('%PDF strict'), { contentType: 'application/pdf', contentDisposition: 'attachment' });
      const url = await getDownloadURL(ref(strictAdmin, strictPath));
      expect((await fetch(url)).status).toBe(403);
      expect(text(await getBytes(ref(strictAdmin, strictPath)))).toBe('%PDF strict');

      await uploadBytes(ref(strictAdmin, 'images/open.png'), bytes('open'), { contentType: 'image/png' });
      expect(await (await fetch(await getDownloadURL(ref(strictAdmin, 'images/open.png')))).text()).toBe('open');
    } finally {
      await strict.stop();
      rmSync(strictDir, { recursive: true, force: true });
    }
  });
});

describe('storage.rules and the stand-in agree', () => {
  type Claims = Identity | null;
  type Ticket = { path: string; expiresMillis: number; size: number; contentType: string } | null;
  type Incoming = { size: number; contentType: string; contentDisposition?: string };
  /** One request as storage.rules see it: the match's variables, the caller, the new file, and the folder's ticket in Firestore. */
  type Request = { auth: Claims; vars: Record<string, string>; exists: boolean; incoming?: Incoming; ticket: Ticket; now: number };
  /** One `match /folder/{a}/{b}` block of storage.rules: its folder, its variables and its allows. */
  type Block = { folder: string; vars: string[]; allows: { operations: string[]; condition: string }[] };

  const rulesText = readFileSync(join(root, 'storage.rules'), 'utf8').replace(/\/\/.*$/gm, '');
  const functionBody = (name: string) => new RegExp(`function ${name}\\(([^)]*)\\) \\{\\s*return ([\\s\\S]+?);\\s*\\}`).exec(rulesText);
  const blocks: Block[] = [...rulesText.matchAll(/match \/([A-Za-z0-9_-]+)((?:\/\{\w+\})+) \{([^}]*)\}/g)].map((m) => ({
    folder: m[1] ?? '',
    vars: [...(m[2] ?? '').matchAll(/\{(\w+)\}/g)].map((v) => v[1] ?? ''),
    allows: [...(m[3] ?? '').matchAll(/allow ([a-z, ]+): if ([\s\S]+?);[ \t]*$/gm)].map((allow) => ({
      operations: (allow[1] ?? '').split(',').flatMap((op) => ({ read: ['get', 'list'], write: ['create', 'update', 'delete'] })[op.trim()] ?? [op.trim()]),
      condition: allow[2] ?? '',
    })),
  }));
  const list = (items: string) => [...items.matchAll(/'([^']*)'/g)].map((m) => m[1]);
  /** The map literal a function of storage.rules returns (staffRoles, roleAreas). */
  const mapOf = (name: string) => JSON.parse((functionBody(name)?.[2] ?? 'null').replace(/'/g, '"')) as Record<string, unknown>;
  const uidOf = (auth: Claims) => (auth === null ? undefined : (auth.user_id ?? auth.sub));

  /** Splits at `separator` outside parentheses and quotes. */
  function splitTop(text: string, separator: '&&' | '||'): string[] {
    const parts: string[] = [];
    let depth = 0;
    let quoted = false;
    let start = 0;
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (c === "'") quoted = !quoted;
      else if (!quoted && c === '(') depth += 1;
      else if (!quoted && c === ')') depth -= 1;
      else if (!quoted && depth === 0 && text.startsWith(separator, i)) {
        parts.push(text.slice(start, i).trim());
        start = i + separator.length;
      }
    }
    return [...parts, text.slice(start).trim()];
  }

  /** A string expression of storage.rules: quoted parts and variables joined with `+`. */
  const stringValue = (expression: string, vars: Record<string, string>) =>
    expression.split('+').map((part) => {
      const t = part.trim();
      if (t.startsWith("'")) return t.slice(1, -1);
      if (t in vars) return vars[t];
      throw new Error(`storage.rules has a string this test cannot evaluate: ${t}`);
    }).join('');

  /** Evaluates a condition of storage.rules; a term of another form fails the test instead of guessing. */
  function holds(condition: string, request: Request): boolean {
    const either = splitTop(condition, '||');
    if (either.length > 1) return either.some((part) => holds(part, request));
    const all = splitTop(condition, '&&');
    if (all.length > 1) return all.every((part) => holds(part, request));
    const text = condition.trim();
    const { auth, incoming, vars } = request;
    if (text.startsWith('(') && text.endsWith(')')) return holds(text.slice(1, -1), request);
    if (text === 'true') return true;
    if (text === 'isStaff()') return holds(functionBody('isStaff')?.[2] ?? 'missing isStaff', request);
    let m = /^staffMay\('(\w+)'\)$/.exec(text);
    if (m) {
      const fn = functionBody('staffMay');
      return holds(fn?.[2] ?? 'missing staffMay', { ...request, vars: { ...vars, [fn?.[1] ?? '']: m[1] ?? '' } });
    }
    if (text === 'request.auth != null') return auth !== null;
    if (text === 'request.auth.uid == uid') return auth !== null && uidOf(auth) === vars.uid;
    if (text === "request.auth.token.firebase.sign_in_provider == 'google.com'") return auth?.firebase?.sign_in_provider === 'google.com';
    if (text === 'request.auth.token.email_verified == true') return auth?.email_verified === true;
    if (text === 'request.auth.token.email is string') return typeof auth?.email === 'string';
    if (text === 'request.auth.token.email.lower() in staffRoles()') return typeof auth?.email === 'string' && auth.email.toLowerCase() in mapOf('staffRoles');
    m = /^(\w+) in roleAreas\(\)\[staffRoles\(\)\[request\.auth\.token\.email\.lower\(\)\]\]$/.exec(text);
    if (m) {
      const role = mapOf('staffRoles')[auth?.email?.toLowerCase() ?? ''];
      const areas = typeof role === 'string' ? mapOf('roleAreas')[role] : undefined;
      return Array.isArray(areas) && areas.includes(vars[m[1] ?? '']);
    }
    if (text === 'resource == null') return !request.exists;
    m = /^fileName\.matches\('(.+)'\)$/.exec(text);
    if (m) return new RegExp(`^(?:${m[1]})$`).test(vars.fileName ?? '');
    m = /^request\.resource\.size (>|<=) (\d+)$/.exec(text);
    if (m) return incoming !== undefined && (m[1] === '>' ? incoming.size > Number(m[2]) : incoming.size <= Number(m[2]));
    m = /^request\.resource\.contentType in \[(.*)\]$/.exec(text);
    if (m) return incoming !== undefined && list(m[1] ?? '').includes(incoming.contentType);
    m = /^request\.resource\.contentDisposition\.matches\('(.+)'\)$/.exec(text);
    if (m) return incoming?.contentDisposition !== undefined && new RegExp(`^(?:${m[1]})$`).test(incoming.contentDisposition);
    m = /^hasTicket\((\w+), (.+)\)$/.exec(text);
    if (m) {
      const fn = functionBody('hasTicket');
      const [ticketParam, pathParam] = (fn?.[1] ?? '').split(',').map((p) => p.trim());
      const path = stringValue(m[2] ?? '', vars);
      const { ticket } = request;
      return splitTop(fn?.[2] ?? 'missing hasTicket', '&&').every((term) => {
        const doc = /firestore\.get\(\/databases\/\(default\)\/documents\/(\S+?)\)\.data\.\w+/.exec(term);
        if (!doc || doc[1] !== ticketPath(`$(${ticketParam})`)) throw new Error(`storage.rules reads a ticket this test cannot evaluate: ${term}`);
        if (ticket === null) return false;
        if (new RegExp(`^firestore\\.get\\(.+\\)\\.data\\.path == ${pathParam}$`).test(term)) return ticket.path === path;
        if (/^request\.time < firestore\.get\(.+\)\.data\.expiresAt$/.test(term)) return request.now < ticket.expiresMillis;
        if (/^request\.resource\.size == firestore\.get\(.+\)\.data\.size$/.test(term)) return incoming?.size === ticket.size;
        if (/^request\.resource\.contentType == firestore\.get\(.+\)\.data\.contentType$/.test(term)) return incoming?.contentType === ticket.contentType;
        throw new Error(`storage.rules has a ticket condition this test cannot evaluate: ${term}`);
      });
    }
    throw new Error(`storage.rules has a condition this test cannot evaluate: ${text}`);
  }

  /** storage.rules' answer: granted by any allow of any block whose path matches. */
  function byRules(operation: string, path: string, request: Omit<Request, 'vars'>): boolean {
    const [folder, ...rest] = path.split('/');
    return blocks.some((block) => {
      if (block.folder !== folder || block.vars.length !== rest.length) return false;
      const vars = Object.fromEntries(block.vars.map((name, i) => [name, rest[i] ?? '']));
      return block.allows.some((allow) => allow.operations.includes(operation) && holds(allow.condition, { ...request, vars }));
    });
  }

  it('answer every request tried alike', () => {
    expect([...new Set(blocks.map((b) => b.folder))]).toEqual(storageFolders().map((f) => f.folder));
    const access = storageAccess();
    const now = Date.now();
    const identities: Claims[] = [
      null,
      anonymous,
      stranger,
      adminUnverified,
      admin,
      hrMixedCase,
      ...staffAccounts().flatMap(({ email }) =>
        ['google.com', 'password', 'anonymous', 'custom', 'emailLink'].map((provider) => ({ email, email_verified: true, sub: email, firebase: { sign_in_provider: provider } })),
      ),
      { email: 'admin@seawave.example.com', email_verified: true, sub: 'no-provider' },
    ];
    const types = [limits.files.image.contentTypes[0] ?? '', ...limits.files.resume.contentTypes, 'text/html'];
    const sizes = [0, 1, limits.files.resume.maxBytes, limits.files.resume.maxBytes + 1, limits.files.image.maxBytes + 1];
    const dispositions = ['attachment; filename="cv.pdf"', 'attachment', 'inline', undefined];
    const names = ['cv-2026.pdf', '.hidden', 'a b.png', `${VISITOR}/cv.pdf`, 'admin-uid/cv.pdf', `${VISITOR}/nested/x.pdf`];
    const paths = [...new Set(blocks.map((b) => b.folder)), 'other'].flatMap((folder) => names.map((name) => `${folder}/${name}`));
    let compared = 0;
    const disagreements: string[] = [];
    for (const path of paths) {
      const ticketsFor = (incoming: Incoming | undefined): Ticket[] => {
        if (!incoming) return [null];
        const valid = { path, expiresMillis: now + 60_000, size: incoming.size, contentType: incoming.contentType };
        return [null, valid, { ...valid, expiresMillis: now - 1000 }, { ...valid, path: `${path}.other` }, { ...valid, size: incoming.size + 1 }, { ...valid, contentType: 'text/plain' }];
      };
      for (const auth of identities) {
        for (const operation of ['get', 'list', 'create', 'update', 'delete'] as const) {
          const writes = operation === 'create' || operation === 'update';
          const incomings: (Incoming | undefined)[] = writes ? types.flatMap((contentType) => sizes.flatMap((size) => dispositions.map((d) => ({ size, contentType, ...(d ? { contentDisposition: d } : {}) })))) : [undefined];
          for (const incoming of incomings) {
            for (const exists of writes ? [false, true] : [true]) {
              for (const ticket of ticketsFor(incoming)) {
                const rules = byRules(operation, path, { auth, exists, ...(incoming ? { incoming } : {}), ticket, now });
                const standin = access(operation, path, auth, incoming, exists, ticket, now);
                compared += 1;
                if (rules !== standin && disagreements.length < 20) {
                  disagreements.push(`${operation} ${path} by ${auth?.email ?? auth?.sub ?? 'a visitor'} ${JSON.stringify(incoming ?? {})} exists=${exists} ticket=${JSON.stringify(ticket)}: rules ${rules}, stand-in ${standin}`);
                }
              }
            }
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(100_000);
  });

  it('the comparison notices a drifting stand-in', () => {
    const drifted = storageAccess({ folders: storageFolders().map((f) => (f.folder === 'resume' ? { ...f, get: 'anyone' as const } : f)) });
    const path = `resume/${VISITOR}/cv.pdf`;
    expect(byRules('get', path, { auth: null, exists: true, ticket: null, now: Date.now() })).toBe(false);
    expect(drifted('get', path, null)).toBe(true);
  });
});
