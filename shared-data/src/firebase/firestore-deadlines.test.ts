/**
 * @jest-environment node
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { DocumentStore } from '../core/stores';
import { DeadlineExceededError, REQUEST_DEADLINE_MS } from '../core/deadline';
import type { StoreQuery } from '../core/page-filters';
import { parseAppConfig } from '../config';
import { collections } from '../entities';
import { testAppConfig } from '../testing/app-config';
import { connectFirebase } from './firebase-app';
import { createFirestoreStore } from './firestore-store';

/**
 * Every read and write of the Firestore store gives up at its deadline when
 * the database never answers (its requests hang rather than fail): the real
 * Firestore Lite SDK, with every request it sends held open for ever.
 */

const anyQuery: StoreQuery = { equals: [], contains: null, from: null, before: null };

/** Each operation of the store that reaches the database, called as the data interface calls it. */
const requests: Record<Exclude<keyof DocumentStore, 'staffEmail' | 'subscribe'>, (store: DocumentStore) => Promise<unknown>> = {
  list: (store) => store.list(collections.posts),
  get: (store) => store.get(collections.posts, 'post-1'),
  listSub: (store) => store.listSub(collections.quotes, 'quote-1', 'notes'),
  page: (store) => store.page(collections.quotes, anyQuery, 'dated', 'desc', 20, null),
  count: (store) => store.count(collections.quotes, anyQuery),
  add: (store) => store.add(collections.posts, { topic: 'Ports' }, ['createdAt']),
  update: (store) => store.update(collections.posts, 'post-1', { topic: 'Ports' }, ['updatedAt']),
  remove: (store) => store.remove(collections.posts, 'post-1'),
  replaceFields: (store) => store.replaceFields(collections.jobvacancy, 'job-1', { position: 'Clerk' }, ['experience']),
  addSub: (store) => store.addSub(collections.quotes, 'quote-1', 'notes', { text: 'Called' }, ['createdAt']),
  updateWithHistory: (store) => store.updateWithHistory(collections.quotes, 'quote-1', { status: 'pricing' }, { status: 'pricing', by: 'staff' }),
  removeWithSubs: (store) => store.removeWithSubs(collections.quotes, 'quote-1', [{ sub: 'notes', id: 'note-1' }]),
};

describe('the Firestore store, when the database never answers', () => {
  let app: FirebaseApp;
  let store: DocumentStore;
  let fetch: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    app = initializeApp({ projectId: 'demo-deadlines', apiKey: 'demo-api-key', appId: '1:0:web:0' }, `deadlines-${Math.random()}`);
    store = createFirestoreStore(connectFirebase(parseAppConfig(testAppConfig()), app));
  });
  afterEach(async () => {
    jest.useRealTimers();
    await deleteApp(app);
  });

  it('has a deadline for every database operation', () => {
    const reaching = Object.keys(store).filter((name) => !['staffEmail', 'subscribe'].includes(name));
    expect(reaching.sort()).toEqual(Object.keys(requests).sort());
  });

  for (const [name, call] of Object.entries(requests)) {
    it(`${name} rejects at the deadline`, async () => {
      const result = call(store);
      const settled = jest.fn();
      result.then(settled, settled);
      await jest.advanceTimersByTimeAsync(REQUEST_DEADLINE_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      expect(fetch).toHaveBeenCalled();
      expect(String(fetch.mock.calls[0]![0])).toMatch(/^http:\/\/127\.0\.0\.1:8080\/v1\/projects\/demo-deadlines\//);

      await jest.advanceTimersByTimeAsync(1);
      await expect(result).rejects.toBeInstanceOf(DeadlineExceededError);
      await expect(result).rejects.toMatchObject({ deadlineMs: REQUEST_DEADLINE_MS, kind: 'total' });
    });
  }

  it("a live list reports its first read's deadline", async () => {
    const onChange = jest.fn();
    const onError = jest.fn();
    const stop = store.subscribe(collections.jobvacancy, onChange, onError);
    await jest.advanceTimersByTimeAsync(REQUEST_DEADLINE_MS);
    expect(onError).toHaveBeenCalledWith(expect.any(DeadlineExceededError));
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('a server-seeded live list reads nothing first', async () => {
    const onChange = jest.fn();
    const onError = jest.fn();
    const stop = store.subscribe(collections.jobvacancy, onChange, onError, { servedFresh: true });
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    stop();
    await jest.advanceTimersByTimeAsync(REQUEST_DEADLINE_MS);
    expect(fetch).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
