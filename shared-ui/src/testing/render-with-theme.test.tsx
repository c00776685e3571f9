import { useTheme } from '@emotion/react';
import { screen } from '@testing-library/react';
import { Link, Route, useLocation, useParams } from 'react-router-dom';
import { renderWithTheme } from '@seawave/shared-ui/testing';

function Probe() {
  const theme = useTheme();
  const location = useLocation();
  const { postId } = useParams();
  return (
    <p>
      {theme.colors.primary} {location.pathname} {postId ?? 'none'}
      <Link to="/next">Next</Link>
    </p>
  );
}

describe('renderWithTheme', () => {
  it('provides the theme and a router', () => {
    renderWithTheme(<Probe />);
    expect(screen.getByText(/#0a58ca \/ none/)).toBeInTheDocument();
  });

  it('starts at a given URL and pattern', () => {
    renderWithTheme(<Probe />, { route: '/blog/42', path: '/blog/:postId' });
    expect(screen.getByText(/\/blog\/42 42/)).toBeInTheDocument();
  });

  it('renders extra routes for navigation', async () => {
    const { user } = renderWithTheme(<Probe />, { route: '/', path: '/', extraRoutes: <Route path="/next" element={<h1>Next page</h1>} /> });
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  });
});
