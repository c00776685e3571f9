import { css, useTheme } from '@emotion/react';
import type { Vacancy } from '@seawave/shared-data';
import { Button, ButtonLink, Card, Overlay, paths, visuallyHidden } from '@seawave/shared-ui';
import { useId } from 'react';

export const UNAVAILABLE_TEXT = 'Currently Unavailable';

/**
 * One vacancy: position, department and a View button to its details. A
 * blocked vacancy shows the 'Currently Unavailable' overlay and a disabled
 * button. The button's accessible name includes the position.
 */
export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const theme = useTheme();
  const titleId = useId();
  const blocked = vacancy.isBlocked;
  const hiddenPosition = <span css={visuallyHidden}> {vacancy.position}</span>;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      data-blocked={blocked ? 'true' : 'false'}
      css={css`
        height: 100%;
        min-height: 11rem;
      `}
    >
      <h3 id={titleId} css={css`margin: 0; font-size: ${theme.fontSizes.xl}; color: ${theme.colors.ink}; overflow-wrap: anywhere;`}>
        {vacancy.position}
      </h3>
      <p css={css`margin: 0; color: ${theme.colors.textMuted}; overflow-wrap: anywhere;`}>
        <span css={visuallyHidden}>Department: </span>
        {vacancy.department}
      </p>
      <div css={css`margin-top: auto; padding-top: ${theme.space[2]};`}>
        {blocked ? (
          <Button disabled>View{hiddenPosition}</Button>
        ) : (
          <ButtonLink to={paths.jobDetails(vacancy.id)}>View{hiddenPosition}</ButtonLink>
        )}
      </div>
      {blocked ? <Overlay>{UNAVAILABLE_TEXT}</Overlay> : null}
    </Card>
  );
}
