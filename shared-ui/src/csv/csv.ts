/**
 * CSV text from rows and column definitions, safe to open in a spreadsheet.
 *
 * - A header row (the columns' headers), then one record per row.
 * - RFC 4180: fields separated by commas, every record (the last included)
 *   ended by CRLF; a field holding a comma, a double quote, a CR or an LF is
 *   enclosed in double quotes, with each double quote inside doubled. Line
 *   breaks inside a field are kept as typed.
 * - Formula injection: a spreadsheet runs a cell whose text starts with `=`,
 *   `+`, `-` or `@` (or a tab or CR, which some skip before reading one) as a
 *   formula. Every TEXT cell starting with one of those six characters, the
 *   header included, is neutralised by a leading single quote (`'=1+1`), which
 *   spreadsheets show as plain text; the rest of the text is unchanged.
 *   Finite numbers are written as numbers (a negative number is data, not a
 *   formula, and stays numeric).
 * - Values: text as it is; finite numbers in plain decimal; booleans as
 *   `true` / `false`; dates as ISO 8601 in UTC; null, undefined, NaN,
 *   infinities and invalid dates as an empty field.
 * - `bom: true` starts the text with a UTF-8 byte order mark so that Excel
 *   reads accented and non-Latin text as UTF-8.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  /** The header cell. */
  header: string;
  /** The cell of one row. */
  value: (row: Row) => CsvValue;
}

export interface CsvOptions {
  /** Start with a UTF-8 byte order mark (for Excel). Default false. */
  bom?: boolean;
}

export const CSV_BOM = '\uFEFF';
export const CSV_RECORD_SEPARATOR = '\r\n';
/** Media type of the downloaded file. */
export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

/** First characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that oblige a field to be quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/** `text` with a leading single quote when it starts like a formula; unchanged otherwise. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text of a value before quoting (see the module comment). */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return neutralizeFormula(value);
}

/** One field: neutralised and quoted as needed. */
export function csvField(value: CsvValue): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of `rows` under a header row of `columns`. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[], options: CsvOptions = {}): string {
  if (columns.length === 0) throw new Error('A CSV needs at least one column.');
  const record = (values: CsvValue[]) => values.map(csvField).join(',') + CSV_RECORD_SEPARATOR;
  const header = record(columns.map((column) => column.header));
  const body = rows.map((row) => record(columns.map((column) => column.value(row)))).join('');
  return (options.bom ? CSV_BOM : '') + header + body;
}
