import { makePost, renderPage } from '@seawave/shared-data/testing';
import type { Post } from '@seawave/shared-data';
import { screen, within } from '@testing-library/react';
import BlogListPage from './blog-list-page';

const older = makePost({ id: 'older', topic: 'Customs papers', name: 'Customs Desk', createdAt: new Date(2024, 0, 10) });
const newer = makePost({ id: 'newer', topic: 'Port delivery', name: 'Operations Team', createdAt: new Date(2024, 5, 2) });
const undated = makePost({ id: 'undated', topic: 'Old notes', createdAt: null });

function topics() {
  return within(screen.getByRole('list', { name: 'Blog posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

const renderList = (posts: Post[], options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<BlogListPage />, { route: '/allblogs', data: { posts }, ...options });

describe('BlogListPage (/allblogs)', () => {
  it('shows skeleton cards while the posts load', async () => {
    renderList([older]);
    expect(screen.getByRole('heading', { level: 1, name: 'Published Blogs' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts');
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);

    expect(await screen.findByRole('link', { name: 'Customs papers' })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
  });

  it('shows each post linked, latest first', async () => {
    renderList([older, undated, newer]);

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

  it('shows a photo stored under images/', async () => {
    const { api } = renderList([{ ...newer, profilePhoto: 'images/team.png' }]);
    api.storedFiles.set('images/team.png', { blob: new Blob(['png']), contentType: 'image/png' });
    const card = await screen.findByRole('article', { name: 'Port delivery' });
    expect(within(card).getByRole('img', { name: 'Author: Operations Team' })).toHaveAttribute('src', 'https://files.test/images/team.png');
  });

  it('Oldest reverses the order without reading again', async () => {
    const { api, user } = renderList([older, newer]);
    await screen.findByRole('link', { name: 'Port delivery' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('latest');
    const list = jest.spyOn(api.posts, 'list');
    await user.selectOptions(sort, 'Oldest');
    expect(topics()).toEqual(['Customs papers', 'Port delivery']);
    await user.selectOptions(sort, 'Latest');
    expect(topics()).toEqual(['Port delivery', 'Customs papers']);
    expect(list).not.toHaveBeenCalled();
  });

  it('says so when there are no posts', async () => {
    renderList([]);
    expect(await screen.findByText('No posts available.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Blog posts' })).not.toBeInTheDocument();
  });

  it('shows a load failure; Try again recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderList([newer], { failing: ['posts.list'] });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error fetching posts. Please try again later.');
    expect(error).toHaveStyle({ color: '#b42318' });

    api.failing.delete('posts.list');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Port delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
