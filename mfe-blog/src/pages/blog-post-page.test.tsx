import { makePost, renderPage } from '@seawave/shared-data/testing';
import { screen, within } from '@testing-library/react';
import BlogPostPage from './blog-post-page';

const post = makePost({
  id: 'p1',
  name: 'Operations Team',
  topic: 'Direct Port Delivery',
  description: 'Containers to your door in 48 hours.',
  message: 'First line\nsecond line\n\nSecond paragraph\r\n\r\n\n<script>alert(1)</script> and <b>bold</b>',
  createdAt: new Date(2024, 2, 5),
});

function renderAt(id: string, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<BlogPostPage />, { route: `/blog/${id}`, path: '/blog/:postId', data: { posts: [post] }, ...options });
}

describe('BlogPostPage (/blog/:postId)', () => {
  it('shows the topic, photos, name and date', async () => {
    renderAt('p1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Direct Port Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Author: Operations Team' })).toHaveAttribute('src', 'https://example.com/p1-profile.png');
    expect(screen.getByRole('img', { name: 'Illustration for Direct Port Delivery' })).toHaveAttribute('src', 'https://example.com/p1-main.png');
    expect(screen.getByText('Operations Team')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toBeInTheDocument();
    expect(screen.getByText('Containers to your door in 48 hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to all blogs/ })).toHaveAttribute('href', '/allblogs');
  });

  it('titles and describes the document by the post', async () => {
    document.title = 'Blog | SEAWAVE';
    renderAt('p1');
    await screen.findByRole('heading', { level: 1, name: 'Direct Port Delivery' });
    expect(document.title).toBe('Direct Port Delivery | SEAWAVE');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Containers to your door in 48 hours.');
  });

  it('shows the message as literal text in paragraphs', async () => {
    renderAt('p1');
    const message = await screen.findByTestId('post-message');
    const paragraphs = message.querySelectorAll('p');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]?.innerHTML).toBe('First line<br>second line');
    expect(paragraphs[1]).toHaveTextContent('Second paragraph');
    expect(paragraphs[2]?.textContent).toBe('<script>alert(1)</script> and <b>bold</b>');
    expect(message.querySelector('script, b')).toBeNull();
  });

  it('says when a post has no date', async () => {
    renderAt('p1', { data: { posts: [{ ...post, createdAt: null }] } });
    expect(await screen.findByText('No date available')).toBeInTheDocument();
  });

  it('shows not-found with a way back', async () => {
    renderAt('does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByText('This blog post does not exist or has been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to all blogs/ })).toHaveAttribute('href', '/allblogs');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows loading, then a failure with Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = renderAt('p1', { failing: ['posts.get'] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading post');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching the post. Please try again later.');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to all blogs/ })).toHaveAttribute('href', '/allblogs');
    api.failing.delete('posts.get');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Direct Port Delivery' })).toBeInTheDocument();
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });
});
