// One declaration per entity: input schemas, types, firestore.rules and the staff screens are all derived from it.
import * as v from 'valibot';
import { experienceOptions, relocateOptions, type CollectionName } from '../entities';
import { containerLoadLabels, containerLoads, freightModeLabels, freightModes, incotermLabels, incoterms } from '../freight/terms';
import { serviceLabels } from '../services';
import { applicantStatuses, quoteStatuses } from '../pipeline';
import { resumeProblems } from '../server/resume-check';
import {
  assignee,
  choice,
  consent,
  date,
  documentId,
  email,
  file,
  flag,
  indicativePrice,
  packages,
  phone,
  photo,
  reference,
  searchTerms,
  serverTime,
  services,
  shown,
  storedCargo,
  storedTime,
  text,
  valueFlags,
  writtenBy,
  type AnySchema,
  type FieldDef,
} from './rules';

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

export const quote = entity(
  'quotes',
  'quote',
  {
    name: shown(text('name'), { label: 'Name', as: 'text', screens: { detail: { label: 'By' }, mail: { label: 'Contact' } } }),
    companyName: shown(text('companyName'), { label: 'Company', as: 'text', screens: { detail: false, mail: { order: -1 } } }),
    email: shown(email(), { label: 'E-mail', as: 'email', screens: { detail: { label: 'Email' } } }),
    contactNumber: shown(phone('contactNumber'), { label: 'Contact number', as: 'phone', screens: { detail: { label: 'Contact Number' }, csv: { label: 'Phone' } } }),
    companyAddress: shown(text('companyAddress'), { label: 'Company address', as: 'text', screens: { detail: { label: 'Company Address' }, csv: false } }),
    services: shown(services(), { label: 'Services', as: 'text', words: serviceLabels }),
    comments: shown(text('comments', { multiLine: true, mayBeEmpty: true }), { label: 'Comments', as: 'multiLine', empty: 'No comments', screens: { csv: { order: 1 } } }),
    mode: shown(choice(freightModes, { optional: true }), { label: 'Mode', as: 'text', words: freightModeLabels, section: 'shipment' }),
    containerLoad: shown(choice(containerLoads, { optional: true, label: 'container load' }), {
      label: 'Container load',
      as: 'text',
      words: containerLoadLabels,
      section: 'shipment',
      // The cargo figures name the load when they have one: said once.
      screens: { detail: { omitWhen: (quote) => Boolean((quote.cargo as { load?: unknown } | null | undefined)?.load) }, csv: false, mail: false },
    }),
    origin: shown(text('origin', { optional: true }), { label: 'Origin', as: 'text', section: 'shipment' }),
    destination: shown(text('destination', { optional: true }), { label: 'Destination', as: 'text', section: 'shipment' }),
    readyDate: shown(date({ label: 'ready date' }), { label: 'Ready date', as: 'date', section: 'shipment', screens: { csv: false } }),
    incoterm: shown(choice(incoterms, { optional: true, label: 'Incoterm' }), {
      label: 'Incoterm',
      as: 'text',
      section: 'shipment',
      screens: { csv: false, mail: { words: Object.fromEntries(incoterms.map((term) => [term, `${term} (${incotermLabels[term]})`])) } },
    }),
    cargoDescription: shown(text('cargoDescription', { multiLine: true, optional: true }), { label: 'Cargo description', as: 'multiLine', section: 'shipment', screens: { csv: false } }),
    packages: shown(packages(), { label: 'Packages', as: 'list', section: 'shipment', screens: { csv: false, mail: { label: 'Package lines' } } }),
    status: writtenBy('staff', choice(quoteStatuses)),
    /** The history entry of the latest status change; the rules pair the two. */
    historyId: writtenBy('staff', documentId()),
    reference: reference(),
    cargo: shown(storedCargo(), { label: 'Cargo figures', as: 'cargo', screens: { csv: { label: 'Figures' } } }),
    indicativePrice: indicativePrice(),
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

export const entities = [post, vacancy, applicant, quote] as const;

export const storedQuoteSchema = quote.stored;
export const storedApplicantSchema = applicant.stored;
export const storedVacancySchema = vacancy.stored;
export const storedPostSchema = post.stored;
