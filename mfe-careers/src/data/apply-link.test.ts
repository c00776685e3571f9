import manifest from '../../routes.json';
import { applyHref, VACANCY_PARAM } from './apply-link';
import { paths } from '../routes.generated';

describe('the link to apply for a vacancy', () => {
  it('names the vacancy in a route parameter', () => {
    expect(applyHref('job 1')).toBe(`${paths.careerInputField.href()}?${VACANCY_PARAM}=job+1`);
    const routes: { path: string; query?: string[] }[] = manifest.pages.flatMap((page): { path: string; query?: string[] }[] => page.routes);
    const route = routes.find((candidate) => candidate.path === paths.careerInputField.pattern);
    expect(route?.query ?? []).toContain(VACANCY_PARAM);
  });
});
