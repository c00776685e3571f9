/**
 * @jest-environment node
 */
import { DEFAULT_DIGEST_WINDOW_MINUTES, digestDue, parseDigestWindow, planDigest, planStaffMail, type DigestState, type PendingArrival } from './digest';

const WINDOW = 5 * 60_000;
const start = new Date('2026-11-25T09:30:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('parseDigestWindow', () => {
  it('defaults to 5 minutes, takes whole minutes', () => {
    expect(DEFAULT_DIGEST_WINDOW_MINUTES).toBe(5);
    expect(parseDigestWindow()).toBe(WINDOW);
    expect(parseDigestWindow('')).toBe(WINDOW);
    expect(parseDigestWindow(1)).toBe(60_000);
    expect(parseDigestWindow('15')).toBe(15 * 60_000);
  });

  it.each([0, -5, 2.5, 'soon'])('refuses %p', (value) => {
    expect(() => parseDigestWindow(value)).toThrow(`The staff mail window must be a whole number of minutes from 1; got ${String(value)}.`);
  });
});

describe('staff mail per window', () => {
  it('mails at once after a quiet window', () => {
    expect(planStaffMail({ lastSentAt: null, pending: 0 }, start, WINDOW)).toEqual({ send: 'now', message: 'Staff mail sent.' });
    expect(planStaffMail({ lastSentAt: start, pending: 0 }, later(WINDOW), WINDOW)).toMatchObject({ send: 'now' });
  });

  it('gathers an arrival within the window', () => {
    expect(planStaffMail({ lastSentAt: start, pending: 0 }, later(WINDOW - 1), WINDOW)).toEqual({
      send: 'digest',
      message: 'Staff mail gathered into the next digest (one staff message per 5 minutes per mailbox).',
    });
    // The flush has not run yet: the arrival joins those waiting rather than overtaking them.
    expect(planStaffMail({ lastSentAt: start, pending: 3 }, later(10 * WINDOW), WINDOW)).toMatchObject({ send: 'digest' });
    // A clock behind the one that sent the last message counts as within the window.
    expect(planStaffMail({ lastSentAt: start, pending: 0 }, later(-1000), WINDOW)).toMatchObject({ send: 'digest' });
  });

  it('makes the digest due after the window', () => {
    const waiting: DigestState = { lastSentAt: start, pending: 2 };
    expect(digestDue(waiting, later(WINDOW - 1), WINDOW)).toBe(false);
    expect(digestDue(waiting, later(WINDOW), WINDOW)).toBe(true);
    expect(digestDue({ lastSentAt: start, pending: 0 }, later(WINDOW), WINDOW)).toBe(false);
    expect(digestDue({ lastSentAt: null, pending: 1 }, start, WINDOW)).toBe(true);
  });

  it('sends one message per window in a flood', () => {
    let state: DigestState = { lastSentAt: null, pending: 0 };
    const sentAt: number[] = [];
    let mailed = 0;
    for (let second = 0; second <= 3600; second += 1) {
      const now = later(second * 1000);
      // The flush runs at the start of every minute, before that second's arrival.
      if (second % 60 === 0 && digestDue(state, now, WINDOW)) {
        sentAt.push(now.getTime());
        mailed += state.pending;
        state = { lastSentAt: now, pending: 0 };
      }
      if (second === 3600) break;
      if (planStaffMail(state, now, WINDOW).send === 'now') {
        sentAt.push(now.getTime());
        mailed += 1;
        state = { lastSentAt: now, pending: 0 };
      } else state = { ...state, pending: state.pending + 1 };
    }
    // 3600 arrivals: the first at once, then a digest every 5 minutes (12 in all), and the last arrivals at the hour's end.
    expect(sentAt).toHaveLength(13);
    for (let i = 1; i < sentAt.length; i += 1) expect((sentAt[i] ?? 0) - (sentAt[i - 1] ?? 0)).toBeGreaterThanOrEqual(WINDOW);
    expect(mailed + state.pending).toBe(3600);
    expect(state.pending).toBe(0);
  });
});

describe('planDigest', () => {
  const arrival = (id: string, source: string | null, suspected = false): PendingArrival => ({ id, reference: `R-${id}`, title: id, receivedAt: null, source, suspected });

  it('lists clean sources first, folds flood excess', () => {
    const waiting = [arrival('f1', 'flood'), arrival('a', 'clean'), arrival('f2', 'flood', true), arrival('b', null), arrival('f3', 'flood', true), arrival('g1', 'other', true)];
    expect(planDigest(waiting)).toEqual([
      {
        entries: [arrival('a', 'clean'), arrival('b', null), arrival('f1', 'flood')],
        folded: [
          { source: 'flood', count: 2 },
          { source: 'other', count: 1 },
        ],
      },
    ]);
  });

  it('splits a long list into messages', () => {
    const waiting = Array.from({ length: 5 }, (_, index) => arrival(`n${index}`, 'clean'));
    const parts = planDigest([...waiting, arrival('x', 'flood', true)], 2);
    expect(parts.map((part) => part.entries.map((entry) => entry.id))).toEqual([['n0', 'n1'], ['n2', 'n3'], ['n4']]);
    expect(parts.map((part) => part.folded.length)).toEqual([0, 0, 1]);
    expect(planDigest([arrival('x', 'flood', true)])).toEqual([{ entries: [], folded: [{ source: 'flood', count: 1 }] }]);
    expect(planDigest([])).toEqual([]);
  });
});
