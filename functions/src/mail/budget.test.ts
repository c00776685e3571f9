/**
 * @jest-environment node
 */
import {
  DEFAULT_HOURLY_CAP,
  acknowledgementKey,
  defaultStaffReserve,
  hourKey,
  normalizeAddress,
  parseMailBudget,
  planMail,
  type MailBudget,
  type MailPlanInput,
} from './budget';

const fresh = { safeAddress: true, acknowledgedToday: false };
const budget: MailBudget = { hourlyCap: 10, staffReserve: 2 };
const plan = (sentThisHour: number, acknowledgement: MailPlanInput['acknowledgement'] = fresh, limits: MailBudget = budget) =>
  planMail({ budget: limits, sentThisHour, acknowledgement });

describe('parseMailBudget', () => {
  it('defaults to 100 messages an hour with the last fifth (20) kept for staff', () => {
    expect(DEFAULT_HOURLY_CAP).toBe(100);
    expect(parseMailBudget()).toEqual({ hourlyCap: 100, staffReserve: 20 });
    expect(parseMailBudget({ hourlyCap: '', staffReserve: null })).toEqual({ hourlyCap: 100, staffReserve: 20 });
  });

  it('keeps a fifth of a configured cap, rounded up, unless a reserve is given', () => {
    expect(defaultStaffReserve(10)).toBe(2);
    expect(defaultStaffReserve(11)).toBe(3);
    expect(defaultStaffReserve(0)).toBe(0);
    expect(parseMailBudget({ hourlyCap: '11' })).toEqual({ hourlyCap: 11, staffReserve: 3 });
    expect(parseMailBudget({ hourlyCap: 30, staffReserve: 0 })).toEqual({ hourlyCap: 30, staffReserve: 0 });
  });

  it.each([
    [{ hourlyCap: -1 }, 'hourlyCap must be a whole number from 0; got -1.'],
    [{ hourlyCap: 2.5 }, 'hourlyCap must be a whole number from 0; got 2.5.'],
    [{ hourlyCap: 'many' }, 'hourlyCap must be a whole number from 0; got many.'],
    [{ hourlyCap: 10, staffReserve: 11 }, 'staffReserve (11) cannot be larger than hourlyCap (10).'],
  ])('refuses %j', (input, message) => {
    expect(() => parseMailBudget(input)).toThrow(message);
  });
});

describe('planMail (cap 10, 2 kept for staff)', () => {
  it('sends both with room in the hour, staff first', () => {
    expect(plan(0)).toEqual({
      staff: { send: true, reason: 'within-budget', message: 'Staff mail sent.' },
      acknowledgement: { send: true, reason: 'within-budget', message: 'Acknowledgement sent.' },
      added: 2,
    });
    // 6 sent + staff = 7, below the 8 acknowledgements may reach.
    expect(plan(6)).toMatchObject({ staff: { send: true }, acknowledgement: { send: true }, added: 2 });
  });

  it('stops acknowledgements where the staff reserve begins', () => {
    // 7 sent + staff = 8 = 10 − 2.
    expect(plan(7)).toEqual({
      staff: { send: true, reason: 'within-budget', message: 'Staff mail sent.' },
      acknowledgement: {
        send: false,
        reason: 'reserved-for-staff',
        message: "Acknowledgement not sent: the last 2 of the hour's 10 messages are kept for staff mail.",
      },
      added: 1,
    });
  });

  it('sends the last staff message of the hour and no acknowledgement after it', () => {
    expect(plan(9)).toMatchObject({
      staff: { send: true },
      acknowledgement: { send: false, reason: 'hourly-cap-reached', message: 'Acknowledgement not sent: the hourly cap of 10 messages is reached.' },
      added: 1,
    });
  });

  it('sends nothing once the cap is reached, and says so', () => {
    expect(plan(10)).toEqual({
      staff: { send: false, reason: 'hourly-cap-reached', message: 'Staff mail not sent: the hourly cap of 10 messages is reached.' },
      acknowledgement: { send: false, reason: 'hourly-cap-reached', message: 'Acknowledgement not sent: the hourly cap of 10 messages is reached.' },
      added: 0,
    });
    expect(plan(12).added).toBe(0);
  });

  it('acknowledges an address at most once a day, while staff mail still goes', () => {
    expect(plan(0, { safeAddress: true, acknowledgedToday: true })).toEqual({
      staff: { send: true, reason: 'within-budget', message: 'Staff mail sent.' },
      acknowledgement: { send: false, reason: 'already-acknowledged-today', message: 'Acknowledgement not sent: this address was already acknowledged today.' },
      added: 1,
    });
  });

  it('sends no acknowledgement without one safe address', () => {
    expect(plan(0, { safeAddress: false, acknowledgedToday: false }).acknowledgement).toEqual({
      send: false,
      reason: 'no-safe-address',
      message: 'Acknowledgement not sent: the visitor gave no single safe address.',
    });
  });

  it('lets acknowledgements use the whole hour when no reserve is kept', () => {
    const open: MailBudget = { hourlyCap: 10, staffReserve: 0 };
    expect(plan(8, fresh, open)).toMatchObject({ staff: { send: true }, acknowledgement: { send: true }, added: 2 });
    expect(plan(9, fresh, open)).toMatchObject({ staff: { send: true }, acknowledgement: { reason: 'hourly-cap-reached' }, added: 1 });
  });

  it('sends nothing with a cap of 0', () => {
    expect(plan(0, fresh, { hourlyCap: 0, staffReserve: 0 }).added).toBe(0);
  });

  it('refuses an impossible count', () => {
    expect(() => plan(-1)).toThrow('sentThisHour must be a whole number from 0; got -1.');
  });

  it('in a flood of arrivals from new addresses, keeps more of the hour for staff and never passes the cap', () => {
    const flood = (limits: MailBudget) => {
      let sent = 0;
      let staff = 0;
      let acknowledgements = 0;
      for (let arrival = 0; arrival < 50; arrival += 1) {
        const decided = plan(sent, fresh, limits);
        staff += decided.staff.send ? 1 : 0;
        acknowledgements += decided.acknowledgement.send ? 1 : 0;
        sent += decided.added;
      }
      return { sent, staff, acknowledgements };
    };
    // Arrivals 1-4 send both (2, 4, 6, 8), arrivals 5-6 staff only (9, 10), then nothing.
    expect(flood(budget)).toEqual({ sent: 10, staff: 6, acknowledgements: 4 });
    expect(flood({ hourlyCap: 10, staffReserve: 0 })).toEqual({ sent: 10, staff: 5, acknowledgements: 5 });
  });
});

describe('keys', () => {
  const morning = new Date('2026-11-25T09:30:00Z');

  it('treats case and a +tag as the same mailbox', () => {
    expect(normalizeAddress(' Ann+Quotes@Example.COM ')).toBe('ann@example.com');
    expect(normalizeAddress('ann.lee@example.com')).toBe('ann.lee@example.com');
    expect(normalizeAddress('a+b+c@example.com')).toBe('a@example.com');
  });

  it('keys an acknowledgement by business day (India) and the SHA-256 of the normalised address', () => {
    // printf 'ann@example.com' | sha256sum
    expect(acknowledgementKey('ann@example.com', morning)).toBe('2026-11-25_71d4f55f72fa128dfb468a1a3901507c804b74316488744d769d7f4b16696476');
  });

  it('gives one key per mailbox and day', () => {
    const key = acknowledgementKey('ann@example.com', morning);
    // 23:59:59 in India is still the 25th; midnight in India (18:30 UTC) starts the 26th.
    expect(acknowledgementKey('ANN+test@example.com', new Date('2026-11-25T18:29:59.999Z'))).toBe(key);
    expect(acknowledgementKey('ann@example.com', new Date('2026-11-25T18:30:00Z'))).not.toBe(key);
    expect(acknowledgementKey('ann@example.com', new Date('2026-11-25T18:30:00Z'))).toMatch(/^2026-11-26_/);
    expect(acknowledgementKey('anne@example.com', morning)).not.toBe(key);
    expect(key).not.toContain('ann');
    expect(key).toMatch(/^\d{4}-\d{2}-\d{2}_[0-9a-f]{64}$/);
  });

  it('counts hours in UTC', () => {
    expect(hourKey(morning)).toBe('2026-11-25T09');
    expect(hourKey(new Date('2026-11-25T09:59:59.999Z'))).toBe('2026-11-25T09');
    expect(hourKey(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-25T10');
  });
});
