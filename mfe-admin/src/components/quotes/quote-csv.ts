import { type Quote } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { cargoFigures, freightModeLabels } from '@seawave/shared-data/freight';
import { csvPhone, csvTimeZone, toCsv, type CsvColumn } from '@seawave/shared-ui/csv';
import { serviceWords } from './quote-format';

/** The cargo figures in one cell: 'Total volume: 1.234 CBM; Total gross weight: 120.0 kg; ...'. */
export function figuresText(quote: Pick<Quote, 'cargo' | 'mode'>): string {
  return quote.cargo ? cargoFigures(quote.cargo, quote.mode ?? null).map((figure) => `${figure.label}: ${figure.value}`).join('; ') : '';
}

/**
 * The columns of the quote list's CSV export, in order: the date in the
 * browser's time zone, as every admin screen shows it (named in the header,
 * as the file may be read elsewhere); the phone number as text a spreadsheet
 * keeps as typed.
 */
export const quoteCsvColumns = (): readonly CsvColumn<Quote>[] => [
  { header: 'Reference', value: (quote) => quote.reference },
  { header: `Date (${csvTimeZone()})`, value: (quote) => quote.createdAt },
  { header: 'Status', value: (quote) => statusLabels[quote.status] },
  { header: 'Name', value: (quote) => quote.name },
  { header: 'Company', value: (quote) => quote.companyName },
  { header: 'E-mail', value: (quote) => quote.email },
  { header: 'Phone', value: (quote) => csvPhone(quote.contactNumber) },
  { header: 'Services', value: (quote) => serviceWords(quote.services) },
  { header: 'Mode', value: (quote) => (quote.mode ? freightModeLabels[quote.mode] : '') },
  { header: 'Origin', value: (quote) => quote.origin },
  { header: 'Destination', value: (quote) => quote.destination },
  { header: 'Figures', value: figuresText },
  { header: 'Comments', value: (quote) => quote.comments },
];

/** The quotes as CSV text (a header row, then one record per quote; formulas neutralised). */
export function quotesCsv(quotes: readonly Quote[]): string {
  return toCsv(quotes, quoteCsvColumns(), { bom: true });
}
