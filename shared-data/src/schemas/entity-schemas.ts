// One declaration per entity: input schemas, types, firestore.rules and the staff screens are all derived from it.
import * as v from 'valibot';
import { experienceOptions, relocateOptions, type CollectionName } from '../entities';
import {
  containerLoadLabels,
  containerLoads,
  dangerousGoodsClasses,
  dangerousGoodsClassNames,
  deliveryIncoterms,
  freightModeLabels,
  freightModes,
  incotermLabels,
  incoterms,
  pickupIncoterms,
  yesOrNo,
  yesOrNoLabels,
} from '../freight/terms';
import { serviceLabels } from '../services';
import { applicantStatuses, quoteStatuses } from '../pipeline';
import { resumeProblems } from './resume-check';
import { currencies, rateBases, weightBreakField, weightBreaksKg, type WeightBreakField } from '../freight/prices';
import {
  askedWhen,
  assignee,
  choice,
  consent,
  date,
  documentId,
  email,
  file,
  flag,
  indicativePrice,
  number,
  keyHash,
  packages,
  phone,
  photo,
  reference,
  requiredWhen,
  searchTerms,
  serverTime,
  services,
  shown,
  staffPrice,
  storedCargo,
  storedTime,
  text,
  valueFlags,
  writtenBy,
  type AnySchema,
  type FieldDef,
} from './field-helpers';

type Timestamp = 'createdAt' | 'updatedAt';
type StoredEntries<F extends Record<string, FieldDef>, T extends Timestamp> = {
  [K in keyof F as F[K]['storedAs'] extends string ? F[K]['storedAs'] : K]: F[K]['stored'];
} & { [K in T]: typeof storedTime };

export interface AnyEntity {
  readonly collection: CollectionName;
  readonly noun: string;
  readonly fields: Readonly<Record<string, FieldDef>>;
  readonly timestamps: readonly Timestamp[];
  readonly stored: AnySchema;
}

export interface Entity<F extends Record<string, FieldDef>, T extends Timestamp> extends AnyEntity {
  readonly fields: F;
  readonly timestamps: readonly T[];
  readonly stored: v.StrictObjectSchema<StoredEntries<F, T>, undefined>;
}

function entity<const F extends Record<string, FieldDef>, const T extends Timestamp>(
  collection: CollectionName,
  noun: string,
  fields: F,
  timestamps: readonly T[],
): Entity<F, T> {
  const pairs = Object.entries(fields);
  // Object.fromEntries loses the key types; the mapped type above states them.
  const stored = v.strictObject({
    ...Object.fromEntries(pairs.map(([key, def]) => [def.storedAs ?? key, def.stored])),
    ...Object.fromEntries(timestamps.map((time) => [time, storedTime])),
  } as StoredEntries<F, T>);
  return { collection, noun, fields, timestamps, stored };
}

/** Where a public form came from: a hash of the sender's network, and whether that network sent far more than people do. */
function provenance() {
  return {
    source: writtenBy('server', documentId({ label: 'source' })),
    suspectedFlood: writtenBy('server', flag({ label: 'suspected flood' })),
  };
}

const dangerous = { field: 'dangerousGoods', is: ['yes'] } as const;
const controlled = { field: 'temperatureControlled', is: ['yes'] } as const;
const notInsured = (quote: Readonly<Record<string, unknown>>) => quote.insureCargo !== true;

export const quote = entity(
  'quotes',
  'quote',
  {
    name: shown(text('name'), { label: 'Name', as: 'text', screens: { detail: { label: 'By' }, mail: { label: 'Contact' } } }),
    companyName: shown(text('companyName'), { label: 'Company', as: 'text', screens: { detail: false, mail: { order: -1 } } }),
    email: shown(email(), { label: 'E-mail', as: 'email', screens: { detail: { label: 'Email' } } }),
    contactNumber: shown(phone('contactNumber'), { label: 'Contact number', as: 'phone', screens: { detail: { label: 'Contact Number' }, csv: { label: 'Phone' } } }),
    companyAddress: shown(text('companyAddress'), { label: 'Company address', as: 'text', screens: { detail: { label: 'Company Address' } } }),
    services: shown(services(), { label: 'Services', as: 'text', words: serviceLabels }),
    comments: shown(text('comments', { multiLine: true, mayBeEmpty: true }), { label: 'Comments', as: 'multiLine', empty: 'No comments', screens: { csv: { order: 1 } } }),
    mode: shown(choice(freightModes, { optional: true }), { label: 'Mode', as: 'text', words: freightModeLabels, section: 'shipment' }),
    containerLoad: shown(choice(containerLoads, { optional: true, label: 'container load' }), {
      label: 'Container load',
      as: 'text',
      words: containerLoadLabels,
      section: 'shipment',
      // The cargo figures name the load when they have one: said once. The CSV keeps the shipper's choice in its own column.
      screens: { detail: { omitWhen: (quote) => Boolean((quote.cargo as { load?: unknown } | null | undefined)?.load) }, mail: false },
    }),
    origin: shown(text('origin', { optional: true }), { label: 'Origin', as: 'text', section: 'shipment' }),
    destination: shown(text('destination', { optional: true }), { label: 'Destination', as: 'text', section: 'shipment' }),
    readyDate: shown(date({ label: 'ready date' }), { label: 'Ready date', as: 'date', section: 'shipment' }),
    incoterm: shown(choice(incoterms, { optional: true, label: 'Incoterm' }), {
      label: 'Incoterm',
      as: 'text',
      section: 'shipment',
      screens: { mail: { words: Object.fromEntries(incoterms.map((term) => [term, `${term} (${incotermLabels[term]})`])) } },
    }),
    cargoDescription: shown(text('cargoDescription', { multiLine: true, optional: true }), { label: 'Cargo description', as: 'multiLine', section: 'shipment' }),
    packages: shown(packages(), { label: 'Packages', as: 'list', section: 'shipment', screens: { csv: { label: 'Package lines' }, mail: { label: 'Package lines' } } }),
    // What forwarders need to price, each asked only where it matters: the address where the Incoterm makes us
    // collect or deliver, the UN number and class of dangerous goods, the range of a temperature-controlled cargo.
    pickupAddress: shown(askedWhen(text('pickupAddress', { optional: true }), { field: 'incoterm', is: pickupIncoterms }), { label: 'Pickup address', as: 'text', section: 'shipment' }),
    deliveryAddress: shown(askedWhen(text('deliveryAddress', { optional: true }), { field: 'incoterm', is: deliveryIncoterms }), { label: 'Delivery address', as: 'text', section: 'shipment' }),
    dangerousGoods: shown(choice(yesOrNo, { optional: true, label: 'dangerous goods' }), { label: 'Dangerous goods', as: 'text', words: yesOrNoLabels, section: 'shipment' }),
    unNumber: shown(askedWhen(text('unNumber', { optional: true, label: 'UN number', checks: [v.regex(/^[0-9]{4}$/)] }), dangerous, { required: true }), {
      label: 'UN number',
      as: 'text',
      section: 'shipment',
    }),
    dangerousGoodsClass: shown(askedWhen(choice(dangerousGoodsClasses, { optional: true, label: 'dangerous goods class' }), dangerous, { required: true }), {
      label: 'Dangerous goods class',
      as: 'text',
      words: Object.fromEntries(dangerousGoodsClasses.map((item) => [item, `${item} (${dangerousGoodsClassNames[item]})`])),
      section: 'shipment',
    }),
    temperatureControlled: shown(choice(yesOrNo, { optional: true, label: 'temperature control' }), { label: 'Temperature controlled', as: 'text', words: yesOrNoLabels, section: 'shipment' }),
    temperatureMinC: shown(askedWhen(number('temperatureC', { label: 'lowest temperature', optional: true }), controlled, { required: true }), { label: 'Lowest temperature (°C)', as: 'text', section: 'shipment' }),
    temperatureMaxC: shown(askedWhen(number('temperatureC', { label: 'highest temperature', optional: true, notBelow: 'temperatureMinC' }), controlled, { required: true }), {
      label: 'Highest temperature (°C)',
      as: 'text',
      section: 'shipment',
    }),
    cargoValue: shown(requiredWhen(number('cargoValue', { optional: true }), { field: 'insureCargo', is: [true] }), { label: 'Cargo value', as: 'text', section: 'shipment' }),
    cargoValueCurrency: shown(askedWhen(choice(currencies, { optional: true, label: 'currency' }), { field: 'cargoValue' }, { required: true }), { label: 'Currency', as: 'text', section: 'shipment' }),
    insureCargo: shown(flag({ label: 'insurance', optional: true }), {
      label: 'Insurance requested',
      as: 'text',
      words: { true: 'Yes', false: 'No' },
      section: 'shipment',
      screens: { detail: { omitWhen: notInsured }, mail: { omitWhen: notInsured } },
    }),
    status: writtenBy('staff', choice(quoteStatuses)),
    /** The history entry of the latest status change; the rules pair the two. */
    historyId: writtenBy('staff', documentId()),
    reference: reference(),
    cargo: shown(storedCargo(), { label: 'Cargo figures', as: 'cargo', screens: { csv: { label: 'Figures' } } }),
    indicativePrice: indicativePrice(),
    // The shipper's status page: the hash of its key (the server's), and the price staff sent ('Send price').
    statusKeyHash: keyHash({ label: 'status key hash' }),
    price: writtenBy('staff', staffPrice()),
    searchTerms: searchTerms(),
    serviceFlags: valueFlags(),
    ...provenance(),
    // Answering within the hour: who works the quote ('' for nobody), when it first left 'new', when its wait reaches
    // one business hour (cleared once answered or reminded) and when staff were reminded.
    assignedTo: writtenBy('staff', assignee('sales')),
    firstAnsweredAt: serverTime(),
    remindAt: serverTime(),
    reminderSentAt: serverTime(),
  },
  ['createdAt'],
);

const asStored = (options: readonly string[]) => Object.fromEntries(options.map((option) => [option, option]));

export const applicant = entity(
  'applicants',
  'application',
  {
    name: shown(text('name'), { label: 'Name', as: 'text' }),
    email: shown(email(), { label: 'E-mail', as: 'email', screens: { detail: { label: 'Email' } } }),
    number: shown(phone('number', { label: 'phone number' }), { label: 'Number', as: 'phone', screens: { csv: { label: 'Phone' } } }),
    position: shown(text('position'), { label: 'Current Position', as: 'text', screens: { mail: { label: 'Current position' } } }),
    // The detail page links the vacancy after the date applied; the e-mail names it first.
    vacancyId: shown(documentId({ label: 'vacancy' }), { label: 'Vacancy', as: 'document', screens: { detail: { order: 2 }, mail: { order: -1 } } }),
    relocate: shown(choice(relocateOptions), { label: 'Willing to relocate', as: 'text', words: { yes: 'Yes', no: 'No' }, screens: { mail: { words: asStored(relocateOptions) } } }),
    experience: shown(choice(experienceOptions), {
      label: 'Experience (years)',
      as: 'text',
      screens: { detail: { label: 'Experience', words: Object.fromEntries(experienceOptions.map((range) => [range, `${range} years`])) } },
    }),
    resume: file('resume', 'resumeURL'),
    consent: consent(),
    status: writtenBy('staff', choice(applicantStatuses)),
    /** The history entry of the latest status change; the rules pair the two. */
    historyId: writtenBy('staff', documentId()),
    // The CSV and the e-mail name the reference first of their own.
    reference: shown(reference(), { label: 'Reference', as: 'text', screens: { detail: { order: -1 }, csv: false, mail: false } }),
    searchTerms: searchTerms(),
    /** Why the server deleted the resume; absent while it is kept or not yet checked. */
    resumeProblem: writtenBy('server', choice(resumeProblems, { optional: true, label: 'resume problem' })),
    ...provenance(),
  },
  ['createdAt'],
);

export const vacancy = entity(
  'jobvacancy',
  'vacancy',
  {
    position: text('position'),
    department: text('department'),
    overview: text('overview', { multiLine: true }),
    responsibilities: text('responsibilities', { multiLine: true }),
    prerequisite: text('prerequisite', { multiLine: true }),
    experience: text('experience'),
    isBlocked: flag({ label: 'blocked flag' }),
    closingDate: date({ label: 'closing date' }),
  },
  ['createdAt'],
);

export const post = entity(
  'posts',
  'post',
  {
    name: text('name'),
    topic: text('topic'),
    description: text('description'),
    message: text('message', { multiLine: true, keepSpaces: true }),
    mainPhoto: photo({ label: 'blog photo' }),
    profilePhoto: photo(),
  },
  ['createdAt', 'updatedAt'],
);

/** A lane end's country: its ISO 3166 two-letter code in capitals ('IN'). */
const countryCode = (label: string) => text('countryCode', { label, checks: [v.regex(/^[A-Z]{2}$/)] });

type WeightBreakDef = ReturnType<typeof number<{ optional: true; label: string }>>;

/** A lower rate per kg from each weight break up; any may be left out. */
function weightBreaks(): Record<WeightBreakField, WeightBreakDef> {
  const breaks = weightBreaksKg.map((kg) => [weightBreakField(kg), number('amount', { optional: true, label: `rate from ${kg} kg` })] as const);
  // Object.fromEntries loses the key types; the list above has one entry per break.
  return Object.fromEntries(breaks) as Record<WeightBreakField, WeightBreakDef>;
}

/**
 * A rate card: staff data only (no visitor reads it). A lane runs from a place (a port or a city) in a country to
 * another; the amount is per the basis (a container, a W/M, a kg or a truck), for the days from validFrom to
 * validUntil inclusive, in the site's time zone.
 */
export const rate = entity(
  'rates',
  'rate',
  {
    originPlace: text('place', { label: 'origin' }),
    originCountry: countryCode('origin country'),
    destinationPlace: text('place', { label: 'destination' }),
    destinationCountry: countryCode('destination country'),
    mode: choice(freightModes),
    basis: choice(rateBases, { label: 'basis' }),
    amount: number('amount'),
    currency: choice(currencies, { label: 'currency' }),
    /** The least the rate charges, whatever the quantity (LCL, per kg). */
    minimum: number('amount', { optional: true, label: 'minimum charge' }),
    ...weightBreaks(),
    validFrom: date({ required: true, label: 'valid from' }),
    validUntil: date({ required: true, label: 'valid until' }),
    transitDays: number('transitDays', { label: 'transit time' }),
    includes: text('rateIncludes', { multiLine: true, mayBeEmpty: true, label: 'what the rate includes' }),
  },
  ['createdAt', 'updatedAt'],
);

export const entities = [post, vacancy, applicant, quote, rate] as const;

export const storedQuoteSchema = quote.stored;
export const storedApplicantSchema = applicant.stored;
export const storedVacancySchema = vacancy.stored;
export const storedPostSchema = post.stored;
export const storedRateSchema = rate.stored;
