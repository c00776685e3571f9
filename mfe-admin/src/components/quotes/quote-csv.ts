import { getDataApi, type Quote } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { cargoFigures } from '@seawave/shared-data/freight';
import { displayText, isEmptyValue, quoteEntity, shownFields, type ShownField } from '@seawave/shared-data/schemas';
import { csvPhone, csvTimeZone, toCsv, type CsvColumn, type CsvValue } from '@seawave/shared-ui/csv';
import { packageLineText } from './shipment-details';

export function figuresText(quote: Pick<Quote, 'cargo' | 'mode'>): string {
  return quote.cargo ? cargoFigures(quote.cargo, quote.mode ?? null).map((figure) => `${figure.label}: ${figure.value}`).join('; ') : '';
}

/** A number stays a number, for the spreadsheet to sum; the package lines are one cell, a line each. */
function cell(field: ShownField, quote: Quote): CsvValue {
  const value = (quote as Readonly<Record<string, unknown>>)[field.key];
  switch (field.as) {
    case 'phone':
      return csvPhone(typeof value === 'string' ? value : '');
    case 'cargo':
      return figuresText(quote);
    case 'list':
      return (quote.packages ?? []).map(packageLineText).join('\n');
    default:
      if (typeof value === 'number') return value;
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

/** Reads at a time: the lines of a long list come in a few seconds without flooding the connection. */
const LINE_READS_AT_ONCE = 8;

/**
 * The inbox's pages hold no package lines (each line is a document beside its quote), so they are read here: only
 * for a quote with cargo figures, which the server stores exactly when lines were given.
 */
async function withPackageLines(quotes: readonly Quote[]): Promise<Quote[]> {
  const complete = [...quotes];
  const missing = complete.map((quote, index) => ({ quote, index })).filter(({ quote }) => quote.cargo && !quote.packages);
  if (missing.length === 0) return complete;
  const api = await getDataApi();
  for (let start = 0; start < missing.length; start += LINE_READS_AT_ONCE) {
    await Promise.all(
      missing.slice(start, start + LINE_READS_AT_ONCE).map(async ({ quote, index }) => {
        const read = await api.quotes.get(quote.id);
        if (read?.packages) complete[index] = { ...quote, packages: read.packages };
      }),
    );
  }
  return complete;
}

export async function quotesCsv(quotes: readonly Quote[]): Promise<string> {
  return toCsv(await withPackageLines(quotes), quoteCsvColumns(), { bom: true });
}
