import { hydrationJson, parseHydrationJson, serverPrerenderData } from './prerender-data';

describe('prerendered data', () => {
  it('survives the trip through the HTML safely', () => {
    const values = { 'post:a': { topic: '</script><script>alert(1)</script> & more\u2028', createdAt: new Date('2026-10-26T08:00:00.000Z') } };
    const json = hydrationJson(values);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(parseHydrationJson(json)).toEqual(values);
  });

  it('records one server read per key', async () => {
    const store = serverPrerenderData();
    const load = jest.fn(async () => ['first post']);
    const [a, b] = await Promise.all([store.read('posts:latest', load), store.read('posts:latest', load)]);
    expect(a).toEqual(['first post']);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.values()).toEqual({ 'posts:latest': ['first post'] });
  });

});
