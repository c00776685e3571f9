/**
 * Date formatting for lists and detail pages.
 *
 * Imported from its own package subpath, `@seawave/shared-ui/format-date`,
 * and deliberately NOT re-exported from the package index: the index is the
 * federation singleton loaded on the home page, and date-fns must not be
 * pulled into it.
 */
import { format, isValid } from 'date-fns';

export const DATE_FORMAT = 'MMMM d, yyyy';
export const NO_DATE_TEXT = 'No date available';

/** e.g. "March 5, 2024"; "No date available" for null, undefined or an invalid date. */
export function formatDate(value: Date | null | undefined): string {
  if (!(value instanceof Date) || !isValid(value)) return NO_DATE_TEXT;
  return format(value, DATE_FORMAT);
}
