import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SeawaveThemeProvider } from '../theme/theme-provider';
import { useSiteHref } from './route-paths';
import type { RouteManifest } from './route-manifest';
import { StandaloneApp } from './standalone';

function NewsPage() {
  const archive = useSiteHref('archive');
  const careers = useSiteHref('careers');
  return (
    <>
      <h1>News</h1>
      {archive ? <a href={archive}>Archive</a> : null}
      {careers ? <a href={careers}>Careers</a> : <span>Careers</span>}
    </>
  );
}

const manifest: RouteManifest = {
  remote: 'mfeNews',
  area: 'news pages',
  pages: [
    { expose: './NewsPage', file: './src/pages/news-page.tsx', routes: [{ name: 'news', path: '/news', title: 'News', description: 'News.' }] },
    { expose: './ArchivePage', file: './src/pages/archive-page.tsx', routes: [{ name: 'archive', path: '/archive', title: 'Archive', description: 'Old news.' }] },
  ],
};

describe('a remote on its own', () => {
  it('links its own routes, others as text', async () => {
    render(
      <SeawaveThemeProvider>
        <MemoryRouter initialEntries={['/news']}>
          <StandaloneApp manifest={manifest} load={() => Promise.resolve({ default: NewsPage })} />
        </MemoryRouter>
      </SeawaveThemeProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/archive');
    expect(screen.queryByRole('link', { name: 'Careers' })).toBeNull();
  });
});
