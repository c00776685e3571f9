import { type Quote } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { cargoFigures } from '@seawave/shared-data/freight';
import { displayText, isEmptyValue, quoteEntity, shownFields, type ShownField } from '@seawave/shared-data/schemas';
import { csvPhone, csvTimeZone, toCsv, type CsvColumn } from '@seawave/shared-ui/csv';

export function figuresText(quote: Pick<Quote, 'cargo' | 'mode'>): string {
  return quote.cargo ? cargoFigures(quote.cargo, quote.mode ?? null).map((figure) => `${figure.label}: ${figure.value}`).join('; ') : '';
}

/** A phone number as text a spreadsheet keeps as typed. */
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

/** The date is named in the header, as the file may be read elsewhere. */
export const quoteCsvColumns = (): readonly CsvColumn<Quote>[] => [
  { header: 'Reference', value: (quote) => quote.reference },
  { header: `Date (${csvTimeZone()})`, value: (quote) => quote.createdAt },
  { header: 'Status', value: (quote) => statusLabels[quote.status] },
  ...shownFields(quoteEntity, 'csv').map((field): CsvColumn<Quote> => ({ header: field.label, value: (quote) => cell(field, quote) })),
];

export function quotesCsv(quotes: readonly Quote[]): string {
  return toCsv(quotes, quoteCsvColumns(), { bom: true });
}
