/**
 * The mails of a new quote or application, worked out from the stored
 * document (and a quote's package lines) alone (pure; the trigger writes
 * them, see record-arrival.ts): to the sales (quote) or HR (application)
 * mailbox, and the visitor's acknowledgement (render.ts makes both safe).
 * The fields the server writes on the document are shared-data's
 * `arrivalFieldsOf` (shared-data/src/server/arrival-fields.ts), which the
 * in-memory data interface of the component tests writes too.
 *
 * The shared-data modules used here are pure and bundled into lib/index.js
 * (webpack.config.cjs).
 */
import { cargoFigures, cargoNoteText, freightModeLabels, incotermLabels, isContainerLoad, isFreightMode, isIncoterm, summarizeCargo, type PackageLine } from '../../shared-data/src/freight';
import type { ReferenceKind } from '../../shared-data/src/reference/reference';
import { chosenServices, storedText, type StoredFields } from '../../shared-data/src/server/arrival-fields';
import { serviceLabels } from '../../shared-data/src/services';
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

/** `2 × 120 × 80 × 100 cm, 250 kg each` for one package line. */
function packageLineText(line: PackageLine): string {
  const value = (field: keyof PackageLine) => String(line[field] ?? '').trim() || '?';
  return `${value('count')} × ${value('lengthCm')} × ${value('widthCm')} × ${value('heightCm')} cm, ${value('grossWeightKg')} kg each`;
}

/** The shipment details of a quote worded for staff (only those the visitor gave), with its package lines (`storedPackageLines`). */
export function shipmentDetails(data: StoredFields, lines: readonly PackageLine[]): MailField[] {
  const details: MailField[] = [];
  const mode = isFreightMode(data.mode) ? data.mode : null;
  if (mode) details.push({ label: 'Mode', value: freightModeLabels[mode] });
  if (storedText(data, 'origin')) details.push({ label: 'Origin', value: storedText(data, 'origin') });
  if (storedText(data, 'destination')) details.push({ label: 'Destination', value: storedText(data, 'destination') });
  if (storedText(data, 'readyDate')) details.push({ label: 'Ready date', value: storedText(data, 'readyDate') });
  if (isIncoterm(data.incoterm)) details.push({ label: 'Incoterm', value: `${data.incoterm} (${incotermLabels[data.incoterm]})` });
  if (storedText(data, 'cargoDescription')) details.push({ label: 'Cargo description', value: storedText(data, 'cargoDescription') });
  if (lines.length > 0) {
    details.push({ label: 'Package lines', value: lines.map(packageLineText).join('\n') });
    const summary = summarizeCargo(lines, mode, isContainerLoad(data.containerLoad) ? data.containerLoad : null);
    details.push(...cargoFigures(summary, mode));
    if (summary.notes.length > 0) details.push({ label: 'Cargo notes', value: summary.notes.map(cargoNoteText).join('\n') });
  }
  return details;
}

/** When the document was created (its server time), or null. */
export function createdAtOf(data: StoredFields): Date | null {
  const value = data.createdAt as { toDate?: () => Date } | Date | undefined;
  if (value instanceof Date) return value;
  return typeof value?.toDate === 'function' ? value.toDate() : null;
}

/**
 * A new document in a few words, for a digest's list: a quote's company and
 * contact (`Acme Logistics (Ann Lee)`), an application's name and the
 * vacancy applied for (`Bo Chan for Customs Broker`).
 */
export function arrivalTitle(kind: ReferenceKind, data: StoredFields, vacancy?: string | null): string {
  const name = storedText(data, 'name').trim();
  if (kind === 'quote') {
    const company = storedText(data, 'companyName').trim();
    return company && name ? `${company} (${name})` : company || name;
  }
  return vacancy ? `${name} for ${vacancy}` : name;
}

/** The staff mail and the visitor's acknowledgement (null: no single safe address) of a new document. */
export function mailsOf(
  kind: ReferenceKind,
  { id, data, reference, packageLines, vacancy }: { id: string; data: StoredFields; reference: string; packageLines: readonly PackageLine[]; vacancy?: string | null },
  config: MailConfig,
): { staff: MailDocument; acknowledgement: MailDocument | null } {
  if (kind === 'quote') {
    return {
      staff: quoteStaffMail(config, {
        id,
        reference,
        name: storedText(data, 'name'),
        email: storedText(data, 'email'),
        contactNumber: storedText(data, 'contactNumber'),
        companyName: storedText(data, 'companyName'),
        companyAddress: storedText(data, 'companyAddress'),
        services: chosenServices(data).map((service) => serviceLabels[service]),
        comments: storedText(data, 'comments'),
        createdAt: createdAtOf(data),
        details: shipmentDetails(data, packageLines),
      }),
      acknowledgement: quoteAcknowledgement(config, { email: storedText(data, 'email'), reference }),
    };
  }
  return {
    staff: applicationStaffMail(config, {
      id,
      reference,
      name: storedText(data, 'name'),
      email: storedText(data, 'email'),
      number: storedText(data, 'number'),
      position: storedText(data, 'position'),
      ...(vacancy ? { vacancy } : {}),
      relocate: storedText(data, 'relocate'),
      experience: storedText(data, 'experience'),
      createdAt: createdAtOf(data),
    }),
    acknowledgement: applicationAcknowledgement(config, { email: storedText(data, 'email'), reference }),
  };
}
