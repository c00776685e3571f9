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
 * - Phone numbers (`csvPhone`): a text of digits, spaces and '+', '-', '.',
 *   '(' and ')' is written after a no-break space. A spreadsheet then keeps it
 *   as the text it is: neither a formula (a '+' first is one) nor a number
 *   (which would drop a leading '+' or 0, or show 9.19E+11), and it shows no
 *   apostrophe (the guard above shows one). Such a text cannot call a
 *   function even if a spreadsheet read it as a formula; any other text goes
 *   through the guard as usual.
 * - Values: text as it is; finite numbers in plain decimal; booleans as
 *   `true` / `false`; dates in the local time of the browser that writes the
 *   file (the time the admin screens show; `timeZone` to choose another) as
 *   'yyyy-MM-dd HH:mm', which spreadsheets read as a date and time
 *   (`csvTimeZone()` names the zone, for a header); null, undefined, NaN,
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
  /** The IANA time zone dates are written in. Default: the browser's own. */
  timeZone?: string;
}

export const CSV_BOM = '\uFEFF';
export const CSV_RECORD_SEPARATOR = '\r\n';
/** Media type of the downloaded file. */
export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

/** Put before a phone number (`csvPhone`): a space that no spreadsheet trims, so the cell stays text. */
export const NO_BREAK_SPACE = '\u00A0';

/** First characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that oblige a field to be quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/** `text` with a leading single quote when it starts like a formula; unchanged otherwise. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Only the characters phone numbers are written with, at least one digit. */
const PHONE_TEXT = /^[\d +\-().]*\d[\d +\-().]*$/;

/** A phone number as a cell spreadsheets keep as typed, with no apostrophe; other text unchanged (see the module comment). */
export function csvPhone(phone: string): string {
  return PHONE_TEXT.test(phone) ? `${NO_BREAK_SPACE}${phone}` : phone;
}

/** 'yyyy-MM-dd HH:mm' of a date in `timeZone` (the browser's own when left out). */
function localDateTime(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The IANA name of the time zone dates are written in: `timeZone`, or the browser's own (e.g. 'Asia/Kolkata'). */
export function csvTimeZone(timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}

/** The text of a value before quoting (see the module comment). */
function cellText(value: CsvValue, timeZone?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : localDateTime(value, timeZone);
  return neutralizeFormula(value);
}

/** One field: neutralised and quoted as needed; a date in `timeZone` (the browser's own when left out). */
export function csvField(value: CsvValue, timeZone?: string): string {
  const text = cellText(value, timeZone);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of `rows` under a header row of `columns`. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[], options: CsvOptions = {}): string {
  if (columns.length === 0) throw new Error('A CSV needs at least one column.');
  const record = (values: CsvValue[]) => values.map((value) => csvField(value, options.timeZone)).join(',') + CSV_RECORD_SEPARATOR;
  const header = record(columns.map((column) => column.header));
  const body = rows.map((row) => record(columns.map((column) => column.value(row)))).join('');
  return (options.bom ? CSV_BOM : '') + header + body;
}
