import { Route, Routes } from 'react-router-dom';
import { paths } from '@seawave/shared-ui';
import SignInPage from './pages/sign-in-page';
import DashboardPage from './pages/dashboard-page';
import QuoteListPage from './pages/quote-list-page';
import QuoteDetailPage from './pages/quote-detail-page';
import BlogCreatePage from './pages/blog-create-page';
import BlogEditListPage from './pages/blog-edit-list-page';
import BlogEditPage from './pages/blog-edit-page';
import JobPostPage from './pages/job-post-page';
import JobEditListPage from './pages/job-edit-list-page';
import ApplicantListPage from './pages/applicant-list-page';
import ApplicantDetailPage from './pages/applicant-detail-page';

/**
 * This remote on its own (port 3004), for its team's development. The route
 * guard lives in the shell; standalone, every screen is reachable directly.
 */
export function StandaloneApp() {
  return (
    <Routes>
      <Route path="/" element={<SignInPage />} />
      <Route path={paths.signIn} element={<SignInPage />} />
      <Route path={paths.admin} element={<DashboardPage />} />
      <Route path={paths.adminViewQuoteRequests} element={<QuoteListPage />} />
      <Route path="/quoteDetails/:quoteId" element={<QuoteDetailPage />} />
      <Route path={paths.adminBlogPost} element={<BlogCreatePage />} />
      <Route path={paths.adminEditBlogs} element={<BlogEditListPage />} />
      <Route path="/blogedit/:postId" element={<BlogEditPage />} />
      <Route path={paths.adminCareerPost} element={<JobPostPage />} />
      <Route path={paths.adminCareerEdit} element={<JobEditListPage />} />
      <Route path={paths.adminAllApplicants} element={<ApplicantListPage />} />
      <Route path="/applicantDetail/:applicantId" element={<ApplicantDetailPage />} />
    </Routes>
  );
}
