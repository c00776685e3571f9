import type { Vacancy } from '@seawave/shared-data';

/** The UTC calendar day of `now`, 'YYYY-MM-DD'. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether a vacancy takes applications at `now`: not blocked, and its closing
 * date (a 'YYYY-MM-DD' day, optional) not passed. The closing day itself is
 * still open; the vacancy closes when the next UTC day begins, as the
 * security rules judge it.
 */
export function isVacancyOpen(vacancy: Pick<Vacancy, 'isBlocked' | 'closingDate'>, now: Date): boolean {
  if (vacancy.isBlocked) return false;
  return !vacancy.closingDate || utcDay(now) <= vacancy.closingDate;
}
