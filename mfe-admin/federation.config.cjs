// @ts-check
/** Federation contract of mfe-admin; must match remoteModules in shared-ui/src/remote-contract.ts. */
module.exports = {
  exposes: {
    './SignInPage': './src/pages/sign-in-page.tsx',
    './DashboardPage': './src/pages/dashboard-page.tsx',
    './QuoteListPage': './src/pages/quote-list-page.tsx',
    './QuoteDetailPage': './src/pages/quote-detail-page.tsx',
    './BlogCreatePage': './src/pages/blog-create-page.tsx',
    './BlogEditListPage': './src/pages/blog-edit-list-page.tsx',
    './BlogEditPage': './src/pages/blog-edit-page.tsx',
    './JobPostPage': './src/pages/job-post-page.tsx',
    './JobEditListPage': './src/pages/job-edit-list-page.tsx',
    './ApplicantListPage': './src/pages/applicant-list-page.tsx',
    './ApplicantDetailPage': './src/pages/applicant-detail-page.tsx',
  },
};
