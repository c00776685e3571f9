import { QueryClient } from '@tanstack/react-query';
import { guardUnloadWhileSaving } from './admin-queries';

/** Whether leaving the document now would ask first (a cancelled beforeunload). */
function leavingAsks(target: EventTarget): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('guardUnloadWhileSaving', () => {
  it('asks before leaving only while a write runs', async () => {
    const client = new QueryClient();
    const target = new EventTarget();
    const remove = guardUnloadWhileSaving(client, target as unknown as Window);
    expect(leavingAsks(target)).toBe(false);

    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const save = client
      .getMutationCache()
      .build(client, { mutationFn: () => held })
      .execute(undefined);
    expect(leavingAsks(target)).toBe(true);

    finish();
    await save;
    expect(leavingAsks(target)).toBe(false);
    remove();
  });

  it('stops asking after a failed write', async () => {
    const client = new QueryClient();
    const target = new EventTarget();
    const remove = guardUnloadWhileSaving(client, target as unknown as Window);
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new Error('refused')) })
        .execute(undefined),
    ).rejects.toThrow('refused');
    expect(leavingAsks(target)).toBe(false);
    remove();
  });
});
