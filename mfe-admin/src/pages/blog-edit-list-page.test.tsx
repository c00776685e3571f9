import { deferred, makePost } from '@seawave/shared-data/testing';
import { renderPage } from '../testing/render-admin-page';
import type { Post } from '@seawave/shared-data';
import { screen, waitFor, within } from '@testing-library/react';
import BlogEditListPage from './blog-edit-list-page';

jest.setTimeout(20_000);

const older = makePost({ id: 'older', topic: 'Customs papers', name: 'Customs Desk', createdAt: new Date(2024, 0, 10) });
const newer = makePost({ id: 'newer', topic: 'Port delivery', name: 'Operations Team', createdAt: new Date(2024, 5, 2) });
const undated = makePost({ id: 'undated', topic: 'Old notes', createdAt: null });

const topics = () =>
  within(screen.getByRole('list', { name: 'Blog posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

function renderList(posts: Post[], options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<BlogEditListPage />, { route: '/admineditblogs', path: '/admineditblogs', signedInAs: 'admin', data: { posts }, ...options });
}

describe('BlogEditListPage (/admineditblogs)', () => {
  it('lists posts latest first; Oldest reverses', async () => {
    const { user } = renderList([older, undated, newer]);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blogs' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);

    await screen.findByRole('list', { name: 'Blog posts' });
    expect(topics()).toEqual(['Port delivery', 'Customs papers', 'Old notes']);
    const row = screen.getByRole('article', { name: 'Port delivery' });
    expect(within(row).getByRole('img', { name: 'Author: Operations Team' })).toBeInTheDocument();
    expect(within(row).getByText('Operations Team')).toBeInTheDocument();
    expect(within(row).getByText('June 2, 2024')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Port delivery' })).toHaveAttribute('href', '/blogedit/newer');
    expect(within(row).getByRole('button', { name: 'Delete Port delivery' })).toBeEnabled();
    expect(within(screen.getByRole('article', { name: 'Old notes' })).getByText('No date available')).toBeInTheDocument();

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('latest');
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Latest', 'Oldest']);
    await user.selectOptions(sort, 'Oldest');
    expect(topics()).toEqual(['Customs papers', 'Port delivery', 'Old notes']);
  });

  it('deletes only when confirmed', async () => {
    const { api, user } = renderList([older, newer]);
    await screen.findByRole('list', { name: 'Blog posts' });

    await user.click(screen.getByRole('button', { name: 'Delete Port delivery' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this blog?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.docs.posts.has('newer')).toBe(true);
    expect(topics()).toEqual(['Port delivery', 'Customs papers']);

    await user.click(screen.getByRole('button', { name: 'Delete Port delivery' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(topics()).toEqual(['Customs papers']));
    expect([...api.docs.posts.keys()]).toEqual(['older']);
    expect(screen.getByRole('status')).toHaveTextContent('The blog post was deleted.');
  });

  it('disables a deleting row; keeps it on failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderList([newer]);
    const removing = deferred<void>();
    jest.spyOn(api.posts, 'remove').mockReturnValueOnce(removing.promise);
    await screen.findByRole('list', { name: 'Blog posts' });

    await user.click(screen.getByRole('button', { name: 'Delete Port delivery' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: /Deleting/ })).toBeDisabled();
    removing.reject(new Error('permission denied'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The blog post “Port delivery” could not be deleted. Please try again. (permission denied)');
    expect(topics()).toEqual(['Port delivery']);
    expect(screen.getByRole('button', { name: 'Delete Port delivery' })).toBeEnabled();
    expect(api.docs.posts.has('newer')).toBe(true);
  });

  it('shows the empty state', async () => {
    renderList([]);
    expect(await screen.findByText('No posts available.')).toBeInTheDocument();
  });

  it('shows a load failure; Try again recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderList([newer], { failing: ['posts.list'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching posts. Please try again later.');
    api.failing.delete('posts.list');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Port delivery' })).toBeInTheDocument();
  });
});
