import { css, useTheme } from '@emotion/react';
import { formatDate } from '@seawave/shared-ui/format-date';
import { Photo } from '../photo/photo';

export interface ProfilePhotoProps {
  name: string;
  src: string | null;
  size?: number;
}

/** The initials disc is decorative: the name is always shown beside it. */
export function ProfilePhoto({ name, src, size = 56 }: ProfilePhotoProps) {
  const theme = useTheme();
  const box = css`
    flex: none;
    width: ${size}px;
    height: ${size}px;
    border-radius: 50%;
    object-fit: cover;
    background: ${theme.colors.surface};
    border: 2px solid ${theme.colors.border};
  `;
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?';
  if (!src) {
    return (
      <span
        aria-hidden="true"
        css={[
          box,
          css`
            display: inline-grid;
            place-items: center;
            font-weight: 700;
            color: ${theme.colors.inverse};
            background: ${theme.colors.ocean};
          `,
        ]}
      >
        {initials}
      </span>
    );
  }
  // A photo that cannot be loaded: a neutral disc with the initials, still named "Author: <name>".
  return <Photo src={src} alt={`Author: ${name}`} width={size} height={size} box={box} placeholder={initials} />;
}

export interface PostBylineProps {
  name: string;
  profilePhoto: string | null;
  createdAt: Date | null;
  photoSize?: number;
}

export function PostByline({ name, profilePhoto, createdAt, photoSize }: PostBylineProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        gap: ${theme.space[3]};
        min-width: 0;
      `}
    >
      <ProfilePhoto name={name} src={profilePhoto} size={photoSize} />
      <div css={css`min-width: 0;`}>
        <p
          css={css`
            margin: 0;
            font-weight: 700;
            color: ${theme.colors.ink};
            overflow-wrap: anywhere;
          `}
        >
          {name}
        </p>
        <p
          css={css`
            margin: 0;
            font-size: ${theme.fontSizes.sm};
            color: ${theme.colors.textMuted};
          `}
        >
          {createdAt ? <time dateTime={createdAt.toISOString()}>{formatDate(createdAt)}</time> : formatDate(createdAt)}
        </p>
      </div>
    </div>
  );
}
