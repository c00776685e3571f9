/**
 * The fields the server writes on a new quote or application, declared once:
 * the Cloud Function `onQuoteCreated` / `onApplicationCreated` writes them in
 * its transaction, and the in-memory data interface of the component tests
 * (which plays the server) writes the same.
 *
 * - `reference`: the number the server assigned (given);
 * - `status`: 'new' (`initialStatus`), unless the document has one;
 * - `searchTerms` (`searchTermsOfDocument`): a quote's reference, company
 *   name, contact name, e-mail, origin, destination and phone number; an
 *   application's reference, name, e-mail and phone number;
 * - a quote's `serviceFlags`: each chosen service -> true (only the offered
 *   services), so a service filter combines with the search's array-contains;
 * - a quote's `cargo`: the stored figures (`storedCargoOf(summarizeCargo(lines,
 *   mode, containerLoad))`, with the notes in words) of its package lines,
 *   left out when it has none.
 *
 * A quote's package lines are documents of its `packages` subcollection
 * (`quotes/{id}/packages/{n}`, n its position); a quote stored with the lines
 * inside the document (`packages: [...]`, the older shape) still counts them.
 *
 * Pure, no Firebase: the Cloud Functions bundle it (functions/webpack.config.cjs).
 */
import { isContainerLoad, isFreightMode, packageFields, packageLinesOf, summarizeCargo, type PackageLine, type StoredCargo } from '../freight/cargo';
import { storedCargoOf } from '../freight/cargo-figures';
import { initialStatus } from '../pipeline';
import type { ReferenceKind } from '../reference/reference';
import { searchTermsOf, type SearchValues } from '../search/search-terms';
import { isServiceValue, type ServiceValue } from '../services';

/** A stored document's fields, as the database gives them. */
export type StoredFields = Readonly<Record<string, unknown>>;

/** One document of a quote's packages subcollection: its id (the line's position) and fields. */
export interface StoredLineDoc {
  id: string;
  data: unknown;
}

/** What the server writes on a new document (a type literal, so it is a plain map of fields to the database's update). */
export type ArrivalFields = {
  reference: string;
  status?: typeof initialStatus;
  searchTerms: string[];
  serviceFlags?: Partial<Record<ServiceValue, true>>;
  cargo?: StoredCargo;
};

/** A text field's value; '' when it is missing or not text. */
export function storedText(data: StoredFields, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

/** The chosen services' stored values (anything else left out). */
export function chosenServices(data: StoredFields): ServiceValue[] {
  const services = data.services;
  return Array.isArray(services) ? services.filter(isServiceValue) : [];
}

/** A stored measure as `summarizeCargo` reads it: numbers, text and blanks as they are, anything else "not a number". */
function measure(value: unknown): PackageLine[keyof PackageLine] {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'string') return value;
  return Number.NaN;
}

/** A stored line as a package line; null when it is not a map (a malformed line, left out). */
function lineOf(value: unknown): PackageLine | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const line = value as Record<string, unknown>;
  return Object.fromEntries(packageFields.map((field) => [field, measure(line[field])])) as unknown as PackageLine;
}

/**
 * A quote's package lines in line order: the documents of its packages
 * subcollection (sorted by their numeric ids) or, when it has none, the list
 * inside the document (the older shape); [] when it has neither.
 */
export function storedPackageLines(data: StoredFields, lineDocs: readonly StoredLineDoc[]): PackageLine[] {
  const stored = lineDocs.length > 0 ? packageLinesOf(lineDocs) : Array.isArray(data.packages) ? (data.packages as unknown[]) : [];
  return stored.map(lineOf).filter((line): line is PackageLine => line !== null);
}

/** The values a document is found by in the inbox search (see search-terms.ts). */
export function searchValuesOf(kind: ReferenceKind, data: StoredFields, reference: string): SearchValues {
  return kind === 'quote'
    ? {
        texts: [reference, storedText(data, 'companyName'), storedText(data, 'name'), storedText(data, 'email'), storedText(data, 'origin'), storedText(data, 'destination')],
        phones: [storedText(data, 'contactNumber')],
      }
    : { texts: [reference, storedText(data, 'name'), storedText(data, 'email')], phones: [storedText(data, 'number')] };
}

/** The search terms of a stored quote or application (its reference as stored, '' when it has none yet). */
export function searchTermsOfDocument(kind: ReferenceKind, data: StoredFields, reference = storedText(data, 'reference')): string[] {
  return searchTermsOf(searchValuesOf(kind, data, reference));
}

/** A quote's service flags. */
export function serviceFlagsOf(data: StoredFields): Partial<Record<ServiceValue, true>> {
  return Object.fromEntries(chosenServices(data).map((service) => [service, true as const]));
}

/**
 * The fields the server writes on a new document of `kind`, given the number
 * it assigned and (for a quote) its package lines (`storedPackageLines`).
 */
export function arrivalFieldsOf(kind: ReferenceKind, data: StoredFields, reference: string, packageLines: readonly PackageLine[]): ArrivalFields {
  const fields: ArrivalFields = { reference, searchTerms: searchTermsOfDocument(kind, data, reference) };
  if (data.status === undefined) fields.status = initialStatus;
  if (kind === 'quote') {
    fields.serviceFlags = serviceFlagsOf(data);
    if (packageLines.length > 0) {
      const mode = isFreightMode(data.mode) ? data.mode : null;
      fields.cargo = storedCargoOf(summarizeCargo(packageLines, mode, isContainerLoad(data.containerLoad) ? data.containerLoad : null));
    }
  }
  return fields;
}
