import { css, useTheme } from '@emotion/react';
import type { Vacancy } from '@seawave/shared-data';
import { Button, ButtonLink, visuallyHidden } from '@seawave/shared-ui';
import { CardActions, CardTitle, Card, Overlay } from '@seawave/shared-ui/page';
import { useId } from 'react';
import { isVacancyOpen } from '@seawave/shared-ui/seo';
import { paths } from '../../routes.generated';

export const UNAVAILABLE_TEXT = 'Currently Unavailable';

export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const theme = useTheme();
  const titleId = useId();
  const unavailable = !isVacancyOpen(vacancy, new Date());
  const hiddenPosition = <span css={visuallyHidden}> {vacancy.position}</span>;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      data-blocked={unavailable ? 'true' : 'false'}
      css={css`
        height: 100%;
        min-height: 11rem;
      `}
    >
      <CardTitle as="h3" id={titleId}>
        {vacancy.position}
      </CardTitle>
      <p css={css`margin: 0; color: ${theme.colors.textMuted}; overflow-wrap: anywhere;`}>
        <span css={visuallyHidden}>Department: </span>
        {vacancy.department}
      </p>
      <CardActions>
        {unavailable ? (
          <Button disabled>View{hiddenPosition}</Button>
        ) : (
          <ButtonLink to={paths.jobDetails.href(vacancy.id)}>View{hiddenPosition}</ButtonLink>
        )}
      </CardActions>
      {unavailable ? <Overlay>{UNAVAILABLE_TEXT}</Overlay> : null}
    </Card>
  );
}
