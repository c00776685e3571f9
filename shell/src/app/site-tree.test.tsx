import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { hydrationPrerenderData } from '@seawave/shared-data';
import { useDataQuery } from '@seawave/shared-data/react';
import { ServedData } from './site-tree';

function PostsPage({ load, next }: { load: () => Promise<string>; next: string }) {
  const { state } = useDataQuery(load, [], { key: 'posts:latest' });
  return (
    <main>
      <p>{state.status === 'success' ? state.data : 'Loading'}</p>
      <Link to={next}>Next</Link>
    </main>
  );
}

describe('data the server read for the page it rendered', () => {
  it('is not read again on that page, and is read again on every page the visitor opens after it', async () => {
    const load = jest.fn(async () => 'newer posts');
    render(
      <MemoryRouter initialEntries={['/allblogs']}>
        <ServedData data={hydrationPrerenderData({ 'posts:latest': 'served posts' }, Date.now())}>
          <Routes>
            <Route path="/allblogs" element={<PostsPage key="allblogs" load={load} next="/csr" />} />
            <Route path="/csr" element={<PostsPage key="csr" load={load} next="/allblogs" />} />
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
