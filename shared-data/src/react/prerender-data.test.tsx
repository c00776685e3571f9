import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrationJson, hydrationPrerenderData, parseHydrationJson, PrerenderDataContext, serverPrerenderData, type PrerenderData } from './prerender-data';
import { useDataQuery } from './use-data-query';
import { useDataSubscription } from './use-data-subscription';

const withData = (data: PrerenderData) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <PrerenderDataContext.Provider value={data}>{children}</PrerenderDataContext.Provider>;
  };

describe('prerendered data', () => {
  it('survives the trip through the HTML: dates come back as dates, and no stored text can close the script element', () => {
    const values = { 'post:a': { topic: '</script><script>alert(1)</script> & more\u2028', createdAt: new Date('2026-10-26T08:00:00.000Z') } };
    const json = hydrationJson(values);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(parseHydrationJson(json)).toEqual(values);
  });

  it('on the server, a keyed read is made once per key and recorded for the page', async () => {
    const store = serverPrerenderData();
    const load = jest.fn(async () => ['first post']);
    const [a, b] = await Promise.all([store.read('posts:latest', load), store.read('posts:latest', load)]);
    expect(a).toEqual(['first post']);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.values()).toEqual({ 'posts:latest': ['first post'] });
  });

  it('in the browser, a keyed read starts from the prerendered value (no loading state) and is then read again', async () => {
    const load = jest.fn(async () => ['fresh post']);
    const { result } = renderHook(() => useDataQuery(load, ['latest'], { key: 'posts:latest' }), {
      wrapper: withData(hydrationPrerenderData({ 'posts:latest': ['prerendered post'] })),
    });
    expect(result.current.state).toEqual({ status: 'success', data: ['prerendered post'] });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['fresh post'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a read with another key, or without one, loads as usual', async () => {
    const { result } = renderHook(() => useDataQuery(async () => 'other', [], { key: 'post:b' }), {
      wrapper: withData(hydrationPrerenderData({ 'post:a': 'prerendered' })),
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'other' }));
  });

  it('a live list starts from its prerendered value and then follows its source', async () => {
    let push: (value: string[]) => void = () => undefined;
    const { result } = renderHook(
      () =>
        useDataSubscription<string[]>((onData) => {
          push = onData;
          return () => undefined;
        }, [], { key: 'vacancies:latest' }),
      { wrapper: withData(hydrationPrerenderData({ 'vacancies:latest': ['Fleet Coordinator'] })) },
    );
    expect(result.current.state).toEqual({ status: 'success', data: ['Fleet Coordinator'] });
    await waitFor(() => expect(push).not.toBe(undefined));
    push(['Fleet Coordinator', 'Sales Intern']);
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['Fleet Coordinator', 'Sales Intern'] }));
  });
});
