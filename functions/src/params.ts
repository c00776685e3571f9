/**
 * The functions' settings, as Firebase parameters: `firebase deploy` asks for
 * each value the first time and keeps it in `functions/.env.<project id>`;
 * the Functions emulator reads `functions/.env.local` (local mailboxes and
 * the local site), which is never deployed. Read with `.value()` when a
 * function runs.
 */
import { defineInt, defineString } from 'firebase-functions/params';

/** Receives the staff mail of every new quote. */
export const SALES_MAILBOX = defineString('SALES_MAILBOX', {
  description: 'The e-mail address that receives new quote requests (one address).',
});

/** Receives the staff mail of every new application. */
export const HR_MAILBOX = defineString('HR_MAILBOX', {
  description: 'The e-mail address that receives new job applications (one address).',
});

/** The public site's origin: the staff mail links to the admin pages under it. */
export const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  description: 'The public site\'s origin, e.g. https://www.example.com (links in staff mail point at its admin pages).',
});

/** Visitor acknowledgements stop at this many per UTC clock hour (staff mail is never capped). */
export const MAIL_HOURLY_CAP = defineInt('MAIL_HOURLY_CAP', {
  default: 100,
  description: 'Most visitor acknowledgements written per UTC hour; staff mail is not counted (it is gathered per STAFF_MAIL_WINDOW_MINUTES).',
});

/** Each staff mailbox gets at most one message per this many minutes; arrivals in between go out together as a digest. */
export const STAFF_MAIL_WINDOW_MINUTES = defineInt('STAFF_MAIL_WINDOW_MINUTES', {
  default: 5,
  description: 'Minutes between staff messages to one mailbox: the first arrival is mailed at once, later ones within the window together at its end.',
});

/** Applicants are deleted (with their resumes, notes and history) this many days after they applied. */
export const APPLICANT_RETENTION_DAYS = defineInt('APPLICANT_RETENTION_DAYS', {
  default: 180,
  description: 'Days an application is kept before the daily retention job deletes it with its resume.',
});

/** New accounts per network address (an IPv4 address, an IPv6 /64) in any 60 minutes; staff sign-ins are never counted. */
export const SIGNUPS_PER_IP_PER_HOUR = defineInt('SIGNUPS_PER_IP_PER_HOUR', {
  default: 5,
  description: 'Most new accounts (visitor identities, Google accounts other than staff) per network address in any 60 minutes.',
});
