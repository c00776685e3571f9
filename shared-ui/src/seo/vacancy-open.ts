/** What decides whether a vacancy is open. */
export interface VacancyOpenness {
  isBlocked: boolean;
  /** The last day to apply, 'YYYY-MM-DD' (UTC); none: no closing date. */
  closingDate?: string | null;
}

/**
 * Whether a vacancy takes applications at `now`: not blocked, and its closing
 * day not passed (the closing day itself is open; the vacancy closes when the
 * next UTC day begins, as the security rules judge it).
 */
export function isVacancyOpen(vacancy: VacancyOpenness, now: Date): boolean {
  if (vacancy.isBlocked) return false;
  return !vacancy.closingDate || now.toISOString().slice(0, 10) <= vacancy.closingDate;
}
