// The indicative price of a quote, worked out from the rate cards by the public forms' function (and by the
// in-memory data interface that plays it in component tests). Pure: no visitor's browser ever loads it, since the
// rate cards it reads are staff data.
import type { Rate } from '../entity-types';
import { isContainerLoad, isFreightMode, standardHolds, summarizeCargo, type FreightMode, type PackageLine, type StoredCargo } from '../freight/cargo';
import { formatDecimal, formatMeasure, storedCargoOf } from '../freight/cargo-figures';
import { currencies, equipmentNames, weightBreakField, weightBreaksKg, type ContainerBasis, type Currency, type IndicativePrice } from '../freight/prices';
import { quote as quoteEntity } from '../schemas/entity-schemas';
import { isCalendarDay } from '../schemas/field-helpers';
import * as v from 'valibot';

/** What pricing reads of a rate card. */
export type RateCard = Omit<Rate, 'id' | 'createdAt' | 'updatedAt'>;

/** What pricing reads of a quote: the shipper's own words for its lane, and the figures the server computed. */
export interface PricedQuote {
  mode: FreightMode | null;
  origin: string;
  destination: string;
  cargo: StoredCargo | null;
  /** A piece that no container or hold of the mode takes: staff price such cargo themselves. */
  outOfGauge: boolean;
}

/** The quote's figures as the server stores them (`arrivalFieldsOf` computes the same), from its checked fields and package lines. */
export function pricedQuoteOf(fields: Readonly<Record<string, unknown>>, lines: readonly PackageLine[]): PricedQuote {
  const mode = isFreightMode(fields.mode) ? fields.mode : null;
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
  const quote = { mode, origin: text('origin'), destination: text('destination'), cargo: null, outOfGauge: false };
  if (mode === null || lines.length === 0) return quote;
  const summary = summarizeCargo(lines, mode, isContainerLoad(fields.containerLoad) ? fields.containerLoad : null);
  if (summary.issues.length > 0) return quote;
  return { ...quote, cargo: storedCargoOf(summary), outOfGauge: summary.notes.some((note) => note.kind === 'outOfGauge') };
}

/**
 * A place as lanes are matched: accents, case and punctuation dropped, spaces collapsed
 * ('Nhava-Sheva, (IN)' → 'nhava sheva in').
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * How a shipper's free text names a lane end: 'country' when it is the place followed by the country's code
 * ('Nhava Sheva, IN', 'nhava sheva (in)'), 'place' when it is the place alone, otherwise null.
 */
export function laneEndMatch(text: string, place: string, country: string): 'country' | 'place' | null {
  const typed = placeKey(text);
  const named = placeKey(place);
  if (named === '' || typed === '') return null;
  if (typed === `${named} ${placeKey(country)}`) return 'country';
  return typed === named ? 'place' : null;
}

/** Valid on `day` (yyyy-mm-dd in the site's time zone): from its first to its last day, both included. */
export function isRateValidOn(rate: Pick<RateCard, 'validFrom' | 'validUntil'>, day: string): boolean {
  return isCalendarDay(rate.validFrom) && isCalendarDay(rate.validUntil) && rate.validFrom <= day && day <= rate.validUntil;
}

/**
 * The container counts of the stored figures, by the equipment a rate card names: the one place pricing reads them.
 * A type the cargo does not fit (null) or a quote stored without the count has none.
 */
export function containerCountsOf(cargo: StoredCargo): Partial<Record<ContainerBasis, number>> {
  const counts = cargo.containers;
  if (!counts) return {};
  const counted = (value: number | null | undefined) => (typeof value === 'number' && value > 0 ? { value } : null);
  const entries: [ContainerBasis, number | null | undefined][] = [
    ['gp20', counts.twentyFoot],
    ['gp40', counts.fortyFoot],
    ['hc40', counts.fortyFootHighCube],
  ];
  return Object.fromEntries(entries.flatMap(([basis, value]) => (counted(value) ? [[basis, value as number]] : [])));
}

/** A 13.6 m trailer: its inside volume rounded down (some space is always lost to stowage) and its payload. */
export const truckLoad = {
  volumeCbm: Math.floor((standardHolds.land.lengthCm * standardHolds.land.widthCm * standardHolds.land.heightCm) / 1_000_000),
  payloadKg: standardHolds.land.pieceKg,
} as const;

/** Trucks by the larger of volume and payload, at least one. */
export function trucksFor(cargo: Pick<StoredCargo, 'volumeCbm' | 'grossWeightKg'>): number {
  return Math.max(1, Math.ceil(cargo.volumeCbm / truckLoad.volumeCbm), Math.ceil(cargo.grossWeightKg / truckLoad.payloadKg));
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A per-kg charge with its weight breaks: each break's rate applies from its weight up, so the charge is the least of
 * every rate times the larger of the weight and the rate's break (a shipment just under a break may be cheaper
 * charged at the break), and never below the rate's minimum charge.
 */
export function perKgCharge(rate: Pick<RateCard, 'amount' | 'minimum'> & Partial<Pick<RateCard, `perKgFrom${(typeof weightBreaksKg)[number]}`>>, kg: number): number {
  const tiers = [
    { fromKg: 0, perKg: rate.amount },
    ...weightBreaksKg.flatMap((fromKg) => {
      const perKg = rate[weightBreakField(fromKg)];
      return typeof perKg === 'number' ? [{ fromKg, perKg }] : [];
    }),
  ];
  const charge = Math.min(...tiers.map(({ fromKg, perKg }) => perKg * Math.max(kg, fromKg)));
  return cents(Math.max(rate.minimum ?? 0, charge));
}

interface PriceOption {
  rate: RateCard;
  amount: number;
  /** What the amount is for, in words: '2 × 20′ GP', '3.200 W/M', '1,250.5 kg', '2 trucks'. */
  what: string;
}

/** The charge of one rate card for the quote's cargo, or null when the rate does not price it. */
function optionOf(rate: RateCard, mode: FreightMode, cargo: StoredCargo): PriceOption | null {
  const chargeable = cargo.chargeableWeightKg;
  switch (rate.basis) {
    case 'gp20':
    case 'gp40':
    case 'hc40': {
      const count = mode === 'sea' && cargo.load !== 'lcl' ? containerCountsOf(cargo)[rate.basis] : undefined;
      return count === undefined ? null : { rate, amount: cents(rate.amount * count), what: `${count} × ${equipmentNames[rate.basis]}` };
    }
    case 'wm': {
      const freightTons = cargo.load === 'lcl' ? cargo.freightTons : null;
      if (typeof freightTons !== 'number') return null;
      return { rate, amount: cents(Math.max(rate.minimum ?? 0, rate.amount * freightTons)), what: `${formatDecimal(freightTons, 3)} W/M` };
    }
    case 'kg':
      if (mode === 'sea' || typeof chargeable !== 'number') return null;
      return { rate, amount: perKgCharge(rate, chargeable), what: `${formatMeasure(chargeable)} kg chargeable` };
    case 'truck': {
      if (mode !== 'land') return null;
      const trucks = trucksFor(cargo);
      return { rate, amount: cents(rate.amount * trucks), what: `${trucks} ${trucks === 1 ? 'truck' : 'trucks'}` };
    }
  }
}

const modeWords: Readonly<Record<FreightMode, string>> = { sea: 'sea freight', air: 'air freight', land: 'land freight' };

/** The rate cards whose lane the quote names; none when a place named without its country matches places in several countries. */
function laneRates(rates: readonly RateCard[], quote: PricedQuote): RateCard[] {
  const matched = rates.map((rate) => ({
    rate,
    origin: laneEndMatch(quote.origin, rate.originPlace, rate.originCountry),
    destination: laneEndMatch(quote.destination, rate.destinationPlace, rate.destinationCountry),
  }));
  const onLane = matched.filter((entry) => entry.origin !== null && entry.destination !== null);
  const countries = (end: 'origin' | 'destination') => new Set(onLane.filter((entry) => entry[end] === 'place').map((entry) => entry.rate[`${end}Country`]));
  // 'Hyderabad' alone could be in India or in Pakistan: no guess.
  if (countries('origin').size > 1 || countries('destination').size > 1) return [];
  return onLane.map((entry) => entry.rate);
}

function coversText(options: readonly PriceOption[], mode: FreightMode): string {
  const [first] = options;
  if (!first) return '';
  const what = [...new Set(options.map((option) => option.what))].join(' or ');
  const lane = `from ${first.rate.originPlace} (${first.rate.originCountry}) to ${first.rate.destinationPlace} (${first.rate.destinationCountry})`;
  const includes = [...new Set(options.map((option) => option.rate.includes.replace(/\s+/g, ' ').replace(/[.\s]+$/, '').trim()).filter(Boolean))];
  return `${what}, ${modeWords[mode]} ${lane}${includes.length > 0 ? `. Includes: ${includes.join('; ')}` : ''}`;
}

/**
 * The indicative price of a quote on `day` (yyyy-mm-dd, the site's time zone), or null: no mode, no package lines, a
 * piece out of gauge, or no rate card of the quote's mode and lane valid that day that prices its cargo. Several
 * matching rates (equipment, carriers) give a range. Amounts are compared within one currency: when the matching
 * rates are in both, the currency with more of them is used (the first of `currencies` on a tie).
 */
export function indicativePriceOf(rates: readonly RateCard[], quote: PricedQuote, day: string): IndicativePrice | null {
  const { mode, cargo } = quote;
  if (mode === null || cargo === null || quote.outOfGauge) return null;
  const valid = rates.filter((rate) => rate.mode === mode && isRateValidOn(rate, day));
  const options = laneRates(valid, quote)
    .map((rate) => optionOf(rate, mode, cargo))
    .filter((option): option is PriceOption => option !== null);
  const inCurrency = (currency: Currency) => options.filter((option) => option.rate.currency === currency);
  const currency = [...currencies].sort((a, b) => inCurrency(b).length - inCurrency(a).length)[0];
  const used = currency ? inCurrency(currency) : [];
  if (!currency || used.length === 0) return null;
  const amounts = used.map((option) => option.amount);
  const transit = used.map((option) => option.rate.transitDays);
  return {
    currency,
    low: Math.min(...amounts),
    high: Math.max(...amounts),
    covers: coversText([...used].sort((a, b) => a.amount - b.amount), mode),
    validUntil: used.map((option) => option.rate.validUntil).sort()[0] as string,
    transitDaysLow: Math.min(...transit),
    transitDaysHigh: Math.max(...transit),
  };
}

/** A stored quote's indicative price as the quote schema reads it: null when absent or unreadable. */
export function storedPriceOf(value: unknown): IndicativePrice | null {
  const result = v.safeParse(quoteEntity.fields.indicativePrice.stored, value);
  return result.success ? result.output : null;
}
