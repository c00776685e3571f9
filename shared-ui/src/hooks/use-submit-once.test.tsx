import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { Button } from '../components/button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { useSubmitOnce } from './use-submit-once';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function SendButton({ send }: { send: () => Promise<void> }) {
  const { submit, submitting } = useSubmitOnce(send);
  // Deliberately not disabled while submitting: the hook alone must stop the second submit.
  return <Button onClick={() => void submit()}>{submitting ? 'Sending…' : 'Send'}</Button>;
}

describe('useSubmitOnce', () => {
  it('submits once on a double click and exposes submitting', async () => {
    const pending = deferred<void>();
    const send = jest.fn(() => pending.promise);
    const { user } = renderWithTheme(<SendButton send={send} />);

    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve());
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('ignores a second call in the same tick and returns the result of the first', async () => {
    const pending = deferred<string>();
    const fn = jest.fn((id: string) => pending.promise.then((value) => `${value}:${id}`));
    const { result } = renderHook(() => useSubmitOnce(fn));
    let first: Promise<string | undefined> | undefined;
    let second: Promise<string | undefined> | undefined;
    act(() => {
      first = result.current.submit('a');
      second = result.current.submit('b');
    });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
    expect(result.current.submitting).toBe(true);
    await expect(second).resolves.toBeUndefined();
    await act(async () => pending.resolve('ok'));
    await expect(first).resolves.toBe('ok:a');
    expect(result.current.submitting).toBe(false);
  });

  it('rethrows a failure and allows a retry', async () => {
    const attempt = deferred<void>();
    const fn = jest.fn().mockReturnValueOnce(attempt.promise).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSubmitOnce(fn as () => Promise<void>));
    let run: Promise<void | undefined> | undefined;
    act(() => {
      run = result.current.submit();
    });
    await act(async () => {
      attempt.reject(new Error('An error occurred while submitting the request.'));
      await expect(run).rejects.toThrow('An error occurred while submitting the request.');
    });
    await waitFor(() => expect(result.current.submitting).toBe(false));
    await act(async () => {
      await result.current.submit();
    });
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
