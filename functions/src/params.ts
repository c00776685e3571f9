// `firebase deploy` asks for each value once and keeps it in `functions/.env.<project id>`; the Functions
// emulator reads `functions/.env.local`, which is never deployed.
import { defineInt, defineString } from 'firebase-functions/params';

export const SALES_MAILBOX = defineString('SALES_MAILBOX', {
  description: 'The e-mail address that receives new quote requests (one address).',
});

export const HR_MAILBOX = defineString('HR_MAILBOX', {
  description: 'The e-mail address that receives new job applications (one address).',
});

export const ADMIN_MAILBOX = defineString('ADMIN_MAILBOX', {
  description: 'The e-mail address told when a candidate build of a remote is stopped automatically (one address).',
});

export const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  description: 'The public site\'s origin, e.g. https://www.example.com (links in staff mail point at its admin pages).',
});

export const MAIL_HOURLY_CAP = defineInt('MAIL_HOURLY_CAP', {
  default: 100,
  description: 'Most visitor acknowledgements written per UTC hour; staff mail is not counted (it is gathered per STAFF_MAIL_WINDOW_MINUTES).',
});

export const MAIL_HOURLY_CAP_PER_SOURCE = defineInt('MAIL_HOURLY_CAP_PER_SOURCE', {
  default: 5,
  description: 'Of MAIL_HOURLY_CAP, the most acknowledgements per UTC hour to arrivals from one source (a network), so one flood cannot use them all.',
});

export const STAFF_MAIL_WINDOW_MINUTES = defineInt('STAFF_MAIL_WINDOW_MINUTES', {
  default: 5,
  description: 'Minutes between staff messages to one mailbox: the first arrival is mailed at once, later ones within the window together at its end.',
});

export const APPLICANT_RETENTION_DAYS = defineInt('APPLICANT_RETENTION_DAYS', {
  default: 180,
  description: 'Days an application is kept before the daily retention job deletes it with its resume.',
});
