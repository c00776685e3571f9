/** Local time, the value format of <input type="date">. */
export function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function parseDayKey(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** [from, before) of creation times; null for '' or a malformed day. */
export function dayRange(day: string): { from: Date; before: Date } | null {
  const from = parseDayKey(day);
  if (!from) return null;
  return { from, before: new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1) };
}
