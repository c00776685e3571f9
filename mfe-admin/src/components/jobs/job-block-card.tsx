import { css, useTheme } from '@emotion/react';
import type { Vacancy } from '@seawave/shared-data';
import { isVacancyOpen } from '@seawave/shared-data/entities';
import { Button, ButtonLink, Spinner, visuallyHidden } from '@seawave/shared-ui';
import { CardActions, CardTitle, Card, Overlay } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import { useId } from 'react';
import { parseDayKey } from '../../data/applicant-day';
import { paths } from '../../routes.generated';

export const BLOCKED_TEXT = 'Blocked';
/** Past its closing date: visitors can no longer apply, blocked or not. */
export const CLOSED_TEXT = 'Closed';

export interface JobBlockCardProps {
  vacancy: Vacancy;
  saving: boolean;
  onToggle: (vacancy: Vacancy) => void;
}

export function JobBlockCard({ vacancy, saving, onToggle }: JobBlockCardProps) {
  const theme = useTheme();
  const titleId = useId();
  const action = vacancy.isBlocked ? 'Unblock' : 'Block';
  const closed = !isVacancyOpen({ isBlocked: false, closingDate: vacancy.closingDate }, new Date());
  return (
    <Card as="article" aria-labelledby={titleId} data-blocked={vacancy.isBlocked ? 'true' : 'false'} css={css`height: 100%; min-height: 10rem;`}>
      <CardTitle id={titleId}>{vacancy.position}</CardTitle>
      <p css={css`margin: 0; color: ${theme.colors.textMuted}; overflow-wrap: anywhere;`}>
        <span css={visuallyHidden}>Department: </span>
        {vacancy.department}
      </p>
      {vacancy.closingDate ? (
        <p css={css`margin: 0; font-size: ${theme.fontSizes.sm};`}>
          Closing date: {formatDate(parseDayKey(vacancy.closingDate))}
          {closed ? (
            <>
              {' '}
              <strong
                data-closed="true"
                css={css`
                  padding: 0 ${theme.space[2]};
                  border-radius: ${theme.radii.sm};
                  background: ${theme.colors.ink};
                  color: ${theme.colors.inverse};
                `}
              >
                {CLOSED_TEXT}
              </strong>
            </>
          ) : null}
        </p>
      ) : null}
      {vacancy.isBlocked ? (
        <Overlay passThrough>
          {BLOCKED_TEXT}
        </Overlay>
      ) : null}
      {/* Above the 'Blocked' overlay, so Unblock stays usable. */}
      <CardActions
        css={css`
          position: relative;
          z-index: 2;
        `}
      >
        <Button variant={vacancy.isBlocked ? 'light' : 'danger'} disabled={saving} onClick={() => onToggle(vacancy)}>
          {saving ? <Spinner label="Saving" size={16} /> : null}
          {action}
          <span css={visuallyHidden}> {vacancy.position}</span>
        </Button>
        <ButtonLink to={paths.adminCareerEditJob.href(vacancy.id)} variant="secondary">
          Edit<span css={visuallyHidden}> {vacancy.position}</span>
        </ButtonLink>
      </CardActions>
    </Card>
  );
}
