import { css, useTheme } from '@emotion/react';
import { ButtonLink } from '@seawave/shared-ui';
import { CardActions, Card } from '@seawave/shared-ui/page';
import type { ReactNode } from 'react';

export interface DashboardAction {
  text: string;
  /** Tells the buttons of different cards apart; starts with `text`. */
  label: string;
  to: string;
}

export interface DashboardCardProps {
  title: string;
  line: string;
  actions: readonly DashboardAction[];
  figure?: ReactNode;
}

export function DashboardCard({ title, line, actions, figure }: DashboardCardProps) {
  const theme = useTheme();
  return (
    <Card as="li">
      <h2
        css={css`
          margin: 0;
          font-size: ${theme.fontSizes['2xl']};
        `}
      >
        {title}
      </h2>
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.textMuted};
        `}
      >
        {line}
      </p>
      {figure ? (
        <p
          css={css`
            margin: 0;
            font-size: ${theme.fontSizes.lg};
            font-weight: 700;
          `}
        >
          {figure}
        </p>
      ) : null}
      <CardActions>
        {actions.map((action, index) => (
          <ButtonLink key={action.to} to={action.to} aria-label={action.label} variant={index === 0 ? 'primary' : 'secondary'}>
            {action.text}
          </ButtonLink>
        ))}
      </CardActions>
    </Card>
  );
}
