/**
 * The local Cloud Storage stand-in (scripts/storage-standin.mjs), driven
 * through the real `firebase/storage` SDK exactly as the site uses it: it
 * must accept what storage.rules accepts, refuse what they refuse (the SDK
 * raising storage/unauthorized), report missing files (storage/object-not-found),
 * keep its data across restarts and let tests wipe one bucket.
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminAllowList, storageAccess, storageFolders } from '../../rules/storage-rules.cjs';
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

type Identity = { email: string; email_verified: boolean; sub: string };
const admin: Identity = { email: 'admin@seawave.example.com', email_verified: true, sub: 'admin-uid' };
const hrMixedCase: Identity = { email: 'HR@SeaWave.Example.com', email_verified: true, sub: 'hr-uid' };
const adminUnverified: Identity = { email: 'admin@seawave.example.com', email_verified: false, sub: 'unverified-uid' };
const stranger: Identity = { email: 'someone@example.com', email_verified: true, sub: 'stranger-uid' };

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
  connectStorageEmulator(storage, standin.host, standin.port, identity ? { mockUserToken: identity } : {});
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

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storage-standin-'));
  standin = await startStandin(dataDir);
  asAdmin = storageAs(standin, admin);
  asVisitor = storageAs(standin, null);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await standin?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('images/: public read, admin-only writes', () => {
  it('an admin uploads an image and a visitor reads it through its download URL and getBytes', async () => {
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

  it('a visitor, a signed-in stranger and an unverified admin address cannot upload or delete images; nothing is stored', async () => {
    for (const identity of [null, stranger, adminUnverified]) {
      const storage = storageAs(standin, identity);
      await expect(uploadBytes(ref(storage, 'images/intruder.png'), bytes('x'), { contentType: 'image/png' })).rejects.toMatchObject(refused);
    }
    await expect(getMetadata(ref(asAdmin, 'images/intruder.png'))).rejects.toMatchObject(missing);

    await uploadBytes(ref(asAdmin, 'images/keep.png'), bytes('keep'), { contentType: 'image/png' });
    await expect(deleteObject(ref(asVisitor, 'images/keep.png'))).rejects.toMatchObject(refused);
    await expect(deleteObject(ref(storageAs(standin, stranger), 'images/keep.png'))).rejects.toMatchObject(refused);
    expect(text(await getBytes(ref(asVisitor, 'images/keep.png')))).toBe('keep');
  });

  it('the allow-list is matched without regard to letter case', async () => {
    const asHr = storageAs(standin, hrMixedCase);
    await uploadBytes(ref(asHr, 'images/by-hr.webp'), bytes('webp'), { contentType: 'image/webp' });
    expect(text(await getBytes(ref(asVisitor, 'images/by-hr.webp')))).toBe('webp');
    await deleteObject(ref(asHr, 'images/by-hr.webp'));
    await expect(getMetadata(ref(asVisitor, 'images/by-hr.webp'))).rejects.toMatchObject(missing);
  });

  it('an admin cannot overwrite an image but deletes it; a missing image is "object not found"', async () => {
    await uploadBytes(ref(asAdmin, 'images/swap.gif'), bytes('one'), { contentType: 'image/gif' });
    await expect(uploadBytes(ref(asAdmin, 'images/swap.gif'), bytes('two'), { contentType: 'image/gif' })).rejects.toMatchObject(refused);
    expect(text(await getBytes(ref(asVisitor, 'images/swap.gif')))).toBe('one');
    await deleteObject(ref(asAdmin, 'images/swap.gif'));
    await expect(getBytes(ref(asVisitor, 'images/swap.gif'))).rejects.toMatchObject(missing);
    await expect(getDownloadURL(ref(asVisitor, 'images/swap.gif'))).rejects.toMatchObject(missing);
    await expect(deleteObject(ref(asAdmin, 'images/swap.gif'))).rejects.toMatchObject(missing);
  });

  it('only plain file names directly inside images/ exist: nested paths are refused to everyone, admins included', async () => {
    await expect(uploadBytes(ref(asAdmin, 'images/nested/deep.png'), bytes('deep'), { contentType: 'image/png' })).rejects.toMatchObject(refused);
    await expect(uploadBytes(ref(asAdmin, 'images/.hidden.png'), bytes('hidden'), { contentType: 'image/png' })).rejects.toMatchObject(refused);
    await expect(getBytes(ref(asVisitor, 'images/nested/deep.png'))).rejects.toMatchObject(refused);
    await expect(getBytes(ref(asAdmin, 'images/nested/deep.png'))).rejects.toMatchObject(refused);
  });
});

describe('resume/: anyone creates, admins read and delete', () => {
  const pdf = 'application/pdf';

  it('a visitor uploads a PDF but cannot read it back, get its download URL, delete or overwrite it', async () => {
    const uploaded = await uploadBytes(ref(asVisitor, 'resume/cv.pdf'), bytes('%PDF-1 visitor'), { contentType: pdf });
    expect(uploaded.metadata).toMatchObject({ fullPath: 'resume/cv.pdf', contentType: pdf, size: 14 });

    const path = ref(asVisitor, 'resume/cv.pdf');
    await expect(getMetadata(path)).rejects.toMatchObject(refused);
    await expect(getDownloadURL(path)).rejects.toMatchObject(refused);
    await expect(getBytes(path)).rejects.toMatchObject(refused);
    await expect(deleteObject(path)).rejects.toMatchObject(refused);
    await expect(uploadBytes(path, bytes('%PDF-1 replaced'), { contentType: pdf })).rejects.toMatchObject(refused);
    await expect(getMetadata(ref(storageAs(standin, stranger), 'resume/cv.pdf'))).rejects.toMatchObject(refused);

    // The media URL without a token, or with a made-up one, is refused too.
    const mediaUrl = `http://${standin.host}:${standin.port}/v0/b/${BUCKET}/o/resume%2Fcv.pdf?alt=media`;
    expect((await fetch(mediaUrl)).status).toBe(403);
    expect((await fetch(`${mediaUrl}&token=00000000-0000-4000-8000-000000000000`)).status).toBe(403);

    expect(text(await getBytes(ref(asAdmin, 'resume/cv.pdf')))).toBe('%PDF-1 visitor');
  });

  it('the upload answer gives a visitor no download token for the resume', async () => {
    const boundary = 'standin-boundary';
    const body =
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n` +
      `${JSON.stringify({ name: 'resume/raw.pdf', contentType: pdf })}\r\n` +
      `--${boundary}\r\nContent-Type: ${pdf}\r\n\r\n%PDF-raw\r\n--${boundary}--`;
    const response = await fetch(`http://${standin.host}:${standin.port}/v0/b/${BUCKET}/o?name=resume%2Fraw.pdf`, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': `multipart/related; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(200);
    const json = (await response.json()) as Record<string, unknown>;
    expect(json).toMatchObject({ name: 'resume/raw.pdf', contentType: pdf, size: '8' });
    expect(json.downloadTokens).toBeUndefined();
  });

  it('an admin reads the resume (bytes, metadata, download URL served as an attachment) and deletes it', async () => {
    await uploadBytes(ref(asVisitor, 'resume/letter.docx'), bytes('DOCX'), {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const adminRef = ref(asAdmin, 'resume/letter.docx');
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

  it("keeps the uploader's attachment file name, and serves a resume uploaded as inline as an attachment all the same", async () => {
    await uploadBytes(ref(asVisitor, 'resume/named.pdf'), bytes('%PDF-'), {
      contentType: pdf,
      contentDisposition: 'attachment; filename="Asha Rao CV.pdf"',
    });
    expect(await getMetadata(ref(asAdmin, 'resume/named.pdf'))).toMatchObject({ contentDisposition: 'attachment; filename="Asha Rao CV.pdf"' });
    const named = await fetch(await getDownloadURL(ref(asAdmin, 'resume/named.pdf')));
    expect(named.headers.get('content-disposition')).toBe('attachment; filename="Asha Rao CV.pdf"');

    await uploadBytes(ref(asVisitor, 'resume/inline.pdf'), bytes('%PDF-'), { contentType: pdf, contentDisposition: 'inline' });
    expect(await getMetadata(ref(asAdmin, 'resume/inline.pdf'))).toMatchObject({ contentDisposition: 'attachment' });
  });

  it('accepts PDF, DOC and DOCX up to 5 MB; refuses other types, empty files and anything larger', async () => {
    await uploadBytes(ref(asVisitor, 'resume/old.doc'), bytes('DOC'), { contentType: 'application/msword' });
    await uploadBytes(ref(asVisitor, 'resume/max.pdf'), sized(MAX_BYTES), { contentType: pdf });
    expect((await getMetadata(ref(asAdmin, 'resume/max.pdf'))).size).toBe(MAX_BYTES);

    await expect(uploadBytes(ref(asVisitor, 'resume/too-big.pdf'), sized(MAX_BYTES + 1), { contentType: pdf })).rejects.toMatchObject(refused);
    await expect(uploadBytes(ref(asVisitor, 'resume/empty.pdf'), new Uint8Array(0), { contentType: pdf })).rejects.toMatchObject(refused);
    await expect(uploadBytes(ref(asVisitor, 'resume/notes.txt'), bytes('text'), { contentType: 'text/plain' })).rejects.toMatchObject(refused);
    await expect(uploadBytes(ref(asVisitor, 'resume/photo.png'), bytes('png'), { contentType: 'image/png' })).rejects.toMatchObject(refused);
    await expect(uploadBytes(ref(asVisitor, 'resume/page.html'), bytes('<p>'), { contentType: 'text/html' })).rejects.toMatchObject(refused);
    for (const name of ['too-big.pdf', 'empty.pdf', 'notes.txt', 'photo.png', 'page.html']) {
      await expect(getMetadata(ref(asAdmin, `resume/${name}`))).rejects.toMatchObject(missing);
    }
  });

  it('a missing resume is refused to a visitor and "object not found" for an admin', async () => {
    await expect(getMetadata(ref(asVisitor, 'resume/none.pdf'))).rejects.toMatchObject(refused);
    await expect(getMetadata(ref(asAdmin, 'resume/none.pdf'))).rejects.toMatchObject(missing);
  });

  it('large uploads (resumable protocol) follow the same rules', async () => {
    const big = sized(600 * 1024, 3);
    const task = await uploadBytesResumable(ref(asVisitor, 'resume/big.pdf'), big, { contentType: pdf });
    expect(task.metadata.size).toBe(big.length);
    expect(Buffer.from(await getBytes(ref(asAdmin, 'resume/big.pdf'))).equals(Buffer.from(big))).toBe(true);
    await expect(uploadBytesResumable(ref(asVisitor, 'resume/big.pdf'), big, { contentType: pdf })).rejects.toMatchObject(refused);
    await expect(uploadBytesResumable(ref(asVisitor, 'images/big.png'), big, { contentType: 'image/png' })).rejects.toMatchObject(refused);
  });
});

describe('everything else', () => {
  it('other folders are refused to everyone, admins included', async () => {
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

  it('answers browser preflights from the site and exposes the upload headers the SDK reads', async () => {
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

describe('data on disk', () => {
  it('survives a restart of the stand-in, download URLs included', async () => {
    const restartDir = mkdtempSync(join(tmpdir(), 'storage-standin-restart-'));
    try {
      const first = await startStandin(restartDir);
      await uploadBytes(ref(storageAs(first, admin), 'images/kept.jpg'), bytes('JPEG'), { contentType: 'image/jpeg' });
      await uploadBytes(ref(storageAs(first, null), 'resume/kept.pdf'), bytes('%PDF kept'), { contentType: 'application/pdf' });
      const oldUrl = await getDownloadURL(ref(storageAs(first, null), 'images/kept.jpg'));
      await first.stop();

      const second = await startStandin(restartDir);
      try {
        expect(text(await getBytes(ref(storageAs(second, null), 'images/kept.jpg')))).toBe('JPEG');
        expect(text(await getBytes(ref(storageAs(second, admin), 'resume/kept.pdf')))).toBe('%PDF kept');
        // The same token still opens the image on the new port.
        const response = await fetch(oldUrl.replace(`:${first.port}/`, `:${second.port}/`));
        expect(await response.text()).toBe('JPEG');
        // A resume stays create-only after the restart.
        await expect(uploadBytes(ref(storageAs(second, null), 'resume/kept.pdf'), bytes('%PDF new'), { contentType: 'application/pdf' })).rejects.toMatchObject(refused);
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

  it('refuses a reset of one bucket or of everything without the owner credential, and keeps the files', async () => {
    await uploadBytes(ref(asAdmin, 'images/kept-after-reset.png'), bytes('kept'), { contentType: 'image/png' });
    const adminToken = `e30.${Buffer.from(JSON.stringify(admin)).toString('base64url')}.`;
    for (const authorization of [undefined, `Bearer ${adminToken}`, 'Bearer someone']) {
      const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
      expect((await fetch(url(`/emulator/v1/buckets/${BUCKET}`), { method: 'DELETE', headers })).status).toBe(403);
      expect((await fetch(url('/internal/reset'), { method: 'POST', headers })).status).toBe(403);
    }
    expect(text(await getBytes(ref(asVisitor, 'images/kept-after-reset.png')))).toBe('kept');
  });

  it('gives another web page no CORS answer and refuses its private-network preflight', async () => {
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

  it("answers the local site's origins on every container port, private-network preflights included", async () => {
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

  it('answers an origin named with --allow-origin (a site on other ports)', async () => {
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
  it('makes a download URL no key: resumes then need an admin identity even with a valid token', async () => {
    const strictDir = mkdtempSync(join(tmpdir(), 'storage-standin-strict-'));
    const strict = await startStandin(strictDir, ['--tokens-follow-rules']);
    try {
      const strictAdmin = storageAs(strict, admin);
      await uploadBytes(ref(storageAs(strict, null), 'resume/strict.pdf'), bytes('%PDF strict'), { contentType: 'application/pdf' });
      const url = await getDownloadURL(ref(strictAdmin, 'resume/strict.pdf'));
      expect((await fetch(url)).status).toBe(403);
      expect(text(await getBytes(ref(strictAdmin, 'resume/strict.pdf')))).toBe('%PDF strict');

      await uploadBytes(ref(strictAdmin, 'images/open.png'), bytes('open'), { contentType: 'image/png' });
      expect(await (await fetch(await getDownloadURL(ref(strictAdmin, 'images/open.png')))).text()).toBe('open');
    } finally {
      await strict.stop();
      rmSync(strictDir, { recursive: true, force: true });
    }
  });
});

describe('storage.rules and the stand-in agree', () => {
  /** One allowed operation of storage.rules: the operations it names and its condition's terms. */
  type Allow = { operations: string[]; terms: string[] };
  const rulesText = readFileSync(join(root, 'storage.rules'), 'utf8').replace(/\/\/.*$/gm, '');
  const isAdminBody = /function isAdmin\(\) \{\s*return ([^;]+);/.exec(rulesText)?.[1] ?? '';
  const blocks = new Map<string, Allow[]>();
  for (const match of rulesText.matchAll(/match \/([A-Za-z0-9_-]+)\/\{fileName\} \{([^}]*)\}/g)) {
    const allows = [...(match[2] ?? '').matchAll(/allow ([a-z, ]+): if ([^;]+);/g)].map((allow) => ({
      operations: (allow[1] ?? '').split(',').flatMap((op) => ({ read: ['get', 'list'], write: ['create', 'update', 'delete'] })[op.trim()] ?? [op.trim()]),
      terms: (allow[2] ?? '').split('&&').map((term) => term.trim()),
    }));
    blocks.set(match[1] ?? '', allows);
  }
  const list = (items: string) => [...items.matchAll(/'([^']*)'/g)].map((m) => m[1]);

  /** Evaluates one term of storage.rules; a term of another form fails the test instead of guessing. */
  function term(text: string, request: { auth: Record<string, unknown> | null; fileName: string; exists: boolean; incoming?: { size: number; contentType: string } }): boolean {
    const { auth, incoming } = request;
    if (text === 'true') return true;
    if (text === 'isAdmin()') return isAdminBody.split('&&').every((t) => term(t.trim(), request));
    if (text === 'request.auth != null') return auth !== null;
    if (text === 'request.auth.token.email_verified == true') return auth?.email_verified === true;
    let m = /^request\.auth\.token\.email\.lower\(\) in \[(.*)\]$/.exec(text);
    if (m) return typeof auth?.email === 'string' && list(m[1] ?? '').includes(auth.email.toLowerCase());
    if (text === 'resource == null') return !request.exists;
    m = /^fileName\.matches\('(.+)'\)$/.exec(text);
    if (m) return new RegExp(`^(?:${m[1]})$`).test(request.fileName);
    m = /^request\.resource\.size (>|<=) (\d+)$/.exec(text);
    if (m) return incoming !== undefined && (m[1] === '>' ? incoming.size > Number(m[2]) : incoming.size <= Number(m[2]));
    m = /^request\.resource\.contentType in \[(.*)\]$/.exec(text);
    if (m) return incoming !== undefined && list(m[1] ?? '').includes(incoming.contentType);
    throw new Error(`storage.rules has a condition this test cannot evaluate: ${text}`);
  }

  it('storage.rules and the stand-in give the same answer to every operation, identity, path and file tried', () => {
    expect([...blocks.keys()]).toEqual(storageFolders().map((f) => f.folder));
    const access = storageAccess();
    const identities = [null, stranger, adminUnverified, admin, hrMixedCase, ...adminAllowList().map((email) => ({ email, email_verified: true, sub: email }))];
    const types = [...new Set([...limits.files.image.contentTypes, ...limits.files.resume.contentTypes, 'text/html', 'image/svg+xml'])];
    const sizes = [0, 1, limits.files.image.maxBytes, limits.files.image.maxBytes + 1, limits.files.resume.maxBytes, limits.files.resume.maxBytes + 1];
    const paths = [...blocks.keys(), 'other'].flatMap((folder) => [`${folder}/cv-2026.pdf`, `${folder}/.hidden`, `${folder}/a b.png`, `${folder}/nested/x.png`]);
    let compared = 0;
    const disagreements: string[] = [];
    for (const path of paths) {
      const [folder = '', fileName = '', ...deeper] = path.split('/');
      const allows = deeper.length === 0 ? (blocks.get(folder) ?? []) : [];
      for (const auth of identities) {
        for (const operation of ['get', 'list', 'create', 'update', 'delete'] as const) {
          const writes = operation === 'create' || operation === 'update';
          const incomings = writes ? types.flatMap((contentType) => sizes.map((size) => ({ size, contentType }))) : [undefined];
          for (const incoming of incomings) {
            for (const exists of writes ? [false, true] : [true]) {
              const request = { auth, fileName, exists, ...(incoming ? { incoming } : {}) };
              const byRules = allows.some((allow) => allow.operations.includes(operation) && allow.terms.every((t) => term(t, request)));
              const byStandin = access(operation, path, auth, incoming, exists);
              compared += 1;
              if (byRules !== byStandin) disagreements.push(`${operation} ${path} by ${auth?.email ?? 'a visitor'} ${JSON.stringify(incoming ?? {})} exists=${exists}: rules ${byRules}, stand-in ${byStandin}`);
            }
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });

  it('the comparison notices a stand-in that drifts from storage.rules', () => {
    const drifted = storageAccess({ folders: storageFolders().map((f) => (f.folder === 'resume' ? { ...f, get: 'anyone' as const } : f)) });
    const request = { auth: null, fileName: 'cv.pdf', exists: true };
    const byRules = (blocks.get('resume') ?? []).some((allow) => allow.operations.includes('get') && allow.terms.every((t) => term(t, request)));
    expect(byRules).toBe(false);
    expect(drifted('get', 'resume/cv.pdf', null)).toBe(true);
  });
});
