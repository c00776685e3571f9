import { loadRemote } from '@module-federation/runtime';
import { SeawaveThemeProvider } from '@seawave/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderShell } from '../testing/render-shell';
import { onPinnedBuildGone, remoteLoadPolicy, retryRemote } from './load-remote-page';
import { RemotePage } from './remote-page';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);
const unreachable = () => new Error('Failed to fetch mf-manifest.json');

function Csr() {
  return <h1>Corporate Social Responsibility</h1>;
}

describe('RemotePage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    remoteLoadPolicy.pauseMs = () => 0;
    // Failures are remembered per remote for the whole page session: start each test clean.
    for (const remote of ['mfePublic', 'mfeCareers', 'mfeBlog', 'mfeAdmin'] as const) retryRemote(remote);
  });

  it('shows the spinner, then the page', async () => {
    let resolve: (value: { default: typeof Csr }) => void = () => undefined;
    mockedLoadRemote.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderShell(<RemotePage remote="mfePublic" module="./CsrPage" area="company pages" />);
    expect(screen.getByTestId('full-screen-spinner')).toBeInTheDocument();
    resolve({ default: Csr });
    expect(await screen.findByRole('heading', { name: 'Corporate Social Responsibility' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfePublic/CsrPage');
  });

  it('retries an unreachable remote, then offers Try again', async () => {
    mockedLoadRemote.mockRejectedValue(unreachable());
    renderShell(<RemotePage remote="mfeBlog" module="./BlogListPage" area="blog" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site is not available right now');
    expect(alert).toHaveTextContent('We could not load the blog');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(remoteLoadPolicy.attempts);

    mockedLoadRemote.mockReset();
    mockedLoadRemote.mockResolvedValueOnce({ default: () => <h1>Published Blogs</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Published Blogs' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('succeeds on a later attempt', async () => {
    mockedLoadRemote.mockRejectedValueOnce(unreachable()).mockResolvedValueOnce({ default: () => <h1>Dashboard</h1> });
    renderShell(<RemotePage remote="mfeAdmin" module="./DashboardPage" area="admin area" />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('remembers a failure per remote only', async () => {
    mockedLoadRemote.mockImplementation(async (id) => {
      if (String(id).startsWith('mfeCareers/')) throw unreachable();
      return { default: () => <h1>Page {String(id)}</h1> };
    });
    render(
      <SeawaveThemeProvider>
        <MemoryRouter initialEntries={['/careers']}>
          <nav>
            <Link to="/careers">Career</Link>
            <Link to="/jobdetails/1">Job</Link>
            <Link to="/csr">CSR</Link>
          </nav>
          <Routes>
            <Route path="/careers" element={<RemotePage key="careers" remote="mfeCareers" module="./CareersPage" area="careers pages" />} />
            <Route path="/jobdetails/:id" element={<RemotePage key="job" remote="mfeCareers" module="./JobDetailsPage" area="careers pages" />} />
            <Route path="/csr" element={<RemotePage key="csr" remote="mfePublic" module="./CsrPage" area="company pages" />} />
          </Routes>
        </MemoryRouter>
      </SeawaveThemeProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the careers pages');
    const careersTries = mockedLoadRemote.mock.calls.length;

    await userEvent.click(screen.getByRole('link', { name: 'CSR' }));
    expect(await screen.findByRole('heading', { name: 'Page mfePublic/CsrPage' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the careers pages');
    expect(mockedLoadRemote.mock.calls.filter(([id]) => String(id).startsWith('mfeCareers/'))).toHaveLength(careersTries);

    // Try again fetches only the failed remote.
    mockedLoadRemote.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toEqual(
      Array.from({ length: remoteLoadPolicy.attempts }, () => 'mfeCareers/JobDetailsPage'),
    );
  });

  it('catches a render error per path', async () => {
    function Application() {
      const { pathname } = useLocation();
      if (pathname === '/careerinputfield') throw new Error('boom');
      return <h1>Apply on {pathname}</h1>;
    }
    mockedLoadRemote.mockResolvedValueOnce({ default: Application });
    renderShell(
      <>
        <Link to="/elsewhere">Elsewhere</Link>
        <RemotePage remote="mfeCareers" module="./ApplicationPage" area="careers pages" />
      </>,
      '/careerinputfield',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the careers pages');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Apply on /elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('refuses a module without a default page', async () => {
    mockedLoadRemote.mockResolvedValue({ notAPage: true });
    renderShell(<RemotePage remote="mfeAdmin" module="./QuoteListPage" area="admin area" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the admin area');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  describe('on a prerendered page whose recorded build of a remote is no longer deployed', () => {
    afterEach(() => onPinnedBuildGone(null));

    it("falls back to the remote's current build", async () => {
      let current = false;
      mockedLoadRemote.mockImplementation(async () => {
        if (!current) throw unreachable();
        return { default: () => <h1>About SEAWAVE</h1> };
      });
      const gone = jest.fn(async () => {
        current = true;
        return true;
      });
      onPinnedBuildGone(gone);
      renderShell(<RemotePage remote="mfePublic" module="./AboutPage" area="company pages" />);
      expect(await screen.findByRole('heading', { name: 'About SEAWAVE' })).toBeInTheDocument();
      expect(gone).toHaveBeenCalledWith('mfePublic');
      expect(mockedLoadRemote).toHaveBeenCalledTimes(remoteLoadPolicy.attempts + 1);
    });

    it('shows the error when no other build exists', async () => {
      mockedLoadRemote.mockRejectedValue(unreachable());
      const gone = jest.fn(async () => false);
      onPinnedBuildGone(gone);
      renderShell(<RemotePage remote="mfeBlog" module="./BlogListPage" area="blog" />);
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the blog');
      expect(gone).toHaveBeenCalledTimes(1);
      expect(mockedLoadRemote).toHaveBeenCalledTimes(remoteLoadPolicy.attempts);
    });
  });
});
