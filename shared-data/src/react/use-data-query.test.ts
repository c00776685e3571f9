import { act, renderHook, waitFor } from '@testing-library/react';
import { useDataQuery } from './use-data-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useDataQuery', () => {
  it('is loading, then succeeds with the loaded data', async () => {
    const load = jest.fn(async () => ['a', 'b']);
    const { result } = renderHook(() => useDataQuery(load, []));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: ['a', 'b'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ends in error (anything thrown becomes an Error) and logs the given message', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useDataQuery(() => Promise.reject('offline'), [], { errorMessage: '[test] could not load' }));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    const { state } = result.current;
    expect(state.status === 'error' && state.error).toEqual(new Error('offline'));
    expect(log).toHaveBeenCalledWith('[test] could not load', 'offline');
  });

  it('retry reads again, loading meanwhile', async () => {
    let calls = 0;
    const { result } = renderHook(() => useDataQuery(async () => ++calls, []));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 1 }));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 2 }));
  });

  it('is loading at once when deps change and ignores the answer to an older request', async () => {
    const answers = new Map([
      ['a', deferred<string>()],
      ['b', deferred<string>()],
    ]);
    const { result, rerender } = renderHook(({ id }) => useDataQuery(() => answers.get(id)!.promise, [id]), { initialProps: { id: 'a' } });
    rerender({ id: 'b' });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answers.get('a')!.resolve('post a'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answers.get('b')!.resolve('post b'));
    expect(result.current.state).toEqual({ status: 'success', data: 'post b' });
  });

  it('update changes loaded data in place and does nothing before it is loaded', async () => {
    const answer = deferred<number[]>();
    const { result } = renderHook(() => useDataQuery(() => answer.promise, []));
    act(() => result.current.update((list) => [...list, 9]));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answer.resolve([1, 2, 3]));
    act(() => result.current.update((list) => list.filter((n) => n !== 2)));
    expect(result.current.state).toEqual({ status: 'success', data: [1, 3] });
  });
});
