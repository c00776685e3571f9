import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrationJson, hydrationPrerenderData, PAGE_FRESH_SECONDS, PrerenderDataContext, type PrerenderData } from '../prerender-data';
import { pageQueryClient, usePageQuery } from './use-page-query';

const withData = (data: PrerenderData | null) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
  <PrerenderDataContext.Provider value={data}>{children}</PrerenderDataContext.Provider>
    );
  };

/** What fetch answers: jsdom has no Response. */
const answer = (data: unknown, status = 200) => ({ ok: status < 400, status, text: async () => hydrationJson({ data }) });

/** The page service's data address, answering `posts:latest` with the given list. */
function serveData(read: () => unknown, status = 200) {
  const fetchMock = jest.fn(async (url: string) => {
    expect(url).toBe('/_data/posts%3Alatest');
    return answer(read(), status);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const useReadPosts = () => usePageQuery<string[]>('posts:latest', '[test] could not load the posts');

beforeEach(() => pageQueryClient.clear());

describe('usePageQuery', () => {
  it('shows a fresh served value without reading', async () => {
    const fetchMock = serveData(() => ['newer post']);
    const data = hydrationPrerenderData({ 'posts:latest': ['served post'] }, Date.now());
    const { result } = renderHook(useReadPosts, { wrapper: withData(data) });
    expect(result.current.state).toEqual({ status: 'success', data: ['served post'] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a minute or more old', PAGE_FRESH_SECONDS * 1000 + 1000],
    ['from a server clock more than a minute ahead', -PAGE_FRESH_SECONDS * 1000 - 1000],
  ])('rereads a served value %s without loading', async (_name, age) => {
    const fetchMock = serveData(() => ['newer post']);
    const renderedAt = Date.now() - age;
    const { result } = renderHook(useReadPosts, { wrapper: withData(hydrationPrerenderData({ 'posts:latest': ['served post'] }, renderedAt)) });
    expect(result.current.state).toEqual({ status: 'success', data: ['served post'] });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['newer post'] }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("rereads an earlier page's served value", async () => {
    const fetchMock = serveData(() => ['newer post']);
    const data = hydrationPrerenderData({ 'posts:latest': ['served post'] }, Date.now());
    data.expire();
    const { result } = renderHook(useReadPosts, { wrapper: withData(data) });
    expect(result.current.state).toEqual({ status: 'success', data: ['served post'] });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['newer post'] }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads from the data address if unserved', async () => {
    serveData(() => ['post']);
    const { result } = renderHook(useReadPosts, { wrapper: withData(null) });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['post'] }));
  });

  it('keeps dates through the data address', async () => {
    const at = new Date('2026-10-26T08:00:00.000Z');
    global.fetch = jest.fn(async () => answer({ createdAt: at })) as unknown as typeof fetch;
    const { result } = renderHook(() => usePageQuery<{ createdAt: Date }>('post:a', '[test] post'), { wrapper: withData(null) });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: { createdAt: at } }));
  });

  it('fails with the logged message; retry rereads', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let status = 503;
    const fetchMock = serveData(() => ['post'], 503);
    fetchMock.mockImplementation(async () => answer(['post'], status));
    const { result } = renderHook(useReadPosts, { wrapper: withData(null) });
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(log).toHaveBeenCalledWith('[test] could not load the posts', new Error('/_data/posts%3Alatest answered 503'));
    status = 200;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['post'] }));
  });
});
