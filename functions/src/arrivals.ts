// The shared-data modules imported here must stay pure: webpack.config.cjs bundles them into lib/index.js.
import {
  applicant as applicantEntity,
  cargoFigures,
  cargoNoteText,
  displayText,
  isContainerLoad,
  isFreightMode,
  type PackageField,
  type PackageLine,
  quote as quoteEntity,
  type ReferenceKind,
  shownValues,
  stackingText,
  type StoredFields,
  storedPriceOf,
  storedText,
  summarizeCargo,
} from '@seawave/shared-data/server';
import {
  applicationAcknowledgement,
  applicationStaffMail,
  quoteAcknowledgement,
  quoteStaffMail,
  type MailConfig,
  type MailDocument,
  type MailField,
} from './mail/render';

export const arrivalCollections: Readonly<Record<ReferenceKind, string>> = { quote: 'quotes', application: 'applicants' };

function packageLineText(line: PackageLine): string {
  const value = (field: PackageField) => String(line[field] ?? '').trim() || '?';
  return `${value('count')} × ${value('lengthCm')} × ${value('widthCm')} × ${value('heightCm')} cm, ${value('grossWeightKg')} kg each${stackingText(line)}`;
}

export function quoteMailFields(data: StoredFields, lines: readonly PackageLine[], section?: 'shipment'): MailField[] {
  const mode = isFreightMode(data.mode) ? data.mode : null;
  const summary = lines.length > 0 ? summarizeCargo(lines, mode, isContainerLoad(data.containerLoad) ? data.containerLoad : null) : null;
  const document: StoredFields = { ...data, packages: lines, cargo: summary };
  return shownValues(quoteEntity, 'mail', document).flatMap(({ field, value }): MailField[] => {
    if (section && field.section !== section && field.as !== 'cargo') return [];
    switch (field.as) {
      case 'list':
        return [{ label: field.label, value: lines.map(packageLineText).join('\n') }];
      case 'cargo': {
        if (!summary) return [];
        return [...cargoFigures(summary, mode), ...(summary.notes.length > 0 ? [{ label: 'Cargo notes', value: summary.notes.map(cargoNoteText).join('\n') }] : [])];
      }
      default:
        // A stored value that names none of its words' options is not shown.
        if (field.words && typeof value === 'string' && !Object.hasOwn(field.words, value)) return [];
        return [{ label: field.label, value: isShownValue(value) ? displayText(field, value) : '' }];
    }
  });
}

/** What a mail writes in words: text, a list, a number (a cargo value, a temperature) or a yes-or-no. */
const isShownValue = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value) || Array.isArray(value);

export function shipmentDetails(data: StoredFields, lines: readonly PackageLine[]): MailField[] {
  return quoteMailFields(data, lines, 'shipment');
}

export function applicationMailFields(data: StoredFields, vacancy: string | null): MailField[] {
  return shownValues(applicantEntity, 'mail', data).flatMap(({ field, value }): MailField[] => {
    if (field.as === 'document') return vacancy ? [{ label: field.label, value: vacancy }] : [];
    return [{ label: field.label, value: typeof value === 'string' || Array.isArray(value) ? displayText(field, value) : '' }];
  });
}

export function createdAtOf(data: StoredFields): Date | null {
  const value = data.createdAt as { toDate?: () => Date } | Date | undefined;
  if (value instanceof Date) return value;
  return typeof value?.toDate === 'function' ? value.toDate() : null;
}

export function arrivalTitle(kind: ReferenceKind, data: StoredFields, vacancy?: string | null): string {
  const name = storedText(data, 'name').trim();
  if (kind === 'quote') {
    const company = storedText(data, 'companyName').trim();
    return company && name ? `${company} (${name})` : company || name;
  }
  return vacancy ? `${name} for ${vacancy}` : name;
}

export function mailsOf(
  kind: ReferenceKind,
  {
    id,
    data,
    reference,
    packageLines,
    vacancy,
    statusPath = null,
  }: { id: string; data: StoredFields; reference: string; packageLines: readonly PackageLine[]; vacancy?: string | null; statusPath?: string | null },
  config: MailConfig,
): { staff: MailDocument; acknowledgement: MailDocument | null } {
  if (kind === 'quote') {
    return {
      staff: quoteStaffMail(config, {
        id,
        reference,
        companyName: storedText(data, 'companyName'),
        email: storedText(data, 'email'),
        createdAt: createdAtOf(data),
        fields: quoteMailFields(data, packageLines),
      }),
      acknowledgement: quoteAcknowledgement(config, { email: storedText(data, 'email'), reference, statusPath, indicativePrice: storedPriceOf(data.indicativePrice) }),
    };
  }
  return {
    staff: applicationStaffMail(config, {
      id,
      reference,
      name: storedText(data, 'name'),
      email: storedText(data, 'email'),
      ...(vacancy ? { vacancy } : {}),
      createdAt: createdAtOf(data),
      fields: applicationMailFields(data, vacancy ?? null),
    }),
    acknowledgement: applicationAcknowledgement(config, { email: storedText(data, 'email'), reference }),
  };
}
