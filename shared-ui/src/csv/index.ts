// `@seawave/shared-ui/csv`: CSV text and its download, bundled only by the
// pages that export a list (not part of the shared-ui singleton).
export { toCsv, csvField, csvPhone, csvTimeZone, neutralizeFormula, CSV_BOM, CSV_MEDIA_TYPE, NO_BREAK_SPACE, type CsvColumn, type CsvValue, type CsvOptions } from './csv';
export { downloadCsv } from './download';
