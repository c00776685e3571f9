import { paths } from '@seawave/shared-ui';

/** The query parameter of the application page naming the vacancy applied for. */
export const VACANCY_PARAM = 'vacancy';

/** The application page for a vacancy: `/careerinputfield?vacancy=<id>`. */
export function applyHref(vacancyId: string): string {
  return `${paths.careerInputField.href()}?${new URLSearchParams({ [VACANCY_PARAM]: vacancyId }).toString()}`;
}
