/**
 * `renderPage`: renders a page for a component test as the site would show
 * it: in the theme and a router at a URL, reading and writing through the
 * in-memory data interface (the real validation and mapping), optionally
 * signed in as a staff mailbox. After each test the data interface and the
 * sign-in are reset.
 *
 *   const { api, user } = renderPage(<QuoteListPage />, {
 *     route: '/adminviewquoterequests', signedInAs: 'admin', data: { quotes: [makeQuote({ id: 'q1' })] },
 *   });
 */
import { renderWithTheme, type RenderWithThemeOptions, type RenderWithThemeResult } from '@seawave/shared-ui/testing';
import type { ReactElement } from 'react';
import allowList from '../../../config/admin-allow-list.json';
import staffRoles from '../../rules/staff-roles.json';
import { authStore } from '../auth/auth-store';
import { noStaffAreas, staffAreaNames, type StaffAreas } from '../auth/staff-areas';
import type { DataOperation } from '../data-api';
import { setDataApi } from '../data-api-loader';
import type { CollectionName } from '../entities';
import type { Applicant, Post, Quote, Rate, Vacancy } from '../entity-types';
import { readPageData } from '../react/page-data';
import { readPagesInProcess } from '../react/use-page-query';
import { createMemoryDataApi, type MemoryDataApi, type MemoryOptions } from './memory-data-api';

const accountOf = (prefix: string) => allowList.staff.find((account) => account.email.startsWith(prefix));

/** The allow-listed staff accounts: the two mailboxes (role 'all'), a salesperson and a recruiter. */
export const staffEmails = {
  admin: accountOf('admin@')?.email ?? 'admin@seawave.example.com',
  hr: accountOf('hr@')?.email ?? 'hr@seawave.example.com',
  sales: accountOf('sales@')?.email ?? 'sales@seawave.example.com',
  recruiter: accountOf('recruiter@')?.email ?? 'recruiter@seawave.example.com',
} as const;

export type Staff = keyof typeof staffEmails;

/** The areas the rules grant a staff account, by its role on the allow-list (the default role when it has none). */
export function staffAreasOf(staff: Staff): StaffAreas {
  const account = allowList.staff.find((entry) => entry.email === staffEmails[staff]);
  const roles: Record<string, string[] | undefined> = staffRoles.roles;
  const reached = roles[account?.role ?? staffRoles.defaultRole] ?? [];
  return Object.fromEntries(staffAreaNames.map((area) => [area, reached.includes(area)])) as Record<keyof StaffAreas, boolean>;
}

/** What the in-memory data interface holds when the page first renders. */
export interface PageData {
  posts?: Post[];
  vacancies?: Vacancy[];
  applicants?: Applicant[];
  quotes?: Quote[];
  rates?: Rate[];
}

export interface RenderPageOptions extends RenderWithThemeOptions, MemoryOptions {
  data?: PageData;
  /** Operations that fail from the start (delete them from `api.failing` to let a retry succeed). */
  failing?: DataOperation[];
  /** Signed in as this staff account (with the areas of its role); signed out when absent. */
  signedInAs?: Staff;
}

export interface RenderPageResult extends RenderWithThemeResult {
  /** The in-memory data interface the page uses (documents, files, failing operations). */
  api: MemoryDataApi;
}

const collectionOf: Record<keyof PageData, CollectionName> = {
  posts: 'posts',
  vacancies: 'jobvacancy',
  applicants: 'applicants',
  quotes: 'quotes',
  rates: 'rates',
};

const initialAuth = authStore.getState();

// Registered once per test file that imports this module, like Testing Library's own cleanup.
if (typeof afterEach === 'function') {
  afterEach(() => {
    setDataApi(null);
    authStore.setState(initialAuth, true);
  });
}

/** Stores entities as the site's documents (the id apart, the same fields). */
export function seedEntities(api: MemoryDataApi, data: PageData): void {
  for (const [key, entities] of Object.entries(data) as [keyof PageData, { id: string }[] | undefined][]) {
    if (entities) api.seedDocs(collectionOf[key], entities.map((entity) => ({ ...entity })));
  }
}

/** Signs the auth store in as a staff account with the areas of its role (no Firebase involved), or out. */
export function signInAs(staff: Staff | undefined): void {
  if (staff) authStore.setState({ status: 'signedIn', isAdmin: true, areas: staffAreasOf(staff), user: { email: staffEmails[staff], uid: `test-${staff}` }, error: null });
  else authStore.setState({ status: 'signedOut', isAdmin: false, areas: noStaffAreas, user: null, error: null });
}

export function renderPage(ui: ReactElement, options: RenderPageOptions = {}): RenderPageResult {
  const { data = {}, failing = [], signedInAs, shouldFail, now, staffEmail, server, ...renderOptions } = options;
  const api = createMemoryDataApi({ shouldFail, now, staffEmail, server });
  setDataApi(api);
  readPagesInProcess(readPageData);
  seedEntities(api, data);
  for (const operation of failing) api.failing.add(operation);
  signInAs(signedInAs);
  return { api, ...renderWithTheme(ui, renderOptions) };
}
