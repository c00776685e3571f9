import { type Applicant } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { applicantEntity, displayText, isEmptyValue, shownFields, type ShownField } from '@seawave/shared-data/schemas';
import { csvPhone, csvTimeZone, toCsv, type CsvColumn } from '@seawave/shared-ui/csv';
import { VACANCY_GONE_TEXT } from './vacancy-gone';

export type VacancyTitles = ReadonlyMap<string, string | null>;

/** A phone number as text a spreadsheet keeps as typed. */
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

/** The resume stays in storage; the date is named in the header, as the file may be read elsewhere. */
export const applicantCsvColumns = (vacancies: VacancyTitles): readonly CsvColumn<Applicant>[] => [
  { header: 'Reference', value: (applicant) => applicant.reference },
  { header: `Date (${csvTimeZone()})`, value: (applicant) => applicant.createdAt },
  { header: 'Status', value: (applicant) => statusLabels[applicant.status] },
  ...shownFields(applicantEntity, 'csv').map((field): CsvColumn<Applicant> => ({ header: field.label, value: (applicant) => cell(field, applicant, vacancies) })),
];

export function applicantsCsv(applicants: readonly Applicant[], vacancies: VacancyTitles): string {
  return toCsv(applicants, applicantCsvColumns(vacancies), { bom: true });
}
