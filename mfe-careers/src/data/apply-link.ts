import { paths } from '@seawave/shared-ui';

export const VACANCY_PARAM = 'vacancy';

export function applyHref(vacancyId: string): string {
  return `${paths.careerInputField.href()}?${new URLSearchParams({ [VACANCY_PARAM]: vacancyId }).toString()}`;
}
