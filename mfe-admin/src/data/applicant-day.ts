/** 'yyyy-MM-dd' of a date in local time (the value format of <input type="date">). */
export function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Applicants created on the given local calendar day ('yyyy-MM-dd'); all of them when `day` is ''. */
export function filterByDay<T extends { createdAt: Date | null }>(items: readonly T[], day: string): T[] {
  if (!day) return [...items];
  return items.filter((item) => item.createdAt !== null && localDayKey(item.createdAt) === day);
}

/** A 'yyyy-MM-dd' value as a local Date (for formatting), or null when malformed. */
export function parseDayKey(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}
