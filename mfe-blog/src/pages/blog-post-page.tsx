import { css, useTheme } from '@emotion/react';
import type { Post } from '@seawave/shared-data';
import { PageContainer, useDocumentMeta } from '@seawave/shared-ui';
import { PageSpinner, PageTitle, QueryView, textLinkStyles } from '@seawave/shared-ui/page';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Photo } from '../components/photo/photo';
import { PostByline } from '../components/post-byline/post-byline';
import { PostMessage } from '../components/post-message/post-message';
import { usePost } from '../data/use-post';
import { paths } from '../routes.generated';

export const POST_NOT_FOUND_TITLE = 'Post not found';
export const POST_NOT_FOUND_TEXT = 'This blog post does not exist or has been removed.';
export const POST_ERROR_TEXT = 'Error fetching the post. Please try again later.';
export const BACK_TO_BLOGS = 'Back to all blogs';

function BackLink() {
  const theme = useTheme();
  return (
    <Link
      to={paths.allBlogs.href()}
      css={[
        textLinkStyles(theme),
        css`
          display: inline-flex;
          align-items: center;
          min-height: 44px;
          font-weight: 600;
        `,
      ]}
    >
      <span aria-hidden="true">←&nbsp;</span>
      {BACK_TO_BLOGS}
    </Link>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <PageContainer narrow padded>
      {children}
    </PageContainer>
  );
}

export default function BlogPostPage() {
  const theme = useTheme();
  const { postId } = useParams<{ postId: string }>();
  const { state, retry } = usePost(postId);
  const post = state.status === 'success' ? state.data : null;
  // Each post is its own document for browsers, bookmarks and search results.
  useDocumentMeta(post ? { title: `${post.topic} | SEAWAVE`, description: post.description } : null);

  return (
    <Frame>
      {state.status === 'error' ? <PageTitle>Blog post</PageTitle> : null}
      <QueryView
        state={state}
        loading={<PageSpinner label="Loading post" />}
        errorText={POST_ERROR_TEXT}
        onRetry={retry}
        errorActions={<BackLink />}
        empty={
          <>
            <PageTitle>{POST_NOT_FOUND_TITLE}</PageTitle>
            <p css={css`font-size: ${theme.fontSizes.lg}; margin: 0 0 ${theme.space[4]};`}>{POST_NOT_FOUND_TEXT}</p>
            <BackLink />
          </>
        }
      >
        {(loaded) => <PostArticle post={loaded} />}
      </QueryView>
    </Frame>
  );
}

function PostArticle({ post }: { post: Post }) {
  const theme = useTheme();
  return (
    <>
      <BackLink />
      <article aria-labelledby="blog-post-title" css={css`margin-top: ${theme.space[4]};`}>
        <header>
          <p
            css={css`
              margin: 0 0 ${theme.space[2]};
              font-size: ${theme.fontSizes.sm};
              font-weight: 700;
              letter-spacing: 0.08em;
              text-transform: uppercase;
              color: ${theme.colors.ocean};
            `}
          >
            Blog
          </p>
          <PageTitle id="blog-post-title">{post.topic}</PageTitle>
          <PostByline name={post.name} profilePhoto={post.profilePhoto} createdAt={post.createdAt} photoSize={64} />
        </header>
        {post.mainPhoto ? (
          <Photo
            src={post.mainPhoto}
            alt={`Illustration for ${post.topic}`}
            box={css`
              display: block;
              width: 100%;
              /* Its box is known before the file arrives: the text below does not move when it loads. */
              aspect-ratio: 16 / 9;
              height: auto;
              max-height: 480px;
              margin: ${theme.space[5]} 0;
              object-fit: cover;
              border-radius: ${theme.radii.lg};
              background: ${theme.colors.surface};
            `}
          />
        ) : null}
        {post.description ? (
          <p
            css={css`
              margin: ${theme.space[5]} 0;
              font-size: ${theme.fontSizes.xl};
              line-height: 1.5;
              color: ${theme.colors.textMuted};
              overflow-wrap: anywhere;
            `}
          >
            {post.description}
          </p>
        ) : null}
        <PostMessage message={post.message} />
      </article>
    </>
  );
}
