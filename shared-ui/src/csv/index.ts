// Not part of the shared-ui singleton: bundled only by pages that export a list.
export { toCsv, csvField, csvPhone, csvTimeZone, neutralizeFormula, CSV_BOM, CSV_MEDIA_TYPE, type CsvColumn, type CsvValue, type CsvOptions } from './csv';
export { downloadCsv } from './download';
