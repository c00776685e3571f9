import { css, useTheme } from '@emotion/react';
import type { Vacancy } from '@seawave/shared-data';
import type { DataState } from '@seawave/shared-data/react';
import { SkeletonCardList, QueryView, CardGrid } from '@seawave/shared-ui/page';
import type { ReactNode } from 'react';
import { VacancyCard } from './vacancy-card';

export const VACANCY_SKELETON_COUNT = 3;

export const VACANCIES_ERROR_TEXT = 'Error fetching vacancies. Please try again later.';
export const NO_VACANCIES_TEXT = 'There are no open positions right now. Please check back soon.';

export function VacancyList({ state, onRetry }: { state: DataState<Vacancy[]>; onRetry: () => void }) {

  return (
    <QueryView
      state={state}
      loading={<SkeletonCardList count={VACANCY_SKELETON_COUNT} media={false} lines={2} label="Loading vacancies" aria-busy="true" />}
      errorText={VACANCIES_ERROR_TEXT}
      onRetry={onRetry}
      empty={
        <Message>
          <p css={css`margin: 0;`}>{NO_VACANCIES_TEXT}</p>
        </Message>
      }
    >
      {(vacancies) => (
        <CardGrid aria-label="Open positions">
          {vacancies.map((vacancy) => (
            <li key={vacancy.id} css={css`display: flex; flex-direction: column; & > article { flex: 1; }`}>
              <VacancyCard vacancy={vacancy} />
            </li>
          ))}
        </CardGrid>
      )}
    </QueryView>
  );
}

function Message({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      css={css`
        padding: ${theme.space[5]};
        text-align: center;
        background: ${theme.colors.surface};
        border-radius: ${theme.radii.lg};
      `}
    >
      {children}
    </div>
  );
}
