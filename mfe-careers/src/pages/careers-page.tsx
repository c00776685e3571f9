import { css, useTheme } from '@emotion/react';
import { Section } from '@seawave/shared-ui/page';
import { CareersHero } from '../components/careers-hero/careers-hero';
import { VacancyList } from '../components/vacancies/vacancy-list';
import { useVacancies } from '../data/use-vacancies';

export default function CareersPage() {
  const theme = useTheme();
  const { state, retry } = useVacancies();
  return (
    <>
      <CareersHero />
      <Section aria-labelledby="open-positions-title">
        <h2
          id="open-positions-title"
          css={css`
            margin: 0 0 ${theme.space[5]};
            font-size: ${theme.fontSizes['2xl']};
            color: ${theme.colors.ink};
          `}
        >
          Open Positions
        </h2>
        <VacancyList state={state} onRetry={retry} />
      </Section>
    </>
  );
}
