import { paths } from '../routes.generated';

export const VACANCY_PARAM = 'vacancy';

export function applyHref(vacancyId: string): string {
  return `${paths.careerInputField.href()}?${new URLSearchParams({ [VACANCY_PARAM]: vacancyId }).toString()}`;
}
