/** Its own subpath, not the index: the index is the singleton loaded on the home page and must not pull in date-fns. */
import { format, isValid } from 'date-fns';

export const DATE_FORMAT = 'MMMM d, yyyy';
export const NO_DATE_TEXT = 'No date available';

/** "No date available" for null, undefined or an invalid date. */
export function formatDate(value: Date | null | undefined): string {
  if (!(value instanceof Date) || !isValid(value)) return NO_DATE_TEXT;
  return format(value, DATE_FORMAT);
}
