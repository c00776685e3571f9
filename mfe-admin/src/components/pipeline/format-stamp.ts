const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'just now' while the server time is pending. */
export function formatStamp(date: Date | null): string {
  if (!date || Number.isNaN(date.getTime())) return 'just now';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getDate()} ${months[date.getMonth()] ?? ''} ${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
