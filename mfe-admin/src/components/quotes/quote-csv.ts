import { type Quote } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { cargoFigures } from '@seawave/shared-data/freight';
import { displayText, isEmptyValue, quoteEntity, shownFields, type ShownField } from '@seawave/shared-data/schemas';
import { csvPhone, csvTimeZone, toCsv, type CsvColumn } from '@seawave/shared-ui/csv';

/** The cargo figures in one cell: 'Total volume: 1.234 CBM; Total gross weight: 120.0 kg; ...'. */
export function figuresText(quote: Pick<Quote, 'cargo' | 'mode'>): string {
  return quote.cargo ? cargoFigures(quote.cargo, quote.mode ?? null).map((figure) => `${figure.label}: ${figure.value}`).join('; ') : '';
}

/** A field's cell: by its display kind (a phone number as text a spreadsheet keeps as typed, the cargo figures in one cell). */
function cell(field: ShownField, quote: Quote): string | null {
  const value = (quote as Readonly<Record<string, unknown>>)[field.key];
  switch (field.as) {
    case 'phone':
      return csvPhone(typeof value === 'string' ? value : '');
    case 'cargo':
      return figuresText(quote);
    default:
      return isEmptyValue(value) ? null : displayText(field, value);
  }
}

/**
 * The columns of the quote list's CSV export, in order: the reference, the
 * date in the browser's time zone, as every admin screen shows it (named in
 * the header, as the file may be read elsewhere), the status, then the
 * fields the quote schema declares for the CSV.
 */
export const quoteCsvColumns = (): readonly CsvColumn<Quote>[] => [
  { header: 'Reference', value: (quote) => quote.reference },
  { header: `Date (${csvTimeZone()})`, value: (quote) => quote.createdAt },
  { header: 'Status', value: (quote) => statusLabels[quote.status] },
  ...shownFields(quoteEntity, 'csv').map((field): CsvColumn<Quote> => ({ header: field.label, value: (quote) => cell(field, quote) })),
];

/** The quotes as CSV text (a header row, then one record per quote; formulas neutralised). */
export function quotesCsv(quotes: readonly Quote[]): string {
  return toCsv(quotes, quoteCsvColumns(), { bom: true });
}
