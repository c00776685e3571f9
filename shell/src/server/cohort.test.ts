/**
 * @jest-environment node
 */
import { compositionOf, manifestsFor, readSession, sessionCookie } from './cohort';

describe('the visitor\'s session cookie', () => {
  it('holds cohort and preview, reading old cookies', () => {
    expect(readSession('cohort=42&preview=ab.cd')).toEqual({ cohort: 42, preview: 'ab.cd' });
    expect(readSession('cohort=0')).toEqual({ cohort: 0, preview: null });
    expect(readSession('ab.cd')).toEqual({ cohort: null, preview: 'ab.cd' });
    expect(readSession(null)).toEqual({ cohort: null, preview: null });
  });

  it('ignores an invalid cohort', () => {
    for (const value of ['cohort=100', 'cohort=-1', 'cohort=4.5', 'cohort=x', 'cohort=007']) expect(readSession(value).cohort).toBeNull();
  });

  it('sets its lifetime by what it holds', () => {
    expect(sessionCookie({ cohort: 5, preview: 't.s' }, 60, true)).toBe('__session=cohort=5&preview=t.s; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure');
    expect(sessionCookie({ cohort: null, preview: 't.s' }, 3600, false)).toBe('__session=preview=t.s; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax');
    expect(sessionCookie({ cohort: null, preview: null }, 3600, true)).toBe('__session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});

describe('the builds of a cohort', () => {
  const file = { mfeBlog: { live: '/blog/builds/b1/mf-manifest.json', candidate: '/blog/builds/b2/mf-manifest.json', share: 20 }, mfeCareers: '/careers/mf-manifest.json' };

  it('gives a cohortless visitor the live builds', () => {
    const composition = compositionOf(file);
    expect(composition.gradual).toBe(true);
    expect(compositionOf({ mfeCareers: '/careers/mf-manifest.json' }).gradual).toBe(false);
    expect(manifestsFor(composition, null)).toEqual({ mfeBlog: '/blog/builds/b1/mf-manifest.json', mfeCareers: '/careers/mf-manifest.json' });
    expect(manifestsFor(composition, 19).mfeBlog).toBe('/blog/builds/b2/mf-manifest.json');
    expect(manifestsFor(composition, 20).mfeBlog).toBe('/blog/builds/b1/mf-manifest.json');
    expect(manifestsFor(composition, 19, { mfeBlog: 'b2' }).mfeBlog).toBe('/blog/builds/b1/mf-manifest.json');
  });
});
