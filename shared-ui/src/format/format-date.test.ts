import { formatDate, NO_DATE_TEXT } from '@seawave/shared-ui/format-date';
import * as sharedUi from '@seawave/shared-ui';

describe('formatDate', () => {
  it("formats as 'MMMM d, yyyy'", () => {
    expect(formatDate(new Date(2024, 2, 5))).toBe('March 5, 2024');
    expect(formatDate(new Date(2005, 11, 31, 23, 59))).toBe('December 31, 2005');
  });

  it('has a fallback for a missing or invalid date', () => {
    expect(NO_DATE_TEXT).toBe('No date available');
    expect(formatDate(null)).toBe('No date available');
    expect(formatDate(undefined)).toBe('No date available');
    expect(formatDate(new Date('not a date'))).toBe('No date available');
  });

  it('stays out of the package index', () => {
    expect(Object.keys(sharedUi)).not.toContain('formatDate');
  });
});
