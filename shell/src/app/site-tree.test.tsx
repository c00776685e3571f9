import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { hydrationJson, hydrationPrerenderData } from '@seawave/shared-data';
import { pageQueryClient, usePageQuery } from '@seawave/shared-data/react';
import { ServedData } from './site-tree';

function PostsPage({ next }: { next: string }) {
  const { state } = usePageQuery<string>('posts:latest', '[test] could not load the posts');
  return (
    <main>
      <p>{state.status === 'success' ? state.data : 'Loading'}</p>
      <Link to={next}>Next</Link>
    </main>
  );
}

describe('data the server read for the page it rendered', () => {
  it('is read again only on later pages', async () => {
    pageQueryClient.clear();
    // The page service's data address; jsdom has no Response.
    const load = jest.fn(async () => ({ ok: true, status: 200, text: async () => hydrationJson({ data: 'newer posts' }) }));
    global.fetch = load as unknown as typeof fetch;
    render(
      <MemoryRouter initialEntries={['/allblogs']}>
        <ServedData data={hydrationPrerenderData({ 'posts:latest': 'served posts' }, Date.now())}>
          <Routes>
            <Route path="/allblogs" element={<PostsPage key="allblogs" next="/csr" />} />
            <Route path="/csr" element={<PostsPage key="csr" next="/allblogs" />} />
          </Routes>
        </ServedData>
      </MemoryRouter>,
    );
    expect(screen.getByText('served posts')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('newer posts')).toBeVisible());
    expect(load).toHaveBeenCalledTimes(1);

    // Back on the served page's route: read again too.
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
