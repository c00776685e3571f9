import type { ApplicantFilters, QuoteFilters, SortOrder } from '@seawave/shared-data';

/** Each key starts with its family, so invalidating a prefix refreshes everything read under it. */
function familyKeys<Filters>(family: string) {
  return {
    all: [family] as const,
    pages: [family, 'pages'] as const,
    page: (filters: Filters, order: SortOrder) => [family, 'pages', { filters, order }] as const,
    counts: [family, 'count'] as const,
    count: (filters: Filters) => [family, 'count', filters] as const,
    export: (filters: Filters, order: SortOrder) => [family, 'export', { filters, order }] as const,
    detail: (id: string) => [family, 'detail', id] as const,
    history: (id: string) => [family, 'detail', id, 'history'] as const,
    notes: (id: string) => [family, 'detail', id, 'notes'] as const,
  };
}

export const queryKeys = {
  quotes: familyKeys<QuoteFilters>('quotes'),
  applicants: familyKeys<ApplicantFilters>('applicants'),
  posts: { all: ['posts'] as const, list: ['posts', 'list'] as const, detail: (id: string) => ['posts', 'detail', id] as const },
  vacancies: { all: ['vacancies'] as const, live: ['vacancies', 'live'] as const, detail: (id: string) => ['vacancies', 'detail', id] as const },
  rates: { all: ['rates'] as const, list: ['rates', 'list'] as const },
  releases: ['releases'] as const,
} as const;

export type FamilyKeys<Filters> = ReturnType<typeof familyKeys<Filters>>;
