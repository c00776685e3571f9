import { css, useTheme } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mq } from '@seawave/shared-ui';

export interface DetailListProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  rows: readonly (readonly [string, ReactNode])[];
}

/** Values wrap anywhere, so a long e-mail address never widens the page. */
export function DetailList({ rows, ...rest }: DetailListProps) {
  const theme = useTheme();
  return (
    <dl
      {...rest}
      css={css`
        display: grid;
        grid-template-columns: minmax(9rem, max-content) 1fr;
        gap: ${theme.space[3]} ${theme.space[5]};
        margin: 0;
        dt {
          font-weight: 700;
          color: ${theme.colors.ink};
        }
        dd {
          margin: 0;
          white-space: pre-line;
          overflow-wrap: anywhere;
        }
        ${mq('sm', 'below')} {
          grid-template-columns: 1fr;
          gap: ${theme.space[1]};
          dd {
            margin-bottom: ${theme.space[3]};
          }
        }
      `}
    >
      {rows.map(([term, value]) => (
        <div key={term} css={css`display: contents;`}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
