export const VACANCY_GONE_TEXT = 'The vacancy (no longer listed)';
