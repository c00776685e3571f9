import { css, useTheme } from '@emotion/react';
import { Fragment } from 'react';

/** Windows and old Mac line endings are normalised first. */
export function toParagraphs(message: string): string[][] {
  return message
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraph.split('\n'));
}

/** Rendered as text, never HTML: React escapes `<script>` and `<b>`. */
export function PostMessage({ message }: { message: string }) {
  const theme = useTheme();
  const paragraphs = toParagraphs(message);
  return (
    <div
      data-testid="post-message"
      css={css`
        font-size: ${theme.fontSizes.lg};
        line-height: 1.7;
        color: ${theme.colors.text};
        overflow-wrap: anywhere;
        p {
          margin: 0 0 ${theme.space[4]};
        }
      `}
    >
      {paragraphs.map((lines, p) => (
        <p key={p}>
          {lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
