/** How the admin screens (detail, list, CSV) name a vacancy applied for that has since been deleted. */
export const VACANCY_GONE_TEXT = 'The vacancy (no longer listed)';
