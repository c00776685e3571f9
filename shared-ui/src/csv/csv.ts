/**
 * RFC 4180 CSV (CRLF after every record). A spreadsheet runs text starting with `=`, `+`, `-`, `@`, tab or CR as a
 * formula, so such text cells get a leading single quote; numbers stay numeric. Dates are written in the browser's zone.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export interface CsvOptions {
  /** Lets Excel read accented and non-Latin text as UTF-8. */
  bom?: boolean;
  /** IANA zone; default the browser's own. */
  timeZone?: string;
}

export const CSV_BOM = '\uFEFF';
export const CSV_RECORD_SEPARATOR = '\r\n';
export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const DIGITS_ONLY = /^[0-9]+$/;

/**
 * A spreadsheet runs a cell starting with '+' or '-' as a formula and reads digits alone as a number (dropping a
 * leading 0), so such a phone gets the visible apostrophe of the formula guard. Quoting the cell would not do.
 */
export function csvPhone(phone: string): string {
  return DIGITS_ONLY.test(phone) ? `'${phone}` : phone;
}

function localDateTime(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export function csvTimeZone(timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}

function cellText(value: CsvValue, timeZone?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : localDateTime(value, timeZone);
  return neutralizeFormula(value);
}

export function csvField(value: CsvValue, timeZone?: string): string {
  const text = cellText(value, timeZone);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[], options: CsvOptions = {}): string {
  if (columns.length === 0) throw new Error('A CSV needs at least one column.');
  const record = (values: CsvValue[]) => values.map((value) => csvField(value, options.timeZone)).join(',') + CSV_RECORD_SEPARATOR;
  const header = record(columns.map((column) => column.header));
  const body = rows.map((row) => record(columns.map((column) => column.value(row)))).join('');
  return (options.bom ? CSV_BOM : '') + header + body;
}
