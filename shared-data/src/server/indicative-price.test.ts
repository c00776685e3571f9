/**
 * @jest-environment node
 */
import type { PackageLine } from '../freight/cargo';
import { makeRate } from '../testing/sample-entities';
import {
  containerCountsOf,
  indicativePriceOf,
  isRateValidOn,
  laneEndMatch,
  perKgCharge,
  placeKey,
  pricedQuoteOf,
  trucksFor,
  truckLoad,
  type RateCard,
} from './indicative-price';

const day = '2026-06-15';

function rate(overrides: Partial<RateCard> = {}): RateCard {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...card } = makeRate({ id: 'r' });
  return { ...card, ...overrides };
}

const line = (count: number, lengthCm: number, widthCm: number, heightCm: number, grossWeightKg: number): PackageLine => ({ count, lengthCm, widthCm, heightCm, grossWeightKg });

/** Ten pallets of 3,000 kg: 12 CBM and 30,000 kg, over a 20′ GP's payload, so two of them. */
const tenHeavyPallets = [line(10, 120, 100, 100, 3000)];
const onLane = { origin: 'Nhava Sheva (IN)', destination: 'Jebel Ali, AE' };
const seaQuote = (lines = tenHeavyPallets, extra: Record<string, unknown> = {}) => pricedQuoteOf({ mode: 'sea', ...onLane, ...extra }, lines);

describe('lanes: the place, case, accents and punctuation aside, with its country code or alone', () => {
  it('keys a place by letters and digits', () => {
    expect(placeKey('  Nhava-Sheva, (IN). ')).toBe('nhava sheva in');
    expect(placeKey('Jébel  Ali')).toBe('jebel ali');
    expect(placeKey('Port No. 3')).toBe('port no 3');
  });
  it.each([
    ['Nhava Sheva (IN)', 'country'],
    ['nhava sheva, in', 'country'],
    ['NHAVA-SHEVA IN', 'country'],
    ['Nhava Sheva', 'place'],
    ['  nhava   sheva. ', 'place'],
    ['Nhava Sheva, India', null],
    ['Nhava Sheva (AE)', null],
    ['IN Nhava Sheva', null],
    ['Nhava', null],
    ['', null],
  ])('"%s" names Nhava Sheva (IN): %s', (text, expected) => {
    expect(laneEndMatch(text, 'Nhava Sheva', 'IN')).toBe(expected);
  });
  it('prices a lane with or without countries', () => {
    for (const [origin, destination] of [
      ['Nhava Sheva', 'Jebel Ali'],
      ['nhava sheva (in)', 'JEBEL ALI (AE)'],
    ] as const) {
      expect([origin, indicativePriceOf([rate()], seaQuote(tenHeavyPallets, { origin, destination }), day)?.low]).toEqual([origin, 1700]);
    }
  });
  it('never prices another or reversed lane', () => {
    expect(indicativePriceOf([rate()], seaQuote(tenHeavyPallets, { origin: 'Mundra (IN)' }), day)).toBeNull();
    expect(indicativePriceOf([rate()], seaQuote(tenHeavyPallets, { origin: 'Jebel Ali (AE)', destination: 'Nhava Sheva (IN)' }), day)).toBeNull();
  });
  it('never guesses the country of an ambiguous place', () => {
    const rates = [rate({ originPlace: 'Hyderabad', originCountry: 'IN' }), rate({ originPlace: 'Hyderabad', originCountry: 'PK', amount: 700 })];
    expect(indicativePriceOf(rates, seaQuote(tenHeavyPallets, { origin: 'Hyderabad' }), day)).toBeNull();
    expect(indicativePriceOf(rates, seaQuote(tenHeavyPallets, { origin: 'Hyderabad (PK)' }), day)).toMatchObject({ low: 1400, high: 1400 });
  });
});

describe('validity: only rates valid on the day, both ends included', () => {
  it.each([
    ['2026-06-15', '2026-06-15', true],
    ['2026-06-01', '2026-06-14', false],
    ['2026-06-16', '2026-07-01', false],
    ['2026-06-15', '2026-02-30', false],
  ])('from %s until %s on 2026-06-15: %s', (validFrom, validUntil, valid) => {
    expect(isRateValidOn({ validFrom, validUntil }, day)).toBe(valid);
  });
  it('never uses a rate outside its validity', () => {
    expect(indicativePriceOf([rate({ validUntil: '2026-06-14' })], seaQuote(), day)).toBeNull();
    expect(indicativePriceOf([rate({ validFrom: '2026-06-16' })], seaQuote(), day)).toBeNull();
  });
  it('keeps expired rates out of ranges', () => {
    const price = indicativePriceOf([rate(), rate({ basis: 'gp40', amount: 400, validUntil: '2026-06-14' })], seaQuote(), day);
    expect(price).toMatchObject({ low: 1700, high: 1700 });
  });
});

describe('sea FCL: the container counts of the stored figures times the rate per container', () => {
  it('prices heavy packages by two 20′ GP', () => {
    const quote = seaQuote();
    expect(quote.cargo?.load).toBe('fcl');
    expect(containerCountsOf(quote.cargo!)).toMatchObject({ gp20: 2 });
    expect(indicativePriceOf([rate()], quote, day)).toEqual({
      currency: 'USD',
      low: 1700,
      high: 1700,
      covers: '2 × 20′ GP, sea freight from Nhava Sheva (IN) to Jebel Ali (AE). Includes: Ocean freight and origin THC',
      validUntil: '2026-12-31',
      transitDaysLow: 5,
      transitDaysHigh: 5,
    });
  });
  it('gives a range over the fitting equipment', () => {
    const rates = [rate(), rate({ basis: 'gp40', amount: 1500, validUntil: '2026-07-31', transitDays: 7, includes: 'Ocean freight only' })];
    expect(indicativePriceOf(rates, seaQuote(), day)).toEqual({
      currency: 'USD',
      low: 1700,
      high: 3000,
      covers: '2 × 20′ GP or 2 × 40′ GP, sea freight from Nhava Sheva (IN) to Jebel Ali (AE). Includes: Ocean freight and origin THC; Ocean freight only',
      validUntil: '2026-07-31',
      transitDaysLow: 5,
      transitDaysHigh: 7,
    });
  });
  it('counts nothing for missing or unfillable types', () => {
    expect(containerCountsOf({ volumeCbm: 1, grossWeightKg: 1, volumetricWeightKg: null, chargeableWeightKg: null, containers: { twentyFoot: 1, fortyFoot: null } })).toEqual({ gp20: 1 });
    expect(containerCountsOf({ volumeCbm: 1, grossWeightKg: 1, volumetricWeightKg: null, chargeableWeightKg: null, containers: null })).toEqual({});
  });
  it('gives out-of-gauge cargo no price', () => {
    const quote = seaQuote([line(1, 1300, 240, 240, 5000)]);
    expect(quote.outOfGauge).toBe(true);
    expect(indicativePriceOf([rate()], quote, day)).toBeNull();
  });
});

describe('sea LCL: per W/M, with the rate’s minimum charge', () => {
  const lcl = (lines: PackageLine[]) => seaQuote(lines, { containerLoad: 'lcl' });
  it('charges the W/M of the figures', () => {
    // 5 pallets of 1 CBM and 300 kg: 5 W/M.
    const price = indicativePriceOf([rate({ basis: 'wm', amount: 42.5, minimum: 60 })], lcl([line(5, 100, 100, 100, 300)]), day);
    expect(price).toMatchObject({ low: 212.5, high: 212.5, covers: '5.000 W/M, sea freight from Nhava Sheva (IN) to Jebel Ali (AE). Includes: Ocean freight and origin THC' });
  });
  it('charges at least the minimum', () => {
    // One small box: the figures' minimum of 1 W/M, then the rate's minimum of 60.
    expect(indicativePriceOf([rate({ basis: 'wm', amount: 42.5, minimum: 60 })], lcl([line(1, 50, 50, 50, 20)]), day)).toMatchObject({ low: 60 });
  });
  it('prices LCL by W/M, FCL by container', () => {
    expect(indicativePriceOf([rate()], lcl([line(5, 100, 100, 100, 300)]), day)).toBeNull();
    expect(indicativePriceOf([rate({ basis: 'wm', amount: 40 })], seaQuote(), day)).toBeNull();
  });
});

describe('air: per kg of chargeable weight, with weight breaks and a minimum', () => {
  const breaks = { amount: 5, perKgFrom45: 4, perKgFrom100: 3.5, perKgFrom300: 3, minimum: 75 };
  it.each([
    [10, 75],
    // 45 kg at the +45 kg rate (180) costs less than 44 kg at the normal rate (220).
    [44, 180],
    [30, 150],
    [120, 420],
    // Charged at the +300 kg break: 900 is less than 290 kg at 3.50.
    [290, 900],
    [400, 1200],
  ])('%s kg chargeable costs %s', (kg, amount) => {
    expect(perKgCharge(breaks, kg)).toBe(amount);
  });
  it('prices air by chargeable weight', () => {
    const quote = pricedQuoteOf({ mode: 'air', origin: 'Mumbai (IN)', destination: 'Dubai (AE)' }, [line(2, 100, 80, 60, 40)]);
    expect(quote.cargo?.chargeableWeightKg).toBe(160);
    const card = rate({ mode: 'air', basis: 'kg', originPlace: 'Mumbai', destinationPlace: 'Dubai', currency: 'INR', transitDays: 1, includes: '', ...breaks });
    expect(indicativePriceOf([card], quote, day)).toEqual({
      currency: 'INR',
      low: 560,
      high: 560,
      covers: '160 kg chargeable, air freight from Mumbai (IN) to Dubai (AE)',
      validUntil: '2026-12-31',
      transitDaysLow: 1,
      transitDaysHigh: 1,
    });
  });
});

describe('land: per truck or per kg', () => {
  it('counts trucks by volume or payload', () => {
    expect(truckLoad).toEqual({ volumeCbm: 89, payloadKg: 24000 });
    expect(trucksFor({ volumeCbm: 10, grossWeightKg: 5000 })).toBe(1);
    expect(trucksFor({ volumeCbm: 100, grossWeightKg: 5000 })).toBe(2);
    expect(trucksFor({ volumeCbm: 10, grossWeightKg: 50000 })).toBe(3);
  });
  it('ranges truck and per-kg rates', () => {
    const quote = pricedQuoteOf({ mode: 'land', origin: 'Pune IN', destination: 'Delhi IN' }, [line(20, 120, 100, 150, 800)]);
    const lane = { mode: 'land' as const, originPlace: 'Pune', originCountry: 'IN', destinationPlace: 'Delhi', destinationCountry: 'IN', currency: 'INR' as const, includes: '' };
    const price = indicativePriceOf([rate({ ...lane, basis: 'truck', amount: 65000, transitDays: 3 }), rate({ ...lane, basis: 'kg', amount: 4, transitDays: 4 })], quote, day);
    // 36 CBM and 16,000 kg: one truck, or 16,000 kg chargeable (road counts 333 kg per CBM: 12,000 kg by volume).
    expect(price).toEqual({ currency: 'INR', low: 64000, high: 65000, covers: '16,000 kg chargeable or 1 truck, land freight from Pune (IN) to Delhi (IN)', validUntil: '2026-12-31', transitDaysLow: 3, transitDaysHigh: 4 });
  });
});

describe('what gives no price', () => {
  it('a quote without mode, lines or matching rates', () => {
    expect(indicativePriceOf([rate()], pricedQuoteOf({ ...onLane }, tenHeavyPallets), day)).toBeNull();
    expect(indicativePriceOf([rate()], pricedQuoteOf({ mode: 'sea', ...onLane }, []), day)).toBeNull();
    expect(indicativePriceOf([rate()], pricedQuoteOf({ mode: 'air', ...onLane }, tenHeavyPallets), day)).toBeNull();
  });
  it('no rate cards at all', () => {
    expect(indicativePriceOf([], seaQuote(), day)).toBeNull();
  });
});

describe('currencies: amounts compared within one', () => {
  it('uses the most common rate currency', () => {
    const rates = [rate({ currency: 'INR', amount: 70000 }), rate({ basis: 'gp40', amount: 1500 }), rate({ basis: 'hc40', amount: 1600 })];
    expect(indicativePriceOf(rates, seaQuote(), day)).toMatchObject({ currency: 'USD', low: 3000, high: 3200 });
  });
  it('uses INR, the first, on a tie', () => {
    const rates = [rate({ currency: 'INR', amount: 70000 }), rate({ basis: 'gp40', amount: 1500 })];
    expect(indicativePriceOf(rates, seaQuote(), day)).toMatchObject({ currency: 'INR', low: 140000, high: 140000 });
  });
});
