import { css, useTheme } from '@emotion/react';
import type { Post } from '@seawave/shared-data';
import { reducedMotion } from '@seawave/shared-ui';
import { Link } from 'react-router-dom';
import { PostByline } from '../post-byline/post-byline';
import { paths } from '../../routes.generated';

/** The whole card is clickable through the link's stretched hit area; keyboard users reach the one link. */
export function PostCard({ post }: { post: Post }) {
  const theme = useTheme();
  return (
    <article
      aria-labelledby={`post-${post.id}-topic`}
      css={css`
        position: relative;
        display: flex;
        flex-direction: column;
        gap: ${theme.space[3]};
        height: 100%;
        padding: ${theme.space[5]};
        background: ${theme.colors.background};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        box-shadow: ${theme.shadows.card};
        transition:
          box-shadow 0.2s ease,
          transform 0.2s ease;
        &:hover {
          box-shadow: ${theme.shadows.raised};
          transform: translateY(-2px);
        }
        &:focus-within {
          outline: 3px solid ${theme.colors.primary};
          outline-offset: 2px;
        }
        ${reducedMotion} {
          transition: none;
          &:hover {
            transform: none;
          }
        }
      `}
    >
      <PostByline name={post.name} profilePhoto={post.profilePhoto} createdAt={post.createdAt} />
      <h2
        id={`post-${post.id}-topic`}
        css={css`
          margin: 0;
          font-size: ${theme.fontSizes.xl};
          line-height: 1.3;
          overflow-wrap: anywhere;
        `}
      >
        <Link
          to={paths.blog.href(post.id)}
          css={css`
            color: ${theme.colors.primary};
            text-decoration: none;
            &:hover {
              text-decoration: underline;
            }
            &:focus-visible {
              outline: none;
            }
            &::after {
              content: '';
              position: absolute;
              inset: 0;
              border-radius: ${theme.radii.lg};
            }
          `}
        >
          {post.topic}
        </Link>
      </h2>
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.text};
          line-height: 1.6;
          overflow-wrap: anywhere;
        `}
      >
        {post.description}
      </p>
    </article>
  );
}
