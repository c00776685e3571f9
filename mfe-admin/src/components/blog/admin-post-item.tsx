import { css, useTheme } from '@emotion/react';
import type { Post } from '@seawave/shared-data';
import { Button, ButtonLink, visuallyHidden } from '@seawave/shared-ui';
import { formatDate } from '@seawave/shared-ui/format-date';
import { paths } from '../../routes.generated';

export interface AdminPostItemProps {
  post: Post;
  onDelete: (post: Post) => void;
  deleting: boolean;
}

export function AdminPostItem({ post, onDelete, deleting }: AdminPostItemProps) {
  const theme = useTheme();
  const titleId = `admin-post-${post.id}-topic`;
  return (
    <article
      aria-labelledby={titleId}
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${theme.space[4]};
        padding: ${theme.space[4]};
        background: ${theme.colors.background};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.md};
        box-shadow: ${theme.shadows.card};
      `}
    >
      {post.profilePhoto ? (
        <img
          src={post.profilePhoto}
          alt={`Author: ${post.name}`}
          width={56}
          height={56}
          css={css`
            flex: none;
            width: 56px;
            height: 56px;
            border-radius: 50%;
            object-fit: cover;
            border: 2px solid ${theme.colors.border};
          `}
        />
      ) : (
        <span
          aria-hidden="true"
          css={css`
            flex: none;
            width: 56px;
            height: 56px;
            border-radius: 50%;
            background: ${theme.colors.surface};
            border: 2px solid ${theme.colors.border};
          `}
        />
      )}
      <div css={css`flex: 1 1 16rem; min-width: 0;`}>
        <h2 id={titleId} css={css`margin: 0; font-size: ${theme.fontSizes.lg}; overflow-wrap: anywhere;`}>
          {post.topic}
        </h2>
        <p css={css`margin: ${theme.space[1]} 0 0; color: ${theme.colors.text}; overflow-wrap: anywhere;`}>{post.name}</p>
        <p css={css`margin: 0; font-size: ${theme.fontSizes.sm}; color: ${theme.colors.textMuted};`}>{formatDate(post.createdAt)}</p>
      </div>
      <div css={css`display: flex; gap: ${theme.space[2]};`}>
        <ButtonLink to={paths.blogEdit.href(post.id)} variant="secondary" size="sm" aria-disabled={deleting || undefined}>
          Edit<span css={visuallyHidden}> {post.topic}</span>
        </ButtonLink>
        <Button variant="danger" size="sm" disabled={deleting} onClick={() => onDelete(post)}>
          {deleting ? 'Deleting…' : 'Delete'}
          <span css={visuallyHidden}> {post.topic}</span>
        </Button>
      </div>
    </article>
  );
}
