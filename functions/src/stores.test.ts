/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bucketObjectStore, bucketResumeFiles, emulatorObjectStore, emulatorResumeFiles, type Bucket } from './stores';
import { listNames, startTestStandin, uploadAs, type TestStandin } from './testing/storage';

jest.setTimeout(30_000);

const BUCKET = 'demo-functions-stores.appspot.com';

describe('emulatorObjectStore (the Storage stand-in through the Firebase Storage REST API)', () => {
  let dataDir: string;
  let standin: TestStandin;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'seawave-functions-'));
    standin = await startTestStandin(dataDir);
  });
  afterAll(async () => {
    await standin.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists resumes with creation times, deletes one', async () => {
    const before = Date.now() - 1000;
    // Put in place with the owner credential: the store reads what is there, whoever uploaded it.
    expect(await uploadAs(standin.host, BUCKET, 'resume/1-a-one.pdf', '%PDF-1.4 one', 'application/pdf', 'Bearer owner')).toBe(200);
    expect(await uploadAs(standin.host, BUCKET, 'resume/2-b-two.pdf', '%PDF-1.4 two', 'application/pdf', 'Bearer owner')).toBe(200);
    expect(await uploadAs(standin.host, BUCKET, 'images/photo.png', 'png', 'image/png', 'Bearer owner')).toBe(200);
    const store = emulatorObjectStore({ host: standin.host, bucket: BUCKET });

    const page = await store.listPage('resume/', null);
    expect(page.nextPageToken).toBeNull();
    const listed = page.objects;
    expect(listed.map((object) => object.path).sort()).toEqual(['resume/1-a-one.pdf', 'resume/2-b-two.pdf']);
    for (const object of listed) {
      expect(object.createdAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(object.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }

    await store.remove('resume/1-a-one.pdf');
    await expect(store.remove('resume/1-a-one.pdf')).resolves.toBeUndefined();
    expect(await listNames(standin.host, BUCKET, '')).toEqual(['images/photo.png', 'resume/2-b-two.pdf']);
  });

  it('reads, serves as download and removes a resume', async () => {
    expect(await uploadAs(standin.host, BUCKET, 'resume/u/3-c-cv.html', '%PDF-1.4 cv', 'application/pdf', 'Bearer owner', { cacheControl: 'public, max-age=86400', contentEncoding: 'gzip', contentLanguage: 'fr', metadata: { sender: 'script' } })).toBe(200);
    const files = emulatorResumeFiles({ host: standin.host, bucket: BUCKET });

    const read = await files.read('resume/u/3-c-cv.html', 1000);
    expect({ size: read?.size, text: Buffer.from(read?.bytes ?? []).toString() }).toEqual({ size: 11, text: '%PDF-1.4 cv' });
    expect(await files.read('resume/u/3-c-cv.html', 5)).toEqual({ size: 11, bytes: new Uint8Array() });
    expect(await files.read('resume/u/none.pdf', 1000)).toBeNull();

    await files.setDownload('resume/u/3-c-cv.html', { contentType: 'application/pdf', contentDisposition: 'attachment; filename="resume-A-2026-000001.pdf"', cacheControl: 'private, no-store' });
    const media = await fetch(`http://${standin.host}/v0/b/${BUCKET}/o/${encodeURIComponent('resume/u/3-c-cv.html')}?alt=media`, { headers: { Authorization: 'Bearer owner' } });
    expect(media.headers.get('content-disposition')).toBe('attachment; filename="resume-A-2026-000001.pdf"');
    expect(media.headers.get('content-type')).toBe('application/pdf');
    expect([media.headers.get('cache-control'), media.headers.get('content-encoding'), media.headers.get('content-language')]).toEqual(['private, no-store', null, null]);
    expect(await media.text()).toBe('%PDF-1.4 cv');
    expect(((await (await fetch(`http://${standin.host}/v0/b/${BUCKET}/o/${encodeURIComponent('resume/u/3-c-cv.html')}`, { headers: { Authorization: 'Bearer owner' } })).json()) as { metadata?: unknown }).metadata).toBeUndefined();

    await files.remove('resume/u/3-c-cv.html');
    expect(await files.read('resume/u/3-c-cv.html', 1000)).toBeNull();
  });

  it('only admin changes metadata; a resume stays a download', async () => {
    expect(await uploadAs(standin.host, BUCKET, 'resume/u/4-d-cv.pdf', '%PDF-1.4 cv', 'application/pdf', 'Bearer owner')).toBe(200);
    const url = `http://${standin.host}/v0/b/${BUCKET}/o/${encodeURIComponent('resume/u/4-d-cv.pdf')}`;
    const patch = (authorization: string | null, body: Record<string, unknown>) =>
      fetch(url, { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) }, body: JSON.stringify(body) });
    expect((await patch(null, { contentDisposition: 'inline' })).status).toBe(403);
    const admin = Buffer.from(JSON.stringify({ email: 'admin@seawave.example.com', email_verified: true, sub: 'admin' })).toString('base64url');
    expect((await patch(`Firebase x.${admin}.y`, { contentDisposition: 'inline' })).status).toBe(403);

    const answer = await patch('Bearer owner', { contentDisposition: 'inline', contentType: 'text/html' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ contentDisposition: 'attachment', contentType: 'text/html', metageneration: '2' });
    expect((await fetch(url, { method: 'PATCH', headers: { Authorization: 'Bearer owner' }, body: '{' })).status).toBe(400);
    expect((await patch('Bearer owner', { contentType: 'application/pdf' })).status).toBe(200);
    expect((await patch('Bearer owner', {})).status).toBe(200);
    expect(await (await fetch(url, { headers: { Authorization: 'Bearer owner' } })).json()).toMatchObject({ contentDisposition: 'attachment', contentType: 'application/pdf' });
    expect((await fetch(url.replace('4-d-cv.pdf', 'none.pdf'), { method: 'PATCH', headers: { Authorization: 'Bearer owner' }, body: '{}' })).status).toBe(404);
  });

  it('names the failed request when refused', async () => {
    const store = emulatorObjectStore({ host: standin.host, bucket: 'Not A Bucket' });
    await expect(store.listPage('resume/', null)).rejects.toThrow(/listing resume\/ answered HTTP 400/);
  });

  it('reads one listing page at a time', async () => {
    const pages: Record<string, unknown> = {
      '': { items: [{ name: 'resume/a.pdf' }, { name: 'resume/b.pdf' }], nextPageToken: 'next' },
      next: { items: [{ name: 'resume/c.pdf' }] },
    };
    const urls: string[] = [];
    const fakeFetch = async (url: string) => {
      urls.push(url);
      const parsed = new URL(url);
      const body = parsed.searchParams.has('prefix') ? pages[parsed.searchParams.get('pageToken') ?? ''] : { timeCreated: '2026-01-01T00:00:00.000Z' };
      return { ok: true, status: 200, json: async () => body, text: async () => '', arrayBuffer: async () => new ArrayBuffer(0) };
    };
    const store = emulatorObjectStore({ host: 'storage.test', bucket: 'b', fetch: fakeFetch });
    const created = new Date('2026-01-01T00:00:00.000Z');
    expect(await store.listPage('resume/', null)).toEqual({
      objects: [
        { path: 'resume/a.pdf', createdAt: created },
        { path: 'resume/b.pdf', createdAt: created },
      ],
      nextPageToken: 'next',
    });
    expect(await store.listPage('resume/', 'next')).toEqual({ objects: [{ path: 'resume/c.pdf', createdAt: created }], nextPageToken: null });
    expect(urls.filter((url) => url.includes('pageToken=next'))).toHaveLength(1);
    expect(urls.filter((url) => url.includes('maxResults=500'))).toHaveLength(2);
  });
});

describe('bucketObjectStore (Cloud Storage through the Admin SDK)', () => {
  it('lists pages and deletes, ignoring a missing object', async () => {
    const deleted: { path: string; options: unknown }[] = [];
    const fakeBucket = {
      getFiles: jest.fn(async (query: { pageToken?: string }) =>
        query.pageToken
          ? [[{ name: 'resume/b.pdf', metadata: { timeCreated: '2026-11-02T10:00:00.000Z' } }], null]
          : [[{ name: 'resume/a.pdf', metadata: { timeCreated: '2026-11-01T10:00:00.000Z' } }], { prefix: 'resume/', pageToken: 'p2' }],
      ),
      file: (path: string) => ({
        delete: async (options: unknown) => {
          deleted.push({ path, options });
          return [{}];
        },
      }),
    };
    // reason: a stand-in with only the two methods the store calls, not the SDK's whole Bucket class.
    const store = bucketObjectStore(fakeBucket as unknown as Bucket, 1);
    expect(await store.listPage('resume/', null)).toEqual({ objects: [{ path: 'resume/a.pdf', createdAt: new Date('2026-11-01T10:00:00.000Z') }], nextPageToken: 'p2' });
    expect(fakeBucket.getFiles).toHaveBeenCalledWith({ prefix: 'resume/', autoPaginate: false, maxResults: 1 });
    expect(await store.listPage('resume/', 'p2')).toEqual({ objects: [{ path: 'resume/b.pdf', createdAt: new Date('2026-11-02T10:00:00.000Z') }], nextPageToken: null });
    expect(fakeBucket.getFiles).toHaveBeenLastCalledWith({ prefix: 'resume/', autoPaginate: false, maxResults: 1, pageToken: 'p2' });
    await store.remove('resume/a.pdf');
    expect(deleted).toEqual([{ path: 'resume/a.pdf', options: { ignoreNotFound: true } }]);
  });
});

describe('bucketResumeFiles (Cloud Storage through the Admin SDK)', () => {
  const object = (size: number, contents: string, metadata?: Record<string, string>) => ({
    getMetadata: jest.fn(async () => [{ size: String(size), ...(metadata ? { metadata } : {}) }]),
    download: jest.fn(async () => [Buffer.from(contents)]),
    setMetadata: jest.fn(async () => [{}]),
    delete: jest.fn(async () => [{}]),
  });

  it('reads a file within the limit, else its size', async () => {
    const small = object(11, '%PDF-1.4 cv', { firebaseStorageDownloadTokens: 't1', sender: 'script', note: 'x' });
    const large = object(10_000_000, 'unread');
    const missing = { getMetadata: jest.fn(async () => Promise.reject(Object.assign(new Error('No such object'), { code: 404 }))) };
    const files: Record<string, unknown> = { 'resume/a.pdf': small, 'resume/big.pdf': large, 'resume/none.pdf': missing };
    // reason: a stand-in with only the file() method the store calls, not the SDK's whole Bucket class.
    const store = bucketResumeFiles({ file: (path: string) => files[path] } as unknown as Bucket);
    const read = await store.read('resume/a.pdf', 1000);
    expect({ size: read?.size, text: Buffer.from(read?.bytes ?? []).toString() }).toEqual({ size: 11, text: '%PDF-1.4 cv' });
    expect(await store.read('resume/big.pdf', 1000)).toEqual({ size: 10_000_000, bytes: new Uint8Array() });
    expect(large.download).not.toHaveBeenCalled();
    // The bytes as stored: a declared gzip encoding is not undone before they are judged.
    expect(small.download).toHaveBeenCalledWith({ decompress: false });
    expect(await store.read('resume/none.pdf', 1000)).toBeNull();

    await store.setDownload('resume/a.pdf', { contentType: 'application/pdf', contentDisposition: 'attachment; filename="resume-A-2026-000001.pdf"', cacheControl: 'private, no-store' });
    // Whatever else the uploader set is removed; the download token is the storage's own.
    expect(small.setMetadata).toHaveBeenCalledWith({
      contentType: 'application/pdf',
      contentDisposition: 'attachment; filename="resume-A-2026-000001.pdf"',
      cacheControl: 'private, no-store',
      contentEncoding: null,
      contentLanguage: null,
      metadata: { sender: null, note: null },
    });
    await store.remove('resume/a.pdf');
    expect(small.delete).toHaveBeenCalledWith({ ignoreNotFound: true });
  });
});
