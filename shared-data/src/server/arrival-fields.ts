// The fields the server writes on a new quote or application, declared once: the Cloud Functions and the in-memory
// data interface (which plays the server in component tests) both write them.
import { isContainerLoad, isFreightMode, packageFields, packageFlags, packageLinesOf, summarizeCargo, type PackageField, type PackageLine, type StoredCargo } from '../freight/cargo';
import { storedCargoOf } from '../freight/cargo-figures';
import { initialStatus } from '../pipeline';
import type { ReferenceKind } from '../reference/reference';
import { searchTermsOf, type SearchValues } from '../search/search-terms';
import { isServiceValue, type ServiceValue } from '../services';

export type StoredFields = Readonly<Record<string, unknown>>;

export interface StoredLineDoc {
  id: string;
  data: unknown;
}

export type ArrivalFields = {
  reference: string;
  status?: typeof initialStatus;
  searchTerms: string[];
  serviceFlags?: Partial<Record<ServiceValue, true>>;
  cargo?: StoredCargo;
};

export function storedText(data: StoredFields, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

export function chosenServices(data: StoredFields): ServiceValue[] {
  const services = data.services;
  return Array.isArray(services) ? services.filter(isServiceValue) : [];
}

function measure(value: unknown): PackageLine[PackageField] {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'string') return value;
  return Number.NaN;
}

/** A flag that is not a yes or a no is left out, so the line takes the default. */
function lineOf(value: unknown): PackageLine | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const line = value as Record<string, unknown>;
  const measures = Object.fromEntries(packageFields.map((field) => [field, measure(line[field])]));
  const flags = Object.fromEntries(packageFlags.flatMap((flag) => (typeof line[flag] === 'boolean' ? [[flag, line[flag]]] : [])));
  return { ...measures, ...flags } as unknown as PackageLine;
}

/** The packages subcollection by numeric id, else the older shape's list inside the document. */
export function storedPackageLines(data: StoredFields, lineDocs: readonly StoredLineDoc[]): PackageLine[] {
  const stored = lineDocs.length > 0 ? packageLinesOf(lineDocs) : Array.isArray(data.packages) ? (data.packages as unknown[]) : [];
  return stored.map(lineOf).filter((line): line is PackageLine => line !== null);
}

export function searchValuesOf(kind: ReferenceKind, data: StoredFields, reference: string): SearchValues {
  return kind === 'quote'
    ? {
        texts: [reference, storedText(data, 'companyName'), storedText(data, 'name'), storedText(data, 'email'), storedText(data, 'origin'), storedText(data, 'destination')],
        phones: [storedText(data, 'contactNumber')],
      }
    : { texts: [reference, storedText(data, 'name'), storedText(data, 'email')], phones: [storedText(data, 'number')] };
}

export function searchTermsOfDocument(kind: ReferenceKind, data: StoredFields, reference = storedText(data, 'reference')): string[] {
  return searchTermsOf(searchValuesOf(kind, data, reference));
}

/** Flags, so that a service filter combines with the search's array-contains. */
export function serviceFlagsOf(data: StoredFields): Partial<Record<ServiceValue, true>> {
  return Object.fromEntries(chosenServices(data).map((service) => [service, true as const]));
}

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
