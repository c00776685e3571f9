import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import { RemotePage } from './remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

function Csr() {
  return <h1>Corporate Social Responsibility</h1>;
}

describe('RemotePage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the spinner while the remote loads, then the page', async () => {
    let resolve: (value: { default: typeof Csr }) => void = () => undefined;
    mockedLoadRemote.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderShell(<RemotePage remote="mfePublic" module="./CsrPage" />);
    expect(screen.getByTestId('full-screen-spinner')).toBeInTheDocument();
    resolve({ default: Csr });
    expect(await screen.findByRole('heading', { name: 'Corporate Social Responsibility' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfePublic/CsrPage');
  });

  it('shows a clear message when the remote is unreachable and loads it again with Try again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    renderShell(<RemotePage remote="mfeBlog" module="./BlogListPage" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the blog');
    mockedLoadRemote.mockResolvedValueOnce({ default: () => <h1>Published Blogs</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Published Blogs' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('catches a remote page that throws while rendering', async () => {
    mockedLoadRemote.mockResolvedValueOnce({
      default: () => {
        throw new Error('boom');
      },
    });
    renderShell(<RemotePage remote="mfeCareers" module="./CareersPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the careers pages');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('rejects a module without a default page component', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ notAPage: true });
    renderShell(<RemotePage remote="mfeAdmin" module="./DashboardPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the admin area');
  });
});
