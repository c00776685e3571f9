import { act, renderHook } from '@testing-library/react';
import { useDataSubscription } from './use-data-subscription';

/** A live source under the test's control. */
function source<T>() {
  const listeners = new Set<{ onData: (data: T) => void; onError: (error: unknown) => void }>();
  const subscribe = jest.fn((onData: (data: T) => void, onError: (error: unknown) => void) => {
    const listener = { onData, onError };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  });
  return {
    subscribe,
    emit: (data: T) => listeners.forEach((l) => l.onData(data)),
    fail: (error: unknown) => listeners.forEach((l) => l.onError(error)),
    count: () => listeners.size,
  };
}

describe('useDataSubscription', () => {
  it('is loading until the first value, then follows every value', async () => {
    const live = source<string[]>();
    const { result } = renderHook(() => useDataSubscription(live.subscribe, []));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => undefined);
    act(() => live.emit(['a']));
    expect(result.current.state).toEqual({ status: 'success', data: ['a'] });
    act(() => live.emit(['a', 'b']));
    expect(result.current.state).toEqual({ status: 'success', data: ['a', 'b'] });
    expect(live.subscribe).toHaveBeenCalledTimes(1);
  });

  it('ends in error (anything reported becomes an Error, logged with the given message) and retry subscribes again', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const live = source<number>();
    const { result } = renderHook(() => useDataSubscription(live.subscribe, [], { errorMessage: '[test] live list failed' }));
    await act(async () => undefined);
    act(() => live.fail('permission denied'));
    const { state } = result.current;
    expect(state.status === 'error' && state.error).toEqual(new Error('permission denied'));
    expect(log).toHaveBeenCalledWith('[test] live list failed', 'permission denied');

    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => undefined);
    expect(live.subscribe).toHaveBeenCalledTimes(2);
    act(() => live.emit(7));
    expect(result.current.state).toEqual({ status: 'success', data: 7 });
  });

  it('waits for an asynchronous subscribe, reports its rejection, and stops the source on unmount', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = renderHook(() => useDataSubscription(() => Promise.reject(new Error('offline')), []));
    await act(async () => undefined);
    expect(failing.result.current.state).toEqual({ status: 'error', error: new Error('offline') });

    const live = source<number>();
    const { result, unmount } = renderHook(() => useDataSubscription(async (onData, onError) => live.subscribe(onData, onError), []));
    await act(async () => undefined);
    act(() => live.emit(1));
    expect(result.current.state).toEqual({ status: 'success', data: 1 });
    expect(live.count()).toBe(1);
    unmount();
    expect(live.count()).toBe(0);
  });

  it('subscribes afresh when deps change and ignores the older source', async () => {
    const live = source<string>();
    const { result, rerender } = renderHook(({ id }) => useDataSubscription<string>((onData, onError) => live.subscribe((v) => onData(`${id}:${v}`), onError), [id]), {
      initialProps: { id: 'a' },
    });
    await act(async () => undefined);
    rerender({ id: 'b' });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => undefined);
    expect(live.count()).toBe(1);
    act(() => live.emit('x'));
    expect(result.current.state).toEqual({ status: 'success', data: 'b:x' });
  });
});
