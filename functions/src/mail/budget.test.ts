/**
 * @jest-environment node
 */
import { DEFAULT_HOURLY_CAP, acknowledgementKey, foldAddress, hourKey, parseMailBudget, planAcknowledgement, type AcknowledgementInput } from './budget';

const fresh = { safeAddress: true, acknowledgedToday: false };
const plan = (sentThisHour: number, visitor: Pick<AcknowledgementInput, 'safeAddress' | 'acknowledgedToday'> = fresh, hourlyCap = 10, sentToSourceThisHour: number | null = null) =>
  planAcknowledgement({ budget: { hourlyCap, perSourceHourlyCap: 3 }, sentThisHour, sentToSourceThisHour, ...visitor });

describe('parseMailBudget', () => {
  it('has default hourly and per-source caps', () => {
    expect(DEFAULT_HOURLY_CAP).toBe(100);
    expect(parseMailBudget()).toEqual({ hourlyCap: 100, perSourceHourlyCap: 5 });
    expect(parseMailBudget({ hourlyCap: '' })).toEqual({ hourlyCap: 100, perSourceHourlyCap: 5 });
    expect(parseMailBudget({ hourlyCap: '11', perSourceHourlyCap: '2' })).toEqual({ hourlyCap: 11, perSourceHourlyCap: 2 });
    expect(parseMailBudget({ hourlyCap: 0 })).toEqual({ hourlyCap: 0, perSourceHourlyCap: 5 });
  });

  it.each([
    [{ hourlyCap: -1 }, 'hourlyCap must be a whole number from 0; got -1.'],
    [{ hourlyCap: 2.5 }, 'hourlyCap must be a whole number from 0; got 2.5.'],
    [{ hourlyCap: 'many' }, 'hourlyCap must be a whole number from 0; got many.'],
    [{ perSourceHourlyCap: -2 }, 'perSourceHourlyCap must be a whole number from 0; got -2.'],
  ])('refuses %j', (input, message) => {
    expect(() => parseMailBudget(input)).toThrow(message);
  });
});

describe('planAcknowledgement (cap 10)', () => {
  it('acknowledges new mailboxes up to the cap', () => {
    expect(plan(0)).toEqual({ send: true, reason: 'within-budget', message: 'Acknowledgement sent.' });
    expect(plan(9)).toMatchObject({ send: true });
  });

  it('stops at the hourly cap, saying so', () => {
    expect(plan(10)).toEqual({ send: false, reason: 'hourly-cap-reached', message: 'Acknowledgement not sent: the hourly cap of 10 acknowledgements is reached.' });
    expect(plan(12)).toMatchObject({ send: false, reason: 'hourly-cap-reached' });
    expect(plan(0, fresh, 0)).toMatchObject({ send: false, reason: 'hourly-cap-reached' });
  });

  it('acknowledges a mailbox at most daily', () => {
    expect(plan(0, { safeAddress: true, acknowledgedToday: true })).toEqual({
      send: false,
      reason: 'already-acknowledged-today',
      message: 'Acknowledgement not sent: this mailbox was already acknowledged today.',
    });
  });

  it('sends no acknowledgement without one safe address', () => {
    expect(plan(0, { safeAddress: false, acknowledgedToday: false })).toEqual({
      send: false,
      reason: 'no-safe-address',
      message: 'Acknowledgement not sent: the visitor gave no single safe address.',
    });
  });

  it('refuses an impossible count', () => {
    expect(() => plan(-1)).toThrow('sentThisHour must be a whole number from 0; got -1.');
  });

  it('limits one source to its share', () => {
    expect(plan(0, fresh, 10, 2)).toMatchObject({ send: true });
    expect(plan(0, fresh, 10, 3)).toEqual({ send: false, reason: 'source-share-reached', message: 'Acknowledgement not sent: its source has had its 3 acknowledgements this hour.' });
    // A flood of 50 from one source takes 3; another source still gets its own.
    let sent = 0;
    let fromFlood = 0;
    for (let arrival = 0; arrival < 50; arrival += 1) {
      if (plan(sent, fresh, 10, fromFlood).send) {
        sent += 1;
        fromFlood += 1;
      }
    }
    expect(fromFlood).toBe(3);
    expect(plan(sent, fresh, 10, 0)).toMatchObject({ send: true });
  });

  it('sends exactly the cap in a flood', () => {
    let sent = 0;
    for (let arrival = 0; arrival < 50; arrival += 1) if (plan(sent).send) sent += 1;
    expect(sent).toBe(10);
  });
});

describe('foldAddress: one mailbox, as its provider delivers', () => {
  it('folds Gmail dots, +tags and googlemail.com', () => {
    for (const variant of ['victim@gmail.com', 'v.ictim@gmail.com', 'vic.tim@gmail.com', 'victim@googlemail.com', 'Victim+quotes@GMail.com', ' v.i.c.t.i.m+1@googlemail.com ']) {
      expect(foldAddress(variant)).toBe('victim@gmail.com');
    }
    expect(foldAddress('victim2@gmail.com')).not.toBe('victim@gmail.com');
  });

  it('drops +tags anywhere, keeps dots outside Gmail', () => {
    expect(foldAddress('Ann.Lee+quotes@Outlook.com')).toBe('ann.lee@outlook.com');
    expect(foldAddress('ann+x@proton.me')).toBe('ann@proton.me');
    expect(foldAddress('ann+x@fastmail.com')).toBe('ann@fastmail.com');
    for (const tag of ['a', 'b', 'quote-2026', 'x+y']) expect(foldAddress(`ann+${tag}@example.com`)).toBe('ann@example.com');
    expect(foldAddress(' Ann+Quotes@Example.COM ')).toBe('ann@example.com');
    expect(foldAddress('ann.lee@example.com')).toBe('ann.lee@example.com');
    expect(foldAddress('ANN@EXAMPLE.COM')).toBe('ann@example.com');
    // A subdomain of a provider is another domain.
    expect(foldAddress('v.ictim@mail.gmail.com.example')).toBe('v.ictim@mail.gmail.com.example');
  });

  it("folds +tags at Outlook's regional domains separately", () => {
    const microsoft = ['outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'hotmail.co.uk', 'outlook.fr', 'live.com.au', 'hotmail.de', 'outlook.in', 'live.ca', 'hotmail.it', 'outlook.jp', 'windowslive.com'];
    for (const domain of microsoft) expect(foldAddress(`Ann.Lee+tag${domain.length}@${domain.toUpperCase()}`)).toBe(`ann.lee@${domain}`);
    expect(foldAddress('ann@hotmail.co.uk')).not.toBe(foldAddress('ann@hotmail.com'));
  });

  it('folds an internationalised address by punycode and case', () => {
    expect(foldAddress('Anna+x@Bücher.de')).toBe('anna@xn--bcher-kva.de');
    expect(foldAddress('anna@XN--BCHER-KVA.DE')).toBe('anna@xn--bcher-kva.de');
    expect(foldAddress("O'Neil+q@Example.ie")).toBe("o'neil@example.ie");
    expect(foldAddress('Ärger@example.de')).toBe(foldAddress('a\u0308rger@example.de'));
  });
});

describe('keys', () => {
  const morning = new Date('2026-11-25T09:30:00Z');

  it('keys an acknowledgement by day and folded address', () => {
    // printf 'ann@example.com' | sha256sum
    expect(acknowledgementKey('ann@example.com', morning)).toBe('2026-11-25_71d4f55f72fa128dfb468a1a3901507c804b74316488744d769d7f4b16696476');
  });

  it('gives one key per mailbox and day', () => {
    const key = acknowledgementKey('victim@gmail.com', morning);
    // 23:59:59 in India is still the 25th; midnight in India (18:30 UTC) starts the 26th.
    expect(acknowledgementKey('V.ictim+test@googlemail.com', new Date('2026-11-25T18:29:59.999Z'))).toBe(key);
    expect(acknowledgementKey('victim@gmail.com', new Date('2026-11-25T18:30:00Z'))).toMatch(/^2026-11-26_/);
    expect(acknowledgementKey('victims@gmail.com', morning)).not.toBe(key);
    expect(acknowledgementKey('ANN@example.com', morning)).toBe(acknowledgementKey('ann@example.com', morning));
    expect(key).not.toContain('victim');
    expect(key).toMatch(/^\d{4}-\d{2}-\d{2}_[0-9a-f]{64}$/);
  });

  it('counts hours in UTC', () => {
    expect(hourKey(morning)).toBe('2026-11-25T09');
    expect(hourKey(new Date('2026-11-25T09:59:59.999Z'))).toBe('2026-11-25T09');
    expect(hourKey(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-25T10');
  });
});
