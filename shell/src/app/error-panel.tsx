import { css, useTheme } from '@emotion/react';
import { PageTitle } from '@seawave/shared-ui/page';
import type { ReactNode } from 'react';

interface ErrorPanelProps {
  title: string;
  /** What happened and what to do, in a sentence or two. */
  children: ReactNode;
  /** The ways out (buttons, links). */
  actions: ReactNode;
}

/** The shell's message when something could not be shown: announced as an alert, with its ways out below. */
export function ErrorPanel({ title, children, actions }: ErrorPanelProps) {
  const theme = useTheme();
  return (
    <section
      css={css`
        max-width: 40rem;
        margin: ${theme.space[8]} auto;
        padding: ${theme.space[6]};
        text-align: center;
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        background: ${theme.colors.surface};
      `}
    >
      <div role="alert">
        <PageTitle>{title}</PageTitle>
        <p>{children}</p>
      </div>
      <p
        css={css`
          display: flex;
          gap: ${theme.space[4]};
          justify-content: center;
          align-items: center;
          flex-wrap: wrap;
        `}
      >
        {actions}
      </p>
    </section>
  );
}
