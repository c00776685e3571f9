import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrationJson, hydrationPrerenderData, PAGE_FRESH_SECONDS, parseHydrationJson, PrerenderDataContext, serverPrerenderData, type PrerenderData } from './prerender-data';
import { useDataQuery } from './use-data-query';
import { useDataSubscription, type SubscribeContext } from './use-data-subscription';

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

  it('in the browser, a keyed read with no render time starts from the served value (no loading state) and is then read again', async () => {
    const load = jest.fn(async () => ['fresh post']);
    const { result } = renderHook(() => useDataQuery(load, ['latest'], { key: 'posts:latest' }), {
      wrapper: withData(hydrationPrerenderData({ 'posts:latest': ['prerendered post'] })),
    });
    expect(result.current.state).toEqual({ status: 'success', data: ['prerendered post'] });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['fresh post'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a value the server read for this page less than a minute ago is not read again', async () => {
    const load = jest.fn(async () => ['newer post']);
    const renderedAt = Date.UTC(2026, 10, 27, 12, 0, 0);
    const data = hydrationPrerenderData({ 'posts:latest': ['served post'] }, renderedAt, () => renderedAt + (PAGE_FRESH_SECONDS * 1000 - 1));
    const { result } = renderHook(() => useDataQuery(load, ['latest'], { key: 'posts:latest' }), { wrapper: withData(data) });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'success', data: ['served post'] });

    // Asking again (Try again, or other arguments) reads as usual.
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['newer post'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a minute or more old', PAGE_FRESH_SECONDS * 1000],
    ['from a server clock more than a minute ahead', -PAGE_FRESH_SECONDS * 1000],
  ])('a served value %s is read again', async (_name, age) => {
    const load = jest.fn(async () => ['newer post']);
    const renderedAt = Date.UTC(2026, 10, 27, 12, 0, 0);
    const data = hydrationPrerenderData({ 'posts:latest': ['served post'] }, renderedAt, () => renderedAt + age);
    const { result } = renderHook(() => useDataQuery(load, ['latest'], { key: 'posts:latest' }), { wrapper: withData(data) });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['newer post'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once the visitor has left the served page, a later page using the same value reads it again', async () => {
    const renderedAt = Date.now();
    const data = hydrationPrerenderData({ 'posts:latest': ['served post'] }, renderedAt);
    expect(data.initial('posts:latest')).toEqual({ data: ['served post'], fresh: true });
    data.expire();
    const load = jest.fn(async () => ['newer post']);
    const { result } = renderHook(() => useDataQuery(load, ['latest'], { key: 'posts:latest' }), { wrapper: withData(data) });
    expect(result.current.state).toEqual({ status: 'success', data: ['served post'] });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['newer post'] }));
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
    act(() => push(['Fleet Coordinator', 'Sales Intern']));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['Fleet Coordinator', 'Sales Intern'] }));
  });

  it.each([
    ['read moments ago for this page', Date.now(), true],
    ['with no render time', null, false],
  ])('a live list starting from a value %s is told so when it subscribes', async (_name, renderedAt, fresh) => {
    const subscribe = jest.fn((_onData: (value: string[]) => void, _onError: (error: unknown) => void, _context: SubscribeContext) => () => undefined);
    renderHook(() => useDataSubscription<string[]>(subscribe, [], { key: 'vacancies:latest' }), {
      wrapper: withData(hydrationPrerenderData({ 'vacancies:latest': ['Fleet Coordinator'] }, renderedAt)),
    });
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(subscribe.mock.calls[0]?.[2]).toEqual({ servedFresh: fresh });
  });
});
