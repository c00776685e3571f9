import type { Page } from '@playwright/test';

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
