import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { splitLines } from '../../data/split-lines';

/** Rendered as text, never as HTML. */
export function JobSection({ title, text, as = 'list' }: { title: string; text: string; as?: 'list' | 'paragraphs' }) {
  const theme = useTheme();
  const headingId = useId();
  const lines = splitLines(text);
  return (
    <section aria-labelledby={headingId} css={css`margin: 0 0 ${theme.space[6]};`}>
      <h2
        id={headingId}
        css={css`
          margin: 0 0 ${theme.space[3]};
          font-size: ${theme.fontSizes.xl};
          color: ${theme.colors.ink};
        `}
      >
        {title}
      </h2>
      {lines.length === 0 ? (
        <p css={css`margin: 0; color: ${theme.colors.textMuted};`}>Not specified.</p>
      ) : as === 'paragraphs' ? (
        lines.map((line, index) => (
          <p key={index} css={css`margin: 0 0 ${theme.space[2]}; line-height: 1.6; overflow-wrap: anywhere;`}>
            {line}
          </p>
        ))
      ) : (
        <ul
          css={css`
            margin: 0;
            padding-left: ${theme.space[5]};
            line-height: 1.6;
            li + li {
              margin-top: ${theme.space[1]};
            }
            overflow-wrap: anywhere;
          `}
        >
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
