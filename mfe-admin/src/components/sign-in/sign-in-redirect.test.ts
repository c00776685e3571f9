import { signInTarget } from './sign-in-redirect';

describe('signInTarget', () => {
  it('returns the remembered path of this site', () => {
    expect(signInTarget({ from: '/adminviewquoterequests' })).toBe('/adminviewquoterequests');
    expect(signInTarget({ from: '/quoteDetails/abc?x=1#top' })).toBe('/quoteDetails/abc?x=1#top');
  });

  it('falls back to the dashboard', () => {
    expect(signInTarget(null)).toBe('/admin');
    expect(signInTarget(undefined)).toBe('/admin');
    expect(signInTarget({ from: 42 })).toBe('/admin');
    expect(signInTarget({ from: 'https://evil.example.com' })).toBe('/admin');
    expect(signInTarget({ from: '//evil.example.com' })).toBe('/admin');
    expect(signInTarget({ from: '/signin' })).toBe('/admin');
  });
});
