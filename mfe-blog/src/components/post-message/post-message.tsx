import { css, useTheme } from '@emotion/react';
import { Fragment } from 'react';

/**
 * Splits a post's message into paragraphs (separated by one or more blank
 * lines) and each paragraph into lines (single newlines). Windows and old Mac
 * line endings are normalised first; leading/trailing blank lines are dropped.
 */
export function toParagraphs(message: string): string[][] {
  return message
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraph.split('\n'));
}

/**
 * A blog message shown as TEXT (never HTML): React escapes every character,
 * so `<script>` or `<b>` appear literally. Blank lines make paragraphs and
 * single newlines make line breaks.
 */
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
