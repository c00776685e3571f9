import { flashState, paths } from '@seawave/shared-ui';
import { useNavigate } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { JobPostForm } from '../components/jobs/job-post-form';
import { postVacancy } from '../data/vacancy-mutations';

/** The confirmation on the dashboard after posting. */
export const JOB_POSTED_TEXT = 'Job posted.';

/** /admincareerpostallowance: post a job; success goes to the dashboard, which confirms it. */
export default function JobPostPage() {
  const navigate = useNavigate();
  return (
    <AdminLayout title="Post a Job">
      <JobPostForm onSubmit={postVacancy} onPosted={() => navigate(paths.admin.href(), { state: flashState(JOB_POSTED_TEXT) })} />
    </AdminLayout>
  );
}
