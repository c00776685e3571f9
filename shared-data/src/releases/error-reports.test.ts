import { candidateVerdict, errorNameOf, errorReportId, errorReportProblem, fingerprintOf, type ErrorReport } from './error-reports';

const report: ErrorReport = { remote: 'mfeBlog', build: 'bbb222', route: 'blog', phase: 'render', fingerprint: '0123456789abcdef', errorName: 'TypeError', count: 1, minute: 29_000_000, slot: 0 };

describe('error reports', () => {
  it('takes a report within its shape', () => {
    expect(errorReportProblem(report)).toBeNull();
    expect(errorReportId(report)).toBe('bbb222-0123456789abcdef-29000000-0');
  });

  it.each([
    [{ remote: 'mfe-blog' }, 'remote is not a remote'],
    [{ build: 'BBB' }, 'build is not a build'],
    [{ route: '/blog' }, 'route is not a route'],
    [{ fingerprint: 'xyz' }, 'fingerprint is not a fingerprint'],
    [{ errorName: 'Cannot read meera@example.com' }, 'errorName is not a errorName'],
    [{ phase: 'boot' }, 'phase is not a phase'],
    [{ count: 0 }, 'count is out of range'],
    [{ count: 101 }, 'count is out of range'],
    [{ slot: 5 }, 'slot is out of range'],
  ])('refuses %p', (change, problem) => {
    expect(errorReportProblem({ ...report, ...change } as ErrorReport)).toBe(problem);
  });

  it('names the error by its constructor only', () => {
    expect(errorNameOf(new TypeError('x of meera@example.com'))).toBe('TypeError');
    expect(errorNameOf('a string')).toBe('Error');
  });

  it('fingerprints an error apart from message values', () => {
    const first = fingerprintOf('mfeBlog', 'render', new TypeError('Cannot read post "abc" at 12'));
    const second = fingerprintOf('mfeBlog', 'render', new TypeError('Cannot read post "xyz" at 345'));
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(second).toBe(first);
    expect(fingerprintOf('mfeCareers', 'render', new TypeError('Cannot read post "abc" at 12'))).not.toBe(first);
    expect(fingerprintOf('mfeBlog', 'load', new TypeError('Cannot read post "abc" at 12'))).not.toBe(first);
  });
});

describe('a candidate against the live build', () => {
  it('waits for the stated page views', () => {
    expect(candidateVerdict({ views: 19, errors: 19 }, { views: 100, errors: 0 })).toEqual({ stop: false, why: '19 of 20 page views so far' });
  });

  it('stops a candidate worse beyond the margin', () => {
    const verdict = candidateVerdict({ views: 20, errors: 2 }, { views: 100, errors: 4 });
    expect(verdict).toEqual({ stop: true, reason: '10 errors per 100 page views (2 in 20) against the live build\'s 4 (4 in 100): more than 5 above' });
  });

  it('keeps a candidate within the margin', () => {
    expect(candidateVerdict({ views: 100, errors: 9 }, { views: 100, errors: 4 }).stop).toBe(false);
    expect(candidateVerdict({ views: 20, errors: 0 }, { views: 0, errors: 0 }).stop).toBe(false);
  });
});
