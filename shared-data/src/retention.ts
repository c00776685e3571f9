// Stated by the application form's consent and the privacy notice; the default of the server's APPLICANT_RETENTION_DAYS.
export const APPLICATION_RETENTION_DAYS = 180;
