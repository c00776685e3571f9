import type { StaffArea } from '@seawave/shared-data';
import type { DashboardCardProps } from './dashboard-card';
import { paths } from '../../routes.generated';

/** `area`: shown only to staff whose role reaches it. */
export type DashboardCardDefinition = Omit<DashboardCardProps, 'figure'> & { area: StaffArea; countsNewQuotes?: true };

export const dashboardCards: readonly DashboardCardDefinition[] = [
  {
    title: 'Careers',
    area: 'hiring',
    line: 'Post Job And Block Job',
    actions: [
      { text: 'Edit', label: 'Edit jobs', to: paths.adminCareerEdit.href() },
      { text: 'Add', label: 'Add a job', to: paths.adminCareerPost.href() },
    ],
  },
  {
    title: 'Blog',
    area: 'hiring',
    line: 'Create,Edit or Delete Blog',
    actions: [
      { text: 'Edit', label: 'Edit blogs', to: paths.adminEditBlogs.href() },
      { text: 'Add', label: 'Add a blog', to: paths.adminBlogPost.href() },
    ],
  },
  {
    title: 'Applicants',
    area: 'hiring',
    line: 'View All Applied Applicants',
    actions: [{ text: 'View', label: 'View applicants', to: paths.adminAllApplicants.href() }],
  },
  {
    title: 'Quote Request',
    area: 'sales',
    line: 'View Quotes',
    actions: [{ text: 'View', label: 'View quotes', to: paths.adminViewQuoteRequests.href() }],
    countsNewQuotes: true,
  },
  {
    title: 'Rates',
    area: 'sales',
    line: 'Rate Cards For Indicative Prices',
    actions: [{ text: 'Edit', label: 'Edit rates', to: paths.adminRates.href() }],
  },
];
