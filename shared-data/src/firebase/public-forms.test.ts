import { clientId, CLIENT_ID_KEY, submissionError } from './public-forms';

describe('submissionError', () => {
  it("keeps the function's refusal, message and reason", () => {
    const error = submissionError(
      { code: 'functions/resource-exhausted', message: 'Too many quotes have been sent from your network in the last hour. Please try again later. [429]', details: { reason: 'limit' } },
      true,
    );
    expect(error).toMatchObject({ name: 'SubmissionRefusedError', message: 'Too many quotes have been sent from your network in the last hour. Please try again later.', details: { reason: 'limit' } });
  });

  it('tells offline from unanswered', () => {
    expect(submissionError({ code: 'functions/internal', message: 'internal' }, false).name).toBe('OfflineError');
    expect(submissionError({ code: 'functions/internal', message: 'internal' }, true).name).toBe('UnconfirmedSubmissionError');
    expect(submissionError(new Error('Sending the quote did not finish within 15 s.'), true).name).toBe('UnconfirmedSubmissionError');
  });
});

describe('clientId', () => {
  it("keeps the browser's id, making one if needed", () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
    const first = clientId(storage);
    expect(first).toMatch(/^c[A-Za-z0-9]{20}$/);
    expect(clientId(storage)).toBe(first);
    expect(kept.get(CLIENT_ID_KEY)).toBe(first);
    expect(clientId(null)).not.toBe(first);
  });
});
