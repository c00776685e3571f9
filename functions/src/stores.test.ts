/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bucketObjectStore, emulatorObjectStore, type Bucket } from './stores';
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

  it('lists the uploaded resumes with their creation time, and deletes one', async () => {
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

  it('says which request failed when the stand-in refuses', async () => {
    const store = emulatorObjectStore({ host: standin.host, bucket: 'Not A Bucket' });
    await expect(store.listPage('resume/', null)).rejects.toThrow(/listing resume\/ answered HTTP 400/);
  });

  it('reads one listing page at a time, with the creation times of its objects, and passes the next page token on', async () => {
    const pages: Record<string, unknown> = {
      '': { items: [{ name: 'resume/a.pdf' }, { name: 'resume/b.pdf' }], nextPageToken: 'next' },
      next: { items: [{ name: 'resume/c.pdf' }] },
    };
    const urls: string[] = [];
    const fakeFetch = async (url: string) => {
      urls.push(url);
      const parsed = new URL(url);
      const body = parsed.searchParams.has('prefix') ? pages[parsed.searchParams.get('pageToken') ?? ''] : { timeCreated: '2026-01-01T00:00:00.000Z' };
      return { ok: true, status: 200, json: async () => body, text: async () => '' };
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
  it('lists a page with the prefix, reads timeCreated and the next page token, and deletes ignoring a missing object', async () => {
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
