import { checkStaffPrice, isPriceExpired, questionProblem, quoteStatusPath, quoteStatusView, siteTimeText, staffPriceMessages, staffPriceText, type HistoryRecord } from './quote-status';

const at = (iso: string) => new Date(iso);
const NOW = Date.parse('2026-03-10T06:30:00Z'); // 12:00 in Kolkata

const quote = (fields: Record<string, unknown> = {}) => ({
  reference: 'Q-2026-000042',
  status: 'new',
  createdAt: at('2026-03-09T04:00:00Z'),
  mode: 'sea',
  origin: 'Nhava Sheva, IN',
  destination: 'Jebel Ali, AE',
  cargo: { volumeCbm: 12.5, grossWeightKg: 3000, volumetricWeightKg: null, chargeableWeightKg: null, containers: null },
  name: 'Meera Shah',
  email: 'meera@example.com',
  contactNumber: '+91 98765 43210',
  ...fields,
});
const price = { amount: 1250, currency: 'USD', validUntil: '2026-03-20', message: 'Includes THC at origin.' };
const view = (fields: Record<string, unknown> = {}, history: HistoryRecord[] = []) => quoteStatusView({ reference: 'Q-2026-000042', data: quote(fields), history, nowMs: NOW });
const steps = (v: ReturnType<typeof view>) => v.timeline.map((step) => [step.label, step.state, step.atText]);

describe('quoteStatusView', () => {
  it('shows a new quote as Received', () => {
    expect(steps(view())).toEqual([
      ['Received', 'current', 'March 9, 2026, 09:30 (UTC+05:30)'],
      ['Being priced', 'upcoming', null],
      ['Quoted', 'upcoming', null],
    ]);
  });

  it('times each step from its latest entry', () => {
    const history = [
      { status: 'pricing', at: at('2026-03-09T05:00:00Z') },
      { status: 'quoted', at: at('2026-03-09T07:15:00Z') },
    ];
    expect(steps(view({ status: 'quoted', price }, history))).toEqual([
      ['Received', 'done', 'March 9, 2026, 09:30 (UTC+05:30)'],
      ['Being priced', 'done', 'March 9, 2026, 10:30 (UTC+05:30)'],
      ['Quoted', 'current', 'March 9, 2026, 12:45 (UTC+05:30)'],
    ]);
  });

  it('ends with Accepted, Declined or Expired', () => {
    const history = [{ status: 'accepted', at: at('2026-03-10T05:00:00Z') }];
    expect(steps(view({ status: 'accepted', price }, history)).at(-1)).toEqual(['Accepted', 'current', 'March 10, 2026, 10:30 (UTC+05:30)']);
    expect(steps(view({ status: 'declined' })).at(-1)).toEqual(['Declined', 'current', null]);
    const expired = view({ status: 'quoted', price: { ...price, validUntil: '2026-03-09' } });
    expect(expired.expired).toBe(true);
    expect(steps(expired).at(-1)).toEqual(['Expired', 'current', 'March 10, 2026, 00:00 (UTC+05:30)']);
  });

  it('lists shipper messages apart from the timeline', () => {
    const history = [
      { status: 'quoted', at: at('2026-03-09T07:15:00Z') },
      { status: 'quoted', at: at('2026-03-10T03:00:00Z'), kind: 'question', message: 'Does it include customs?' },
    ];
    const shown = view({ status: 'quoted', price }, history);
    expect(steps(shown).at(-1)).toEqual(['Quoted', 'current', 'March 9, 2026, 12:45 (UTC+05:30)']);
    expect(shown.messages).toEqual([{ kind: 'question', message: 'Does it include customs?', atText: 'March 10, 2026, 08:30 (UTC+05:30)' }]);
  });

  it('shows route and figures, not the sender', () => {
    const shown = view();
    expect(shown.route).toEqual([
      { label: 'Mode', value: 'Sea' },
      { label: 'Origin', value: 'Nhava Sheva, IN' },
      { label: 'Destination', value: 'Jebel Ali, AE' },
    ]);
    expect(shown.figures.slice(0, 2)).toEqual([
      { label: 'Total volume', value: '12.500 CBM' },
      { label: 'Total gross weight', value: '3,000.0 kg' },
    ]);
    const text = JSON.stringify(shown);
    for (const secret of ['Meera', 'meera@example.com', '98765']) expect(text).not.toContain(secret);
  });

  it('reads unknown status and malformed price safely', () => {
    const shown = view({ status: 'archived', price: { amount: 'lots' } });
    expect(shown.status).toBe('new');
    expect(shown.price).toBeNull();
  });
});

describe('expiry and texts', () => {
  it('expires after its last day, site time', () => {
    expect(isPriceExpired({ validUntil: '2026-03-10' }, Date.parse('2026-03-10T18:29:00Z'))).toBe(false);
    expect(isPriceExpired({ validUntil: '2026-03-10' }, Date.parse('2026-03-10T18:30:00Z'))).toBe(true);
  });

  it('writes times in the site time zone', () => {
    expect(siteTimeText(Date.parse('2026-12-31T20:00:00Z'))).toBe('January 1, 2027, 01:30 (UTC+05:30)');
  });

  it('writes amounts with their currency', () => {
    expect(staffPriceText({ amount: 1250, currency: 'USD' })).toBe('USD 1,250');
    expect(staffPriceText({ amount: 48500.5, currency: 'INR' })).toBe('INR 48,500.50');
  });

  it('puts the key in the status query', () => {
    expect(quoteStatusPath('Q-2026-000042', 'abc_DEF-123')).toBe('/quote-status/Q-2026-000042?key=abc_DEF-123');
  });
});

describe('checkStaffPrice', () => {
  const input = { amount: '1,250.50', currency: 'USD', validUntil: '2026-03-20', message: ' Valid for 20 GP. ' };
  const today = '2026-03-10';

  it('takes a price as typed', () => {
    expect(checkStaffPrice(input, today)).toEqual({ ok: true, price: { amount: 1250.5, currency: 'USD', validUntil: '2026-03-20', message: 'Valid for 20 GP.' } });
  });

  it.each([
    ['amount', { amount: '' }, staffPriceMessages.amount],
    ['amount', { amount: '0' }, staffPriceMessages.amount],
    ['amount', { amount: '-3' }, staffPriceMessages.amount],
    ['amount', { amount: '12.345' }, staffPriceMessages.decimals],
    ['amount', { amount: '100000001' }, staffPriceMessages.amountTooLarge],
    ['currency', { currency: 'EUR' }, staffPriceMessages.currency],
    ['validUntil', { validUntil: '' }, staffPriceMessages.validUntil],
    ['validUntil', { validUntil: '2026-02-30' }, staffPriceMessages.validUntil],
    ['validUntil', { validUntil: '2026-03-09' }, staffPriceMessages.pastDay],
    ['message', { message: 'x'.repeat(1001) }, staffPriceMessages.messageTooLong],
    ['message', { message: 'a\u202Eb' }, staffPriceMessages.characters],
  ])('refuses a bad %s', (field, change, message) => {
    expect(checkStaffPrice({ ...input, ...change }, today)).toEqual({ ok: false, field, message });
  });

  it('takes a price valid until today', () => {
    expect(checkStaffPrice({ ...input, validUntil: today }, today).ok).toBe(true);
  });
});

describe('questionProblem', () => {
  it('a question needs words, a price not', () => {
    expect(questionProblem('question', '  ')).toBe('Please write your question.');
    expect(questionProblem('newPrice', '')).toBeNull();
  });

  it('refuses a message over the limit', () => {
    expect(questionProblem('question', 'x'.repeat(1001))).toBe('Please shorten your message to 1000 characters or fewer.');
    expect(questionProblem('question', 'x'.repeat(1000))).toBeNull();
  });
});
