import { paths } from '@seawave/shared-ui';
import { useNavigate } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { JobPostForm } from '../components/jobs/job-post-form';
import { postVacancy } from '../data/vacancy-mutations';

/** /admincareerpostallowance: post a job; success goes to the dashboard. */
export default function JobPostPage() {
  const navigate = useNavigate();
  return (
    <AdminLayout title="Post a Job">
      <JobPostForm onSubmit={postVacancy} onPosted={() => navigate(paths.admin)} />
    </AdminLayout>
  );
}
