/**
 * @jest-environment node
 */
import { createMemoryDataApi } from '../testing/memory-data-api';
import { makePost } from '../testing/sample-entities';
import { groupsOnUse, lazyOperations, loadOnce, operationsOnUse } from './lazy-operations';

/** The modules of the data interface that load on first use, in the order they were loaded. */
const mockLoaded: string[] = [];
jest.mock('./operations/write-operations', () => {
  mockLoaded.push('write-operations');
  return jest.requireActual('./operations/write-operations');
});
jest.mock('./operations/inbox-operations', () => {
  mockLoaded.push('inbox-operations');
  return jest.requireActual('./operations/inbox-operations');
});

describe('loadOnce', () => {
  it('loads once and shares the result', async () => {
    const load = jest.fn(async () => ({ value: 1 }));
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('loaded');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyOperations', () => {
  it('forwards each call to the loaded operation', async () => {
    const add = jest.fn(async (a: number, b: number) => a + b);
    const load = jest.fn(async () => ({ add, unused: async () => 'never offered' }));
    const operations = lazyOperations(load, ['add']);
    expect(Object.keys(operations)).toEqual(['add']);
    expect(load).not.toHaveBeenCalled();
    await expect(operations.add(2, 3)).resolves.toBe(5);
    expect(add).toHaveBeenCalledWith(2, 3);
  });

  it('rejects with the loaded operation’s own error', async () => {
    const operations = lazyOperations(async () => ({ fail: async () => Promise.reject(new Error('refused')) }), ['fail']);
    await expect(operations.fail()).rejects.toThrow('refused');
  });
});

describe('operationsOnUse', () => {
  it('loads each module on its first call', async () => {
    const loadReads = jest.fn(async () => ({ read: async (id: string) => `read ${id}` }));
    const loadWrites = jest.fn(async () => ({ write: async (id: string) => `wrote ${id}` }));
    const operations = operationsOnUse<{ read(id: string): Promise<string>; write(id: string): Promise<string> }>(
      { reads: ['read'], writes: ['write'] },
      { reads: loadReads, writes: loadWrites },
    );
    expect(Object.keys(operations).sort()).toEqual(['read', 'write']);
    await expect(operations.read('a')).resolves.toBe('read a');
    await operations.read('b');
    expect([loadReads.mock.calls.length, loadWrites.mock.calls.length]).toEqual([1, 0]);
    await expect(operations.write('c')).resolves.toBe('wrote c');
    expect(loadWrites).toHaveBeenCalledTimes(1);
  });

  it('runs every call through `call`', async () => {
    const seen: string[] = [];
    const operations = operationsOnUse<{ get(id: string): Promise<string> }>(
      { reads: ['get'] },
      { reads: async () => ({ get: async (db: string, id: string) => `${db}/${id}` }) },
      async (name, operation, args) => {
        seen.push(`${name}(${args.join(', ')})`);
        return operation('db', ...args);
      },
    );
    await expect(operations.get('post-1')).resolves.toBe('db/post-1');
    expect(seen).toEqual(['get(post-1)']);
  });
});

describe('groupsOnUse', () => {
  it("offers each group its table's operations", async () => {
    const load = jest.fn(async () => ({ posts: { create: async () => 'post-1', hidden: async () => 'never offered' }, files: { remove: async () => undefined } }));
    const onUse = groupsOnUse({ writes: { posts: ['create'], files: ['remove'] } }, { writes: load });
    expect(Object.keys(onUse.writes.posts)).toEqual(['create']);
    expect(load).not.toHaveBeenCalled();
    await expect(onUse.writes.posts.create()).resolves.toBe('post-1');
    await onUse.writes.files.remove();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the data interface loads writes and the staff inbox on their first call', () => {
  it('loads each group once, never for public reads', async () => {
    const api = createMemoryDataApi({ staffEmail: 'staff@example.com' });
    api.seedDocs('posts', [{ ...makePost({ id: 'p1' }), mainPhoto: null, profilePhoto: null }]);
    await api.posts.list();
    await api.posts.get('p1');
    await api.vacancies.get('none');
    expect(mockLoaded).toEqual([]);

    await expect(api.quotes.count()).resolves.toBe(0);
    await api.applicants.page();
    expect(mockLoaded).toEqual(['inbox-operations']);

    await api.vacancies.setBlocked('none', true).catch(() => undefined);
    expect(mockLoaded).toEqual(['inbox-operations', 'write-operations']);
  });
});
