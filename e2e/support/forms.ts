import type { Locator, Page } from '@playwright/test';

/** The consent an application needs (its 'privacy notice' words link to the privacy notice page). */
export const CONSENT_LABEL = 'I agree that SEAWAVE keeps my application for 180 days as described in the privacy notice.';

/** The job application form's controls, found by their labels as a visitor finds them. */
export function applicationForm(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Name' }),
    email: page.getByRole('textbox', { name: 'Email' }),
    number: page.getByRole('textbox', { name: 'Number' }),
    position: page.getByRole('textbox', { name: 'Current Position' }),
    yes: page.getByRole('radio', { name: 'Yes' }),
    no: page.getByRole('radio', { name: 'No' }),
    experience: page.getByRole('combobox', { name: 'Experience' }),
    resume: page.getByLabel('Resume'),
    /** Required: an application is sent only with it ticked. */
    consent: page.getByRole('checkbox', { name: CONSENT_LABEL }),
    submit: page.getByRole('button', { name: 'Submit Application' }),
  };
}

/** One package line of the quote form, as a visitor types it. */
export interface PackageLineInput {
  count: string;
  length: string;
  width: string;
  height: string;
  weight: string;
}

/** Types a package line into its group of the quote form (found by label). */
export async function fillPackageLine(line: Locator, values: PackageLineInput): Promise<void> {
  await line.getByLabel('Count', { exact: true }).fill(values.count);
  await line.getByLabel('Length (cm)', { exact: true }).fill(values.length);
  await line.getByLabel('Width (cm)', { exact: true }).fill(values.width);
  await line.getByLabel('Height (cm)', { exact: true }).fill(values.height);
  await line.getByLabel('Gross weight per package (kg)', { exact: true }).fill(values.weight);
}
