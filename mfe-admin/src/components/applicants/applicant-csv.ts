import { type Applicant } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { applicantEntity, displayText, isEmptyValue, shownFields, type ShownField } from '@seawave/shared-data/schemas';
import { csvPhone, csvTimeZone, toCsv, type CsvColumn } from '@seawave/shared-ui/csv';
import { VACANCY_GONE_TEXT } from './vacancy-gone';

/** The position of each vacancy applications name, by its id; null for one that no longer exists. */
export type VacancyTitles = ReadonlyMap<string, string | null>;

/** A field's cell: by its display kind (a phone number as text a spreadsheet keeps as typed, the vacancy by its position). */
function cell(field: ShownField, applicant: Applicant, vacancies: VacancyTitles): string | null {
  const value = (applicant as Readonly<Record<string, unknown>>)[field.key];
  if (isEmptyValue(value)) return null;
  switch (field.as) {
    case 'phone':
      return csvPhone(String(value));
    case 'document':
      return vacancies.get(String(value)) ?? VACANCY_GONE_TEXT;
    default:
      return displayText(field, value);
  }
}

/**
 * The columns of the applicant list's CSV export, in order (the resume stays
 * in storage: staff download it from the detail page): the reference, the
 * date in the browser's time zone, as every admin screen shows it (named in
 * the header, as the file may be read elsewhere), the status, then the
 * fields the applicant schema declares for the CSV (the vacancy applied for
 * by its position).
 */
export const applicantCsvColumns = (vacancies: VacancyTitles): readonly CsvColumn<Applicant>[] => [
  { header: 'Reference', value: (applicant) => applicant.reference },
  { header: `Date (${csvTimeZone()})`, value: (applicant) => applicant.createdAt },
  { header: 'Status', value: (applicant) => statusLabels[applicant.status] },
  ...shownFields(applicantEntity, 'csv').map((field): CsvColumn<Applicant> => ({ header: field.label, value: (applicant) => cell(field, applicant, vacancies) })),
];

/** The applicants as CSV text (a header row, then one record per applicant; formulas neutralised). */
export function applicantsCsv(applicants: readonly Applicant[], vacancies: VacancyTitles): string {
  return toCsv(applicants, applicantCsvColumns(vacancies), { bom: true });
}
