import { deferred, type MemoryDataApi } from '@seawave/shared-data/testing';
import { renderPage as renderWithData } from '../testing/render-admin-page';
import { FlashMessage } from '@seawave/shared-ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import BlogCreatePage from './blog-create-page';
// Typing through user-event re-renders the whole form per key; generous on a busy shared machine.
jest.setTimeout(20_000);

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const mainPhoto = png('harbour.png');
const profilePhoto = png('me.png');

function renderPage(options: { failing?: 'files.upload'[] } = {}) {
  return renderWithData(<BlogCreatePage />, {
    signedInAs: 'admin',
    failing: options.failing,
    route: '/adminblogpostallowance',
    path: '/adminblogpostallowance',
    extraRoutes: (
      <>
        <Route
          path="/"
          element={
            <>
              <FlashMessage />
              <h1>Home page</h1>
            </>
          }
        />
        <Route path="/admineditblogs" element={<h1>All posts</h1>} />
      </>
    ),
  });
}

const field = (name: string) => screen.getByLabelText(name);

/** Nothing stored: no post and no photo. */
function expectNothingStored(api: MemoryDataApi) {
  expect(api.docs.posts.size).toBe(0);
  expect(api.storedFiles.size).toBe(0);
}

async function fillTexts(user: UserEvent) {
  await user.type(field('Name'), 'Asha Rao');
  await user.type(field('Topic'), 'Port delivery');
  await user.type(field('Description'), 'Faster imports');
  await user.type(field('Message'), 'Line one{Enter}line two{Enter}{Enter}Next paragraph');
}

async function fillAll(user: UserEvent) {
  await fillTexts(user);
  await user.upload(field('Blog Photo'), mainPhoto);
  await user.upload(field('Profile Photo'), profilePhoto);
}

describe('BlogCreatePage (/adminblogpostallowance)', () => {
  it('has six labelled controls and image-only inputs', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Blog Post' })).toBeInTheDocument();
    // Nothing typed is cut: the limits are counted and checked on posting.
    for (const name of ['Name', 'Topic', 'Description', 'Message']) expect(screen.getByRole('textbox', { name })).not.toHaveAttribute('maxLength');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    expect(field('Blog Photo')).toHaveAttribute('type', 'file');
    expect(field('Blog Photo').getAttribute('accept')).toContain('image/png');
    expect(field('Profile Photo')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it('refuses a post missing any field', async () => {
    const { api, user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');

    // All texts, but no photos.
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');

    // One photo only.
    await user.upload(field('Blog Photo'), mainPhoto);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');

    // Blank (spaces only) name.
    await user.upload(field('Profile Photo'), profilePhoto);
    await user.clear(field('Name'));
    await user.type(field('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');
    expectNothingStored(api);
  });

  it('marks missing fields and focuses the first', async () => {
    const { api, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');
    for (const name of ['Name', 'Topic', 'Description', 'Message', 'Blog Photo', 'Profile Photo']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Name')).toHaveAccessibleDescription('This field is required.');
    expect(field('Blog Photo')).toHaveAccessibleDescription(/Please choose a photo\./);
    expect(field('Name')).toHaveFocus();

    await fillTexts(user);
    await user.upload(field('Blog Photo'), mainPhoto);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    for (const name of ['Name', 'Topic', 'Description', 'Message', 'Blog Photo']) expect(field(name)).not.toHaveAttribute('aria-invalid');
    expect(field('Profile Photo')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Profile Photo')).toHaveFocus());
    expectNothingStored(api);
  });

  it('counts and refuses a topic over its limit', async () => {
    const { api, user } = renderPage();
    await fillAll(user);
    const long = 'T'.repeat(160);
    await user.clear(field('Topic'));
    await user.click(field('Topic'));
    await user.paste(long);
    expect(field('Topic')).toHaveValue(long);
    expect(field('Topic')).toHaveAccessibleDescription('160 / 150 characters: 10 too many');

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers are too long. Please shorten them.');
    expect(field('Topic')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Topic')).toHaveAccessibleDescription(/Please shorten this to 150 characters or fewer\./);
    expect(field('Topic')).toHaveFocus();
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expectNothingStored(api);
  });

  it('refuses a non-image file at once', async () => {
    const { api } = renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(field('Blog Photo'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('The image "notes.txt" must be a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    expect(field('Blog Photo')).toHaveAttribute('aria-invalid', 'true');

    await fillTexts(user);
    await user.upload(field('Profile Photo'), profilePhoto);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The image "notes.txt" must be a PNG, JPEG, WebP or GIF image.');
    expectNothingStored(api);
  });

  it('posts once, disabled meanwhile, then goes home', async () => {
    const { api, user } = renderPage();
    const saving = deferred<void>();
    const create = api.posts.create.bind(api.posts);
    const calls = jest.spyOn(api.posts, 'create').mockImplementation(async (input, options) => {
      await saving.promise;
      return create(input, options);
    });
    await fillAll(user);

    await user.dblClick(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(calls).toHaveBeenCalledWith(
      {
        name: 'Asha Rao',
        topic: 'Port delivery',
        description: 'Faster imports',
        message: 'Line one\nline two\n\nNext paragraph',
        mainPhoto,
        profilePhoto,
      },
      { onProgress: expect.any(Function) },
    );
    for (const name of ['Name', 'Topic', 'Description', 'Message', 'Blog Photo', 'Profile Photo']) expect(field(name)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Posting');

    saving.resolve();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Blog post published.');
    expect(calls).toHaveBeenCalledTimes(1);
    expect([...api.docs.posts.values()]).toEqual([
      expect.objectContaining({ name: 'Asha Rao', topic: 'Port delivery', message: 'Line one\nline two\n\nNext paragraph', mainPhoto: expect.stringMatching(/^images\//) }),
    ]);
    expect(api.storedFiles.size).toBe(2);
  });

  it('keeps all values after a failed upload; retry posts', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderPage({ failing: ['files.upload'] });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Post' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The blog post could not be published. Nothing was saved; please try again.');
    expect(alert).toHaveTextContent('Simulated failure of files.upload');
    expect(field('Name')).toHaveValue('Asha Rao');
    expect(field('Topic')).toHaveValue('Port delivery');
    expect(field('Description')).toHaveValue('Faster imports');
    expect(field('Message')).toHaveValue('Line one\nline two\n\nNext paragraph');
    expect((field('Blog Photo') as HTMLInputElement).files?.[0]).toBe(mainPhoto);
    expect((field('Profile Photo') as HTMLInputElement).files?.[0]).toBe(profilePhoto);
    expect(screen.getByText('harbour.png')).toBeInTheDocument();
    expect(field('Name')).toBeEnabled();
    expectNothingStored(api);

    api.failing.delete('files.upload');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.docs.posts.size).toBe(1);
    expect([...api.storedFiles.values()].map((stored) => stored.blob)).toEqual([mainPhoto, profilePhoto]);
  });

  it('refuses SVG or disguised photos, uploading nothing', async () => {
    const { api, user } = renderPage();
    const upload = jest.spyOn(api.files, 'upload');
    await fillTexts(user);
    await user.upload(field('Blog Photo'), new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'harbour.png', { type: 'image/png' }));
    await user.upload(field('Profile Photo'), profilePhoto);
    // Said at once under the field, then again when posting.
    expect(await screen.findByText('This file is not a real PNG, JPEG, WebP or GIF image. Please choose another photo.')).toBeInTheDocument();
    expect(field('Blog Photo')).toHaveAccessibleDescription(/This file is not a real PNG, JPEG, WebP or GIF image\./);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a real PNG, JPEG, WebP or GIF image. Please choose another photo.');
    expect(field('Blog Photo')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Profile Photo')).not.toHaveAttribute('aria-invalid', 'true');

    await user.upload(field('Blog Photo'), new File(['just notes'], 'notes.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a real PNG, JPEG, WebP or GIF image.');
    expect(upload).not.toHaveBeenCalled();
    expectNothingStored(api);
  });

  it('shows photo upload progress', async () => {
    const { api, user } = renderPage();
    const saving = deferred<void>();
    const create = api.posts.create.bind(api.posts);
    jest.spyOn(api.posts, 'create').mockImplementation(async (input, options) => {
      options?.onProgress?.({ sentBytes: 4, totalBytes: 16 });
      await saving.promise;
      return create(input, options);
    });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading photos' })).toHaveAttribute('value', '25');
    saving.resolve();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('keeps an admin where they navigated mid-save', async () => {
    const { api, user } = renderPage();
    const saving = deferred<void>();
    const create = api.posts.create.bind(api.posts);
    jest.spyOn(api.posts, 'create').mockImplementation(async (input, options) => {
      await saving.promise;
      return create(input, options);
    });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await user.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(await screen.findByRole('heading', { name: 'All posts' })).toBeInTheDocument();

    saving.resolve();
    await waitFor(() => expect(api.docs.posts.size).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'All posts' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  });
});
