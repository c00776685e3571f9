import type { ComponentType } from 'react';

/**
 * The federation contract between the shell and its remotes: which remotes
 * exist and which modules each exposes. Every exposed module default-exports
 * a page component that takes no props (it reads route parameters through
 * the shared router). Each remote's federation.config.cjs must expose exactly
 * these modules; a unit test keeps the two in step.
 */
export const remoteModules = {
  mfePublic: [
    './HomePage',
    './AboutPage',
    './ContactPage',
    './ServicePage',
    './ServicesOverviewPage',
    './CsrPage',
    './QuotePage',
  ],
  mfeCareers: ['./CareersPage', './JobDetailsPage', './ApplicationPage'],
  mfeBlog: ['./BlogListPage', './BlogPostPage'],
  mfeAdmin: [
    './SignInPage',
    './DashboardPage',
    './QuoteListPage',
    './QuoteDetailPage',
    './BlogCreatePage',
    './BlogEditListPage',
    './BlogEditPage',
    './JobPostPage',
    './JobEditListPage',
    './ApplicantListPage',
    './ApplicantDetailPage',
  ],
} as const;

export type RemoteName = keyof typeof remoteModules;
export type RemoteModule<R extends RemoteName> = (typeof remoteModules)[R][number];

/** What every exposed page module looks like. */
export interface RemotePageModule {
  default: ComponentType;
}
