export interface VacancyOpenness {
  isBlocked: boolean;
  closingDate?: string | null;
}

/** The closing day itself is open: the vacancy closes when the next UTC day begins, as the security rules judge it. */
export function isVacancyOpen(vacancy: VacancyOpenness, now: Date): boolean {
  if (vacancy.isBlocked) return false;
  return !vacancy.closingDate || now.toISOString().slice(0, 10) <= vacancy.closingDate;
}
