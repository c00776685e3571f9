/**
 * What the server adds when a quote or an application arrives, worked out
 * from the stored document alone (pure; the trigger writes it, see
 * record-arrival.ts):
 *
 * - on the document: its `reference`, `status` 'new' (unless it has one),
 *   `searchTerms` (quote: reference, company, contact name, e-mail;
 *   application: reference, name, e-mail), and for a quote `serviceFlags`
 *   (each chosen service -> true, so a service filter combines with the
 *   search's array-contains) and `cargo` (the stored figures of its package
 *   lines, left out when it has none);
 * - the mails: to the sales (quote) or HR (application) mailbox, and the
 *   visitor's acknowledgement (render.ts makes both safe).
 *
 * The shared-data modules used here are pure and bundled into lib/index.js
 * (webpack.config.cjs).
 */
import { freightModeLabels, incotermLabels, isFreightMode, isIncoterm, packageFields, storedCargoOf, summarizeCargo, cargoFigures, type PackageLine } from '../../shared-data/src/freight';
import { initialStatus } from '../../shared-data/src/pipeline';
import type { ReferenceKind } from '../../shared-data/src/reference/reference';
import { searchTermsOf } from '../../shared-data/src/search/search-terms';
import { isServiceValue, serviceLabels, type ServiceValue } from '../../shared-data/src/services';
import {
  applicationAcknowledgement,
  applicationStaffMail,
  quoteAcknowledgement,
  quoteStaffMail,
  type MailConfig,
  type MailDocument,
  type MailField,
} from './mail/render';

/** The collection of each kind of arrival (the documents the triggers watch). */
export const arrivalCollections: Readonly<Record<ReferenceKind, string>> = { quote: 'quotes', application: 'applicants' };

/** A stored document's fields, as Firestore gives them. */
export type StoredFields = Readonly<Record<string, unknown>>;

/** A text field's value; '' when it is missing or not text. */
function text(data: StoredFields, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

/** The chosen services' stored values (anything else left out). */
function chosenServices(data: StoredFields): ServiceValue[] {
  const services = data.services;
  return Array.isArray(services) ? services.filter(isServiceValue) : [];
}

/** A stored measure as `summarizeCargo` reads it: numbers, text and blanks as they are, anything else "not a number". */
function measure(value: unknown): PackageLine[keyof PackageLine] {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'string') return value;
  return Number.NaN;
}

/** The quote's package lines as stored (a list of maps); [] when it has none. */
function packageLines(data: StoredFields): PackageLine[] {
  const packages = data.packages;
  if (!Array.isArray(packages)) return [];
  return packages
    .filter((line): line is Record<string, unknown> => typeof line === 'object' && line !== null && !Array.isArray(line))
    .map((line) => Object.fromEntries(packageFields.map((field) => [field, measure(line[field])])) as Record<keyof PackageLine, PackageLine[keyof PackageLine]>);
}

/** The fields the server writes on a new document, given its reference. */
export function serverFieldsOf(kind: ReferenceKind, data: StoredFields, reference: string): Record<string, unknown> {
  const fields: Record<string, unknown> = { reference };
  if (data.status === undefined) fields.status = initialStatus;
  if (kind === 'quote') {
    fields.searchTerms = searchTermsOf([reference, text(data, 'companyName'), text(data, 'name'), text(data, 'email')]);
    fields.serviceFlags = Object.fromEntries(chosenServices(data).map((service) => [service, true]));
    const lines = packageLines(data);
    if (lines.length > 0) fields.cargo = storedCargoOf(summarizeCargo(lines, isFreightMode(data.mode) ? data.mode : null));
  } else {
    fields.searchTerms = searchTermsOf([reference, text(data, 'name'), text(data, 'email')]);
  }
  return fields;
}

/** `2 × 120 × 80 × 100 cm, 250 kg each` for one package line. */
function packageLineText(line: PackageLine): string {
  const value = (field: keyof PackageLine) => String(line[field] ?? '').trim() || '?';
  return `${value('count')} × ${value('lengthCm')} × ${value('widthCm')} × ${value('heightCm')} cm, ${value('grossWeightKg')} kg each`;
}

/** The shipment details of a quote worded for staff (only those the visitor gave). */
export function shipmentDetails(data: StoredFields): MailField[] {
  const details: MailField[] = [];
  const mode = isFreightMode(data.mode) ? data.mode : null;
  if (mode) details.push({ label: 'Mode', value: freightModeLabels[mode] });
  if (text(data, 'origin')) details.push({ label: 'Origin', value: text(data, 'origin') });
  if (text(data, 'destination')) details.push({ label: 'Destination', value: text(data, 'destination') });
  if (text(data, 'readyDate')) details.push({ label: 'Ready date', value: text(data, 'readyDate') });
  if (isIncoterm(data.incoterm)) details.push({ label: 'Incoterm', value: `${data.incoterm} (${incotermLabels[data.incoterm]})` });
  if (text(data, 'cargoDescription')) details.push({ label: 'Cargo description', value: text(data, 'cargoDescription') });
  const lines = packageLines(data);
  if (lines.length > 0) {
    details.push({ label: 'Package lines', value: lines.map(packageLineText).join('\n') });
    details.push(...cargoFigures(summarizeCargo(lines, mode), mode));
  }
  return details;
}

/** When the document was created (its server time), or null. */
export function createdAtOf(data: StoredFields): Date | null {
  const value = data.createdAt as { toDate?: () => Date } | Date | undefined;
  if (value instanceof Date) return value;
  return typeof value?.toDate === 'function' ? value.toDate() : null;
}

/** The staff mail and the visitor's acknowledgement (null: no single safe address) of a new document. */
export function mailsOf(
  kind: ReferenceKind,
  { id, data, reference, vacancy }: { id: string; data: StoredFields; reference: string; vacancy?: string | null },
  config: MailConfig,
): { staff: MailDocument; acknowledgement: MailDocument | null } {
  if (kind === 'quote') {
    return {
      staff: quoteStaffMail(config, {
        id,
        reference,
        name: text(data, 'name'),
        email: text(data, 'email'),
        contactNumber: text(data, 'contactNumber'),
        companyName: text(data, 'companyName'),
        companyAddress: text(data, 'companyAddress'),
        services: chosenServices(data).map((service) => serviceLabels[service]),
        comments: text(data, 'comments'),
        createdAt: createdAtOf(data),
        details: shipmentDetails(data),
      }),
      acknowledgement: quoteAcknowledgement(config, { email: text(data, 'email'), reference }),
    };
  }
  return {
    staff: applicationStaffMail(config, {
      id,
      reference,
      name: text(data, 'name'),
      email: text(data, 'email'),
      number: text(data, 'number'),
      position: text(data, 'position'),
      ...(vacancy ? { vacancy } : {}),
      relocate: text(data, 'relocate'),
      experience: text(data, 'experience'),
      createdAt: createdAtOf(data),
    }),
    acknowledgement: applicationAcknowledgement(config, { email: text(data, 'email'), reference }),
  };
}
