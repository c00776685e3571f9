import { getDataApi } from '@seawave/shared-data';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { deferred, fakePostsApi, makePost } from '@seawave/shared-data/testing';
import BlogListPage from './blog-list-page';

jest.mock('@seawave/shared-data', () => ({ ...jest.requireActual('@seawave/shared-data'), getDataApi: jest.fn() }));
const mockedGetDataApi = jest.mocked(getDataApi);

const older = makePost({ id: 'older', topic: 'Customs papers', name: 'Customs Desk', createdAt: new Date(2024, 0, 10) });
const newer = makePost({ id: 'newer', topic: 'Port delivery', name: 'Operations Team', createdAt: new Date(2024, 5, 2) });
const undated = makePost({ id: 'undated', topic: 'Old notes', createdAt: null });

function topics() {
  return within(screen.getByRole('list', { name: 'Blog posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('BlogListPage (/allblogs)', () => {
  it("shows 'Published Blogs' and three skeleton cards while the posts load", async () => {
    const fake = fakePostsApi([older]);
    const pending = deferred<typeof fake.posts>();
    fake.list.mockReturnValueOnce(pending.promise);
    mockedGetDataApi.mockResolvedValue(fake.api);
    renderWithTheme(<BlogListPage />, { route: '/allblogs' });

    expect(screen.getByRole('heading', { level: 1, name: 'Published Blogs' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts');
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);

    pending.resolve([older]);
    expect(await screen.findByRole('link', { name: 'Customs papers' })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
  });

  it('shows each post with profile photo, name, topic, date, description and a link to /blog/{id}, latest first', async () => {
    mockedGetDataApi.mockResolvedValue(fakePostsApi([older, undated, newer]).api);
    renderWithTheme(<BlogListPage />);

    const link = await screen.findByRole('link', { name: 'Port delivery' });
    expect(link).toHaveAttribute('href', '/blog/newer');
    expect(topics()).toEqual(['Port delivery', 'Customs papers', 'Old notes']);

    const card = screen.getByRole('article', { name: 'Port delivery' });
    expect(within(card).getByRole('img', { name: 'Author: Operations Team' })).toHaveAttribute('src', 'https://example.com/newer-profile.png');
    expect(within(card).getByText('Operations Team')).toBeInTheDocument();
    expect(within(card).getByText('June 2, 2024')).toBeInTheDocument();
    expect(within(card).getByText('Description newer')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Old notes' })).getByText('No date available')).toBeInTheDocument();
  });

  it('reads the posts again when the sort changes, and Oldest reverses the order', async () => {
    const fake = fakePostsApi([older, newer]);
    mockedGetDataApi.mockResolvedValue(fake.api);
    const { user } = renderWithTheme(<BlogListPage />);
    await screen.findByRole('link', { name: 'Port delivery' });
    expect(fake.list).toHaveBeenCalledTimes(1);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('latest');

    await user.selectOptions(sort, 'Oldest');
    await waitFor(() => expect(fake.list).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(topics()).toEqual(['Customs papers', 'Port delivery']));

    await user.selectOptions(sort, 'Latest');
    await waitFor(() => expect(fake.list).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(topics()).toEqual(['Port delivery', 'Customs papers']));
  });

  it("shows 'No posts available.' when there are none", async () => {
    mockedGetDataApi.mockResolvedValue(fakePostsApi([]).api);
    renderWithTheme(<BlogListPage />);
    expect(await screen.findByText('No posts available.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Blog posts' })).not.toBeInTheDocument();
  });

  it("shows 'Error fetching posts. Please try again later.' in red when loading fails, and Try again recovers", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakePostsApi([newer]);
    fake.list.mockRejectedValueOnce(new Error('offline'));
    mockedGetDataApi.mockResolvedValue(fake.api);
    const { user } = renderWithTheme(<BlogListPage />);

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error fetching posts. Please try again later.');
    expect(error).toHaveStyle({ color: '#b42318' });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Port delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
