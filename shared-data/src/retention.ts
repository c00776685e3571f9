/**
 * `@seawave/shared-data/retention`: how long the site keeps personal data.
 * The consent of the application form and the privacy notice state it, and
 * it is the default of the server's retention setting (APPLICANT_RETENTION_DAYS),
 * which deletes older applications every day. Pure, no dependencies.
 */

/** Days an application (with its resume, notes and history) is kept after it is sent, then deleted automatically. */
export const APPLICATION_RETENTION_DAYS = 180;
