import { css, useTheme } from '@emotion/react';
import type { FormEvent, ReactNode } from 'react';

/** Selects apply as they change; the search box once typing pauses or on Enter. */
export function FilterBar({ label, onSubmit, children }: { label: string; onSubmit: () => void; children: ReactNode }) {
  const theme = useTheme();
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: flex-end;
        gap: ${theme.space[3]};
        margin-bottom: ${theme.space[5]};
        & > * {
          margin: 0;
        }
      `}
    >
      {children}
    </form>
  );
}
