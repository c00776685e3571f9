import { type Applicant } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { toCsv, type CsvColumn } from '@seawave/shared-ui/csv';

/** The columns of the applicant list's CSV export, in order (the resume stays in storage: staff download it from the detail page). */
export const applicantCsvColumns: readonly CsvColumn<Applicant>[] = [
  { header: 'Reference', value: (applicant) => applicant.reference },
  { header: 'Date', value: (applicant) => applicant.createdAt },
  { header: 'Status', value: (applicant) => statusLabels[applicant.status] },
  { header: 'Name', value: (applicant) => applicant.name },
  { header: 'E-mail', value: (applicant) => applicant.email },
  { header: 'Phone', value: (applicant) => applicant.number },
  { header: 'Position', value: (applicant) => applicant.position },
  { header: 'Vacancy id', value: (applicant) => applicant.vacancyId },
  { header: 'Willing to relocate', value: (applicant) => (applicant.relocate === 'yes' ? 'Yes' : 'No') },
  { header: 'Experience (years)', value: (applicant) => applicant.experience },
];

/** The applicants as CSV text (a header row, then one record per applicant; formulas neutralised). */
export function applicantsCsv(applicants: readonly Applicant[]): string {
  return toCsv(applicants, applicantCsvColumns, { bom: true });
}
