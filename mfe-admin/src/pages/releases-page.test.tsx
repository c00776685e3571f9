import type { ReleaseReport } from '@seawave/shared-data';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { adminQueryClient } from '../data/admin-queries';
import { HOUR_MS, loadReleases, type ReleaseSources } from '../data/releases';
import { renderPage } from '../testing/render-admin-page';
import { ReleasesView } from './releases-page';

const now = Date.parse('2026-11-29T12:00:00Z');
const blogLive = 'https://blog.example/builds/aaa111/mf-manifest.json';
const blogCandidate = 'https://blog.example/builds/bbb222/mf-manifest.json';

const report: ReleaseReport = {
  errors: [
    { remote: 'mfeBlog', build: 'bbb222', route: 'blog', phase: 'render', errorName: 'TypeError', count: 3, at: now - 60_000 },
    { remote: 'mfeBlog', build: 'bbb222', route: 'blog', phase: 'render', errorName: 'TypeError', count: 4, at: now - 30_000 },
    { remote: 'mfeBlog', build: 'aaa111', route: '', phase: 'load', errorName: 'Error', count: 1, at: now - 10_000 },
  ],
  stats: [
    { remote: 'mfeBlog', build: 'aaa111', views: 40, errors: 1 },
    { remote: 'mfeBlog', build: 'bbb222', views: 20, errors: 7 },
  ],
  guards: [{ remote: 'mfeBlog', abortedBuild: 'bbb222', reason: '35 errors per 100 page views (7 in 20) against the live build\'s 2.5 (1 in 40): more than 5 above', abortedAt: now }],
};

function sources(change: Partial<ReleaseSources> = {}): ReleaseSources & { since: number[] } {
  const since: number[] = [];
  return {
    since,
    remotesFile: async () => ({ mfeBlog: { live: blogLive, candidate: blogCandidate, share: 50 }, mfeCareers: 'https://careers.example/mf-manifest.json' }),
    buildOf: async (url) => (url === blogLive ? 'aaa111' : url === blogCandidate ? 'bbb222' : 'ccc333'),
    report: async (sinceMs) => {
      since.push(sinceMs);
      return report;
    },
    now: () => now,
    ...change,
  };
}

const withQueries = (ui: ReactElement) => <QueryClientProvider client={adminQueryClient}>{ui}</QueryClientProvider>;

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).queryAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));

describe('the Releases page', () => {
  it('shows live builds, candidates, shares and hourly errors', async () => {
    const given = sources();
    renderPage(withQueries(<ReleasesView sources={given} />), { signedInAs: 'admin' });
    await screen.findByRole('table', { name: 'Remotes' });
    expect(given.since).toEqual([now - HOUR_MS]);
    expect(rowsOf('Remotes')).toEqual([
      [
        'mfeBlog',
        'aaa111',
        '1 in the last hour (1 in 40 page views)',
        'bbb222',
        '50 %',
        '7 in the last hour (7 in 20 page views)',
        "Stopped automatically: 35 errors per 100 page views (7 in 20) against the live build's 2.5 (1 in 40): more than 5 above. Everyone gets the live build.",
      ],
      ['mfeCareers', 'ccc333', '0 in the last hour (0 in 0 page views)', 'None', '', '', 'Live'],
    ]);
    expect(rowsOf('Errors in the last hour')).toEqual([
      ['mfeBlog', 'bbb222', 'blog', 'Showing a page', 'TypeError', '7'],
      ['mfeBlog', 'aaa111', '(none)', 'Loading its code', 'Error', '1'],
    ]);
  });

  it('says when error-free; shows a releasing candidate', async () => {
    const quiet = sources({ report: async () => ({ errors: [], stats: [], guards: [] }) });
    renderPage(withQueries(<ReleasesView sources={quiet} />), { signedInAs: 'admin' });
    expect(await screen.findByText('No errors in the last hour.')).toBeInTheDocument();
    expect(rowsOf('Remotes')[0]?.[6]).toBe('Releasing');
  });

  it('offers Try again when unreadable', async () => {
    let fail = true;
    const flaky = sources({
      report: async () => {
        if (fail) throw new Error('permission-denied');
        return report;
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(withQueries(<ReleasesView sources={flaky} />), { signedInAs: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching the releases. Please try again later.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Remotes' })).toBeInTheDocument();
  });

  it('reads the build of an unpinned live manifest', async () => {
    const view = await loadReleases(sources({ remotesFile: async () => ({ mfeCareers: 'https://careers.example/mf-manifest.json' }) }));
    expect(view.remotes).toEqual([{ remote: 'mfeCareers', live: { build: 'ccc333', errorsLastHour: 0, views: 0, errors: 0 }, candidate: null, stopped: null }]);
  });
});
