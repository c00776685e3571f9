import { type Applicant } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { csvPhone, csvTimeZone, toCsv, type CsvColumn } from '@seawave/shared-ui/csv';
import { VACANCY_GONE_TEXT } from './vacancy-gone';


/** The position of each vacancy applications name, by its id; null for one that no longer exists. */
export type VacancyTitles = ReadonlyMap<string, string | null>;

/**
 * The columns of the applicant list's CSV export, in order (the resume stays
 * in storage: staff download it from the detail page): the date in the
 * browser's time zone, as every admin screen shows it (named in the header,
 * as the file may be read elsewhere); the phone number as text a spreadsheet
 * keeps as typed; the applicant's own current position, and the vacancy
 * applied for by its position.
 */
export const applicantCsvColumns = (vacancies: VacancyTitles): readonly CsvColumn<Applicant>[] => [
  { header: 'Reference', value: (applicant) => applicant.reference },
  { header: `Date (${csvTimeZone()})`, value: (applicant) => applicant.createdAt },
  { header: 'Status', value: (applicant) => statusLabels[applicant.status] },
  { header: 'Name', value: (applicant) => applicant.name },
  { header: 'E-mail', value: (applicant) => applicant.email },
  { header: 'Phone', value: (applicant) => csvPhone(applicant.number) },
  { header: 'Current Position', value: (applicant) => applicant.position },
  { header: 'Vacancy', value: (applicant) => (applicant.vacancyId ? (vacancies.get(applicant.vacancyId) ?? VACANCY_GONE_TEXT) : '') },
  { header: 'Willing to relocate', value: (applicant) => (applicant.relocate === 'yes' ? 'Yes' : 'No') },
  { header: 'Experience (years)', value: (applicant) => applicant.experience },
];

/** The applicants as CSV text (a header row, then one record per applicant; formulas neutralised). */
export function applicantsCsv(applicants: readonly Applicant[], vacancies: VacancyTitles): string {
  return toCsv(applicants, applicantCsvColumns(vacancies), { bom: true });
}
