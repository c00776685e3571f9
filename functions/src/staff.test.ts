import allowList from '../../config/admin-allow-list.json';
import { isStaffAccount } from './staff';

const google = 'google.com';

describe('isStaffAccount', () => {
  it('is true for a verified allow-listed Google account', () => {
    expect(allowList.staff.map((account) => account.role)).toEqual(expect.arrayContaining(['all', 'sales', 'hiring']));
    for (const { email } of allowList.staff) {
      expect(isStaffAccount({ email, emailVerified: true, signInProvider: google })).toBe(true);
      expect(isStaffAccount({ email: email.toUpperCase(), emailVerified: true, signInProvider: google })).toBe(true);
    }
  });

  it.each(['password', 'anonymous', 'custom', 'emailLink', 'phone', null, undefined])('is false for an allow-listed %p sign-in', (signInProvider) => {
    for (const { email } of allowList.staff) expect(isStaffAccount({ email, emailVerified: true, signInProvider })).toBe(false);
  });

  it('is false for unverified or unlisted e-mails', () => {
    expect(isStaffAccount({ email: 'admin@seawave.example.com', emailVerified: false, signInProvider: google })).toBe(false);
    expect(isStaffAccount({ email: 'someone@example.com', emailVerified: true, signInProvider: google })).toBe(false);
    expect(isStaffAccount({ email: null, emailVerified: true, signInProvider: google })).toBe(false);
  });
});
