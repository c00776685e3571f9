/**
 * @jest-environment node
 */
// The node environment gives fake-indexeddb the structuredClone and Blob.arrayBuffer that jsdom lacks.
// URL.createObjectURL is stubbed below, as it would be under jsdom.
import 'fake-indexeddb/auto';
import { configureApp, resetAppConfigForTests } from '../config';
import { getDataApi, resetLocalData } from '../data-api-loader';
import { describeDataApiContract } from '../testing/data-api-contract';
import { createLocalDataApi, deleteLocalDatabase, SeawaveDatabase } from './local-data-api';
import { parseAppConfig } from '../config';
import type { Vacancy } from '../entities';

// jsdom has no object URLs: a counter-based stub.
let urlCounter = 0;
beforeAll(() => {
  Object.assign(URL, {
    createObjectURL: () => `blob:test/${++urlCounter}`,
    revokeObjectURL: () => undefined,
  });
});

const localConfig = (databaseName: string, seed = false) => parseAppConfig({ backend: 'local', local: { databaseName, seed } });

describeDataApiContract('local (IndexedDB via Dexie, fake-indexeddb)', async (options) => createLocalDataApi(localConfig('contract'), options));

describe('local back end', () => {
  afterEach(() => resetAppConfigForTests());

  it('seeds sample content once: 3 posts with photos, 4 vacancies (1 blocked), 2 quotes (1 undated), 2 applicants with resumes', async () => {
    const api = createLocalDataApi(localConfig('seeded', true));
    const posts = await api.posts.list();
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      expect(post.mainPhoto).toMatch(/^blob:/);
      expect(post.profilePhoto).toMatch(/^blob:/);
    }
    const vacancies = await new Promise<Vacancy[]>((resolve, reject) => {
      const stop = api.vacancies.subscribe((list) => {
        resolve(list);
        queueMicrotask(stop);
      }, reject);
    });
    expect(vacancies).toHaveLength(4);
    expect(vacancies.filter((v) => v.isBlocked)).toHaveLength(1);
    const quotes = await api.quotes.list();
    expect(quotes).toHaveLength(2);
    expect(quotes.filter((q) => q.createdAt === null)).toHaveLength(1);
    const applicants = await api.applicants.list();
    expect(applicants).toHaveLength(2);
    for (const a of applicants) expect(a.resumeURL).toMatch(/^blob:/);
  });

  it('seeding is idempotent when two connections open the new database at the same time', async () => {
    const a = new SeawaveDatabase('two-tabs', true);
    const b = new SeawaveDatabase('two-tabs', true);
    const [countA, countB] = await Promise.all([a.posts.count(), b.posts.count()]);
    expect(countA).toBe(3);
    expect(countB).toBe(3);
    a.close();
    b.close();
    const c = new SeawaveDatabase('two-tabs', true);
    expect(await c.posts.count()).toBe(3);
    c.close();
  });

  it('local.seed false gives an empty database', async () => {
    const api = createLocalDataApi(localConfig('empty', false));
    expect(await api.posts.list()).toEqual([]);
    expect(await api.quotes.list()).toEqual([]);
  });

  it('stores files as bytes and caches one object URL per path', async () => {
    const api = createLocalDataApi(localConfig('files'));
    const { path, url } = await api.files.upload('images', new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    expect(await api.files.getUrl(path)).toBe(url);
    expect(await api.files.getUrl(path)).toBe(url);
  });

  it('a vacancy change made through another connection (another tab) reaches the subscription', async () => {
    const api = createLocalDataApi(localConfig('cross-tab'));
    const otherTab = new SeawaveDatabase('cross-tab', false);
    const seen = new Promise<Vacancy[]>((resolve, reject) => {
      const stop = api.vacancies.subscribe((list) => {
        if (list.some((v) => v.id === 'from-other-tab' && v.isBlocked)) {
          resolve(list);
          queueMicrotask(stop);
        }
      }, reject);
    });
    await new Promise((r) => setTimeout(r, 50));
    await otherTab.jobvacancy.add({ id: 'from-other-tab', position: 'P', department: 'D', overview: '', responsibilities: '', prerequisite: '', experience: '', isBlocked: false, createdAt: Date.now() });
    await otherTab.jobvacancy.update('from-other-tab', { isBlocked: true });
    await expect(seen).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ id: 'from-other-tab', isBlocked: true })]));
    otherTab.close();
  });

  it('resetLocalData() deletes the database; the next use re-seeds it', async () => {
    configureApp({ backend: 'local', local: { databaseName: 'reset-me', seed: true } });
    const api = await getDataApi();
    const id = await api.quotes.create({ name: 'n', email: 'e@example.com', contactNumber: '1', companyName: 'c', companyAddress: 'a', services: ['warehousing'], comments: '' });
    expect(await api.quotes.get(id)).not.toBeNull();
    await resetLocalData();
    const fresh = await getDataApi();
    expect(await fresh.quotes.get(id)).toBeNull();
    expect(await fresh.quotes.list()).toHaveLength(2);
    await deleteLocalDatabase('reset-me');
  });

  it('deletes an already uploaded photo when the second upload fails', async () => {
    let uploads = 0;
    const api = createLocalDataApi(localConfig('rollback'), { shouldFail: (op) => op === 'files.upload' && ++uploads >= 2 });
    const png = () => new File([new Uint8Array([1])], 'p.png', { type: 'image/png' });
    await expect(api.posts.create({ name: 'n', topic: 't', description: 'd', message: 'm', mainPhoto: png(), profilePhoto: png() })).rejects.toThrow();
    const db = new SeawaveDatabase('rollback', false);
    expect(await db.files.count()).toBe(0);
    expect(await db.posts.count()).toBe(0);
    db.close();
  });

  it('getDataApi() applies the simulateFailures switch to the local back end', async () => {
    configureApp({ backend: 'local', local: { databaseName: 'failures', seed: false }, simulateFailures: ['quotes.create', 'files.upload'] });
    const api = await getDataApi();
    await expect(api.quotes.create({ name: 'n', email: 'e@example.com', contactNumber: '1', companyName: 'c', companyAddress: 'a', services: ['warehousing'], comments: '' })).rejects.toThrow(/Simulated failure of quotes.create/);
    expect(await api.quotes.list()).toEqual([]);
    // Uploads made inside posts.create obey files.upload too.
    const png = new File([new Uint8Array([1])], 'p.png', { type: 'image/png' });
    await expect(api.posts.create({ name: 'n', topic: 't', description: 'd', message: 'm', mainPhoto: png, profilePhoto: png })).rejects.toThrow(/files.upload/);
    expect(await api.posts.list()).toEqual([]);
  });
});
