/**
 * The per-identity limits on public writes as the in-memory data interface
 * models them (the rules enforce the same on the server: rules suite), with
 * the visitor's messages.
 */
import { pdfFile, sampleQuote } from '../testing/data-api-contract';
import { createMemoryDataApi } from '../testing/memory-data-api';
import { businessDay } from '../business-day';
import { limitVerdict, WriteLimitError, writeLimitMessage, writeLimitMessageOf, writeLimits } from './write-limits';

const applicant = () => ({ name: 'Ravi', email: 'ravi@example.com', number: '+91 98765 43210', position: 'Clerk', relocate: 'no' as const, experience: '2-5' as const, resume: pdfFile('cv.pdf'), consent: true });

/** A memory data interface with a clock the test moves. */
function withClock(start = Date.UTC(2026, 10, 25, 10, 0, 0)) {
  let time = start;
  const api = createMemoryDataApi({ now: () => new Date(time) });
  return { api, advance: (seconds: number) => (time += seconds * 1000) };
}

describe('write limits', () => {
  it('the messages say what was sent and when to try again', () => {
    expect(writeLimitMessage('quotes', 'wait')).toBe(`You have just sent a quote. Please wait ${writeLimits.quotes.seconds} seconds before sending another.`);
    expect(writeLimitMessage('applicants', 'wait')).toBe(`You have just sent an application. Please wait ${writeLimits.applicants.seconds} seconds before sending another.`);
    expect(writeLimitMessage('quotes', 'tomorrow')).toBe(`You have sent ${writeLimits.quotes.perDay} quotes today, the most we accept in one day. Please try again tomorrow.`);
    expect(writeLimitMessageOf(new WriteLimitError('quotes', 'wait'))).toBe(writeLimitMessage('quotes', 'wait'));
    expect(writeLimitMessageOf(new Error('other'))).toBeNull();
  });

  it('judges a limit document as the rules do: the window, the day count, a new business day', () => {
    const now = Date.UTC(2026, 10, 25, 10, 0, 0);
    const { seconds, perDay } = writeLimits.quotes;
    expect(limitVerdict('quotes', null, now)).toEqual({ allowed: true, next: { day: businessDay(now), count: 1 } });
    const record = { lastMillis: now - seconds * 1000, day: businessDay(now), count: 1, ref: 'q' };
    expect(limitVerdict('quotes', record, now)).toEqual({ allowed: false, reason: 'wait' });
    expect(limitVerdict('quotes', record, now + 1)).toEqual({ allowed: true, next: { day: businessDay(now), count: 2 } });
    expect(limitVerdict('quotes', { ...record, count: perDay, lastMillis: now - 3_600_000 }, now)).toEqual({ allowed: false, reason: 'tomorrow' });
    expect(limitVerdict('quotes', { ...record, count: perDay, day: businessDay(now) - 1, lastMillis: now - 86_400_000 }, now)).toEqual({
      allowed: true,
      next: { day: businessDay(now), count: 1 },
    });
  });

  it('refuses a second quote within the window, allows it after, and refuses the one past the day limit until the next business day', async () => {
    const { api, advance } = withClock();
    const { seconds, perDay } = writeLimits.quotes;
    await api.quotes.create(sampleQuote);
    await expect(api.quotes.create(sampleQuote)).rejects.toThrow(writeLimitMessage('quotes', 'wait'));
    for (let sent = 1; sent < perDay; sent += 1) {
      advance(seconds + 1);
      await api.quotes.create(sampleQuote);
    }
    advance(seconds + 1);
    await expect(api.quotes.create(sampleQuote)).rejects.toThrow(writeLimitMessage('quotes', 'tomorrow'));
    expect(api.docs.quotes.size).toBe(perDay);
    advance(24 * 3600);
    await expect(api.quotes.create(sampleQuote)).resolves.toEqual(expect.any(String));
  });

  it('starts the day count again at midnight in India (the business day), not at midnight UTC', async () => {
    const { seconds, perDay } = writeLimits.quotes;
    // 18:00 UTC is 23:30 in India: the visitor sends the day's last quote.
    const { api, advance } = withClock(Date.UTC(2026, 10, 25, 18, 0, 0) - (perDay - 1) * (seconds + 1) * 1000);
    for (let sent = 0; sent < perDay; sent += 1) {
      if (sent > 0) advance(seconds + 1);
      await api.quotes.create(sampleQuote);
    }
    // 18:29 UTC, 23:59 in India: still the same day.
    advance(29 * 60);
    await expect(api.quotes.create(sampleQuote)).rejects.toThrow(writeLimitMessage('quotes', 'tomorrow'));
    // 18:31 UTC, 00:01 on the 26th in India: a new day, though still the 25th in UTC.
    advance(2 * 60);
    await expect(api.quotes.create(sampleQuote)).resolves.toEqual(expect.any(String));
  });

  it('does not start the count again at midnight UTC (05:30 in India)', async () => {
    const { seconds, perDay } = writeLimits.quotes;
    // 23:00 UTC on the 25th is 04:30 on the 26th in India.
    const { api, advance } = withClock(Date.UTC(2026, 10, 25, 23, 0, 0));
    for (let sent = 0; sent < perDay; sent += 1) {
      if (sent > 0) advance(seconds + 1);
      await api.quotes.create(sampleQuote);
    }
    // 00:30 UTC on the 26th, 06:00 in India: the same business day.
    advance(90 * 60);
    await expect(api.quotes.create(sampleQuote)).rejects.toThrow(writeLimitMessage('quotes', 'tomorrow'));
  });

  it("puts a resume in the writer's own folder and refuses a second application in the window before uploading anything", async () => {
    const { api } = withClock();
    const id = await api.applicants.create(applicant());
    expect((await api.applicants.get(id))?.resumeURL).toMatch(/^resume\/memory-visitor\/\d+-[0-9a-f]+-cv\.pdf$/);
    expect(api.storedFiles.size).toBe(1);
    await expect(api.applicants.create(applicant())).rejects.toThrow(writeLimitMessage('applicants', 'wait'));
    expect(api.storedFiles.size).toBe(1);
    expect(api.docs.applicants.size).toBe(1);
  });

  it('uses the ticket of an upload that failed again, so trying again at once is not refused', async () => {
    const { api } = withClock();
    const put = jest.spyOn(api.storedFiles, 'set').mockImplementationOnce(() => {
      throw new Error('Storage could not be reached');
    });
    await expect(api.applicants.create(applicant())).rejects.toThrow('Storage could not be reached');
    put.mockRestore();
    await expect(api.applicants.create(applicant())).resolves.toEqual(expect.any(String));
    expect(api.storedFiles.size).toBe(1);
  });

  it('does not limit staff', async () => {
    const api = createMemoryDataApi({ writer: { uid: 'staff', limited: false } });
    await api.quotes.create(sampleQuote);
    await api.quotes.create(sampleQuote);
    expect(api.docs.quotes.size).toBe(2);
  });
});
