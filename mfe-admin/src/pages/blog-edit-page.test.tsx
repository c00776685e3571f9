import type { Post } from '@seawave/shared-data';
import { deferred, makePost } from '@seawave/shared-data/testing';
import { renderPage as renderWithData } from '../testing/render-admin-page';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import BlogEditListPage from './blog-edit-list-page';
import BlogEditPage from './blog-edit-page';
// Typing through user-event re-renders the whole form per key; generous on a busy shared machine.
jest.setTimeout(20_000);

const post = makePost({
  id: 'p1',
  name: 'Operations Team',
  topic: 'Direct Port Delivery',
  description: 'Containers in 48 hours.',
  message: 'Para one\n\nPara two',
  createdAt: new Date(2024, 2, 5),
});
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const field = (name: string) => screen.getByLabelText(name);

function renderPage(id = 'p1', options: { posts?: Post[]; failing?: 'posts.get'[] } = {}) {
  return renderWithData(<BlogEditPage />, {
    signedInAs: 'admin',
    data: { posts: options.posts ?? [post] },
    failing: options.failing,
    route: `/blogedit/${id}`,
    path: '/blogedit/:postId',
    extraRoutes: <Route path="/admineditblogs" element={<BlogEditListPage />} />,
  });
}

describe('BlogEditPage (/blogedit/:postId)', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the previews use them.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
  });

  it('prefills the texts and previews both photos', async () => {
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Operations Team');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeInTheDocument();
    expect(field('Topic')).toHaveValue('Direct Port Delivery');
    expect(field('Description')).toHaveValue('Containers in 48 hours.');
    expect(field('Message')).toHaveValue('Para one\n\nPara two');
    expect(screen.getByRole('img', { name: 'Blog Photo (current)' })).toHaveAttribute('src', 'https://example.com/p1-main.png');
    expect(screen.getByRole('img', { name: 'Profile Photo (current)' })).toHaveAttribute('src', 'https://example.com/p1-profile.png');
    expect(field('Blog Photo')).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('updates only the texts when no photo changes', async () => {
    const { api, user } = renderPage();
    const update = jest.spyOn(api.posts, 'update');
    await user.clear(await screen.findByRole('textbox', { name: 'Topic' }));
    await user.type(field('Topic'), 'DPD explained');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Blogs' })).toBeInTheDocument();
    expect(screen.getByText('The blog post was updated.').closest('[role="status"]')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(
      'p1',
      {
        name: 'Operations Team',
        topic: 'DPD explained',
        description: 'Containers in 48 hours.',
        message: 'Para one\n\nPara two',
        mainPhoto: undefined,
        profilePhoto: undefined,
      },
      { onProgress: expect.any(Function) },
    );
    expect(await screen.findByRole('article', { name: 'DPD explained' })).toBeInTheDocument();
  });

  it('sends a replaced photo and previews it', async () => {
    const { api, user } = renderPage();
    const update = jest.spyOn(api.posts, 'update');
    const newMain = png('new-harbour.png');
    await user.upload(await screen.findByLabelText('Blog Photo'), newMain);
    expect(await screen.findByRole('img', { name: 'Blog Photo preview (new)' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('p1', expect.objectContaining({ mainPhoto: newMain, profilePhoto: undefined }), { onProgress: expect.any(Function) });
  });

  it('requires the four texts', async () => {
    const { api, user } = renderPage();
    const update = jest.spyOn(api.posts, 'update');
    for (const name of ['Name', 'Topic', 'Description', 'Message']) {
      const control = await screen.findByLabelText(name);
      await user.clear(control);
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');
      // The emptied field is the one marked, with its note, and it has the focus.
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(/This field is required\./);
      expect(control).toHaveFocus();
      await user.type(control, 'x');
    }
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses a stored text now over its limit', async () => {
    const { api, user } = renderPage('p1', { posts: [{ ...post, description: 'D'.repeat(1005) }] });
    const update = jest.spyOn(api.posts, 'update');
    const description = await screen.findByLabelText('Description');
    expect(description).toHaveValue('D'.repeat(1005));
    expect(description).toHaveAccessibleDescription('1005 / 1000 characters: 5 too many');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers are too long. Please shorten them.');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(/Please shorten this to 1000 characters or fewer\./);
    expect(description).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  it('updates once, disabled meanwhile; keeps values on failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderPage();
    const saving = deferred<void>();
    const update = jest.spyOn(api.posts, 'update').mockReturnValueOnce(saving.promise);
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), ' Updated.');
    await user.dblClick(screen.getByRole('button', { name: 'Update' }));
    expect(field('Description')).toBeDisabled();
    expect(field('Profile Photo')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Updating');
    saving.reject(new Error('quota exceeded'));

    expect(await screen.findByRole('alert')).toHaveTextContent('The blog post could not be updated. Nothing was saved; please try again. (quota exceeded)');
    expect(update).toHaveBeenCalledTimes(1);
    expect(api.docs.posts.get('p1')).toEqual(expect.objectContaining({ description: 'Containers in 48 hours.' }));
    expect(field('Description')).toHaveValue('Containers in 48 hours. Updated.');
    expect(field('Description')).toBeEnabled();
  });

  it('shows not-found and load failures', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderPage('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByText('This blog post does not exist or has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all posts' })).toHaveAttribute('href', '/admineditblogs');
    unmount();

    const { api, user } = renderPage('p1', { failing: ['posts.get'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching the post. Please try again later.');
    api.failing.delete('posts.get');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Operations Team');
  });
});
