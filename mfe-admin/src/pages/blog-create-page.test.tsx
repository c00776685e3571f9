import { FlashMessage } from '@seawave/shared-ui';
import { getDataApi } from '@seawave/shared-data';
import { renderWithTheme } from '@seawave/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { deferred, fakePostsApi } from '@seawave/shared-data/testing';
import BlogCreatePage from './blog-create-page';

jest.mock('@seawave/shared-data', () => ({ ...jest.requireActual('@seawave/shared-data'), getDataApi: jest.fn() }));
const mockedGetDataApi = jest.mocked(getDataApi);
// Typing through user-event re-renders the whole form per key; generous on a busy shared machine.
jest.setTimeout(20_000);

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const mainPhoto = png('harbour.png');
const profilePhoto = png('me.png');

function renderPage() {
  return renderWithTheme(<BlogCreatePage />, {
    route: '/adminblogpostallowance',
    path: '/adminblogpostallowance',
    extraRoutes: (
      <Route
        path="/"
        element={
          <>
            <FlashMessage />
            <h1>Home page</h1>
          </>
        }
      />
    ),
  });
}

const field = (name: string) => screen.getByLabelText(name);

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
  it('has the six labelled controls, image-only file inputs and a Post button', () => {
    mockedGetDataApi.mockResolvedValue(fakePostsApi().api);
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

  it("says 'Please fill out all fields.' when any of the six is missing, and creates nothing", async () => {
    const fake = fakePostsApi();
    mockedGetDataApi.mockResolvedValue(fake.api);
    const { user } = renderPage();

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
    expect(fake.create).not.toHaveBeenCalled();
  });

  it('marks every missing field with its note and moves the focus to the first', async () => {
    const fake = fakePostsApi();
    mockedGetDataApi.mockResolvedValue(fake.api);
    const { user } = renderPage();
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
    expect(field('Profile Photo')).toHaveFocus();
    expect(fake.create).not.toHaveBeenCalled();
  });

  it('keeps a topic longer than its limit, shows the count, and refuses it with a note on the field', async () => {
    const fake = fakePostsApi();
    mockedGetDataApi.mockResolvedValue(fake.api);
    const { user } = renderPage();
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
    expect(fake.create).not.toHaveBeenCalled();
  });

  it('shows the file check message at once for a file that is not an image, and refuses to post it', async () => {
    const fake = fakePostsApi();
    mockedGetDataApi.mockResolvedValue(fake.api);
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(field('Blog Photo'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('The image "notes.txt" must be a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    expect(field('Blog Photo')).toHaveAttribute('aria-invalid', 'true');

    await fillTexts(user);
    await user.upload(field('Profile Photo'), profilePhoto);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The image "notes.txt" must be a PNG, JPEG, WebP or GIF image.');
    expect(fake.create).not.toHaveBeenCalled();
  });

  it('posts once on a double click, disables every input with a spinner while posting, then goes to /', async () => {
    const fake = fakePostsApi();
    const saving = deferred<string>();
    fake.create.mockReturnValueOnce(saving.promise);
    mockedGetDataApi.mockResolvedValue(fake.api);
    const { user } = renderPage();
    await fillAll(user);

    await user.dblClick(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(fake.create).toHaveBeenCalledTimes(1));
    expect(fake.create).toHaveBeenCalledWith({
      name: 'Asha Rao',
      topic: 'Port delivery',
      description: 'Faster imports',
      message: 'Line one\nline two\n\nNext paragraph',
      mainPhoto,
      profilePhoto,
    });
    for (const name of ['Name', 'Topic', 'Description', 'Message', 'Blog Photo', 'Profile Photo']) expect(field(name)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Posting');

    saving.resolve('new-id');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Blog post published.');
    expect(fake.create).toHaveBeenCalledTimes(1);
  });

  it('shows the failure, keeps every value (chosen files included) and can post again when the upload fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakePostsApi();
    fake.create.mockRejectedValueOnce(new Error('Simulated failure of files.upload (app-config.json simulateFailures).'));
    mockedGetDataApi.mockResolvedValue(fake.api);
    const { user } = renderPage();
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

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(fake.create).toHaveBeenCalledTimes(2);
    expect(fake.create).toHaveBeenLastCalledWith(expect.objectContaining({ mainPhoto, profilePhoto, name: 'Asha Rao' }));
  });
});
