import { clearOutbox, outboxEntry, trackSend } from './submission-outbox';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the outbox of a form', () => {
  afterEach(() => {
    clearOutbox('quote');
    sessionStorage.clear();
  });

  it('keeps a pending send and its outcome in session', async () => {
    let answer: (value: unknown) => void = () => undefined;
    trackSend('quote', { id: 'SubmissionId000000001', fingerprint: 'f', values: { name: 'Asha' } }, new Promise((resolve) => (answer = resolve)), true);
    expect(JSON.parse(sessionStorage.getItem('seawave.outbox.quote') ?? '{}')).toMatchObject({ id: 'SubmissionId000000001', state: 'sending', values: { name: 'Asha' } });
    answer({ reference: 'Q-2026-000001' });
    await flush();
    expect(outboxEntry('quote')).toMatchObject({ state: 'sent', result: { reference: 'Q-2026-000001' } });
  });

  it('warns on leaving while a send is pending', async () => {
    let answer: (value: unknown) => void = () => undefined;
    trackSend('quote', { id: 'SubmissionId000000002', fingerprint: 'f', values: {} }, new Promise((resolve) => (answer = resolve)), false);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    answer({});
    await flush();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('keeps answers with files in the page', () => {
    trackSend('quote', { id: 'SubmissionId000000003', fingerprint: 'f', values: {} }, new Promise(() => undefined), false);
    expect(sessionStorage.getItem('seawave.outbox.quote')).toBeNull();
    expect(outboxEntry('quote')).toMatchObject({ state: 'sending' });
  });

  it('keeps a possibly stored send to resend on return', async () => {
    let fail: (error: unknown) => void = () => undefined;
    trackSend('quote', { id: 'SubmissionId000000004', fingerprint: 'f', values: { name: 'Asha' } }, new Promise((_, reject) => (fail = reject)), true);
    fail(new TypeError('Failed to fetch'));
    await flush();
    expect(JSON.parse(sessionStorage.getItem('seawave.outbox.quote') ?? '{}')).toMatchObject({ id: 'SubmissionId000000004', state: 'sending' });
  });

  it('forgets a send refused or made offline', async () => {
    for (const name of ['SubmissionRefusedError', 'OfflineError']) {
      let fail: (error: unknown) => void = () => undefined;
      trackSend('quote', { id: 'SubmissionId000000005', fingerprint: 'f', values: {} }, new Promise((_, reject) => (fail = reject)), true);
      fail(Object.assign(new Error('no'), { name }));
      await flush();
      expect(sessionStorage.getItem('seawave.outbox.quote')).toBeNull();
    }
  });
});
