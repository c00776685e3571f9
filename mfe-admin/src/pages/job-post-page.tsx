import type { NewVacancy } from '@seawave/shared-data';
import { flashState } from '@seawave/shared-ui';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { emptyVacancyValues, JOB_POST_FAILURE_TEXT, VacancyForm } from '../components/jobs/vacancy-form';
import { postVacancy } from '../data/vacancies';
import { useNavigateFromHere } from '../hooks/use-navigate-from-here';
import { forArea } from '../components/staff-area/staff-area';
import { paths } from '../routes.generated';

export const JOB_POSTED_TEXT = 'Job posted.';

/** Unless the admin left the page while it was saving, success goes to the dashboard. */
function JobPostPage() {
  const fromHere = useNavigateFromHere();

  async function post(input: NewVacancy): Promise<string> {
    const navigate = fromHere();
    const id = await postVacancy(input);
    navigate(paths.admin.href(), { state: flashState(JOB_POSTED_TEXT) });
    return id;
  }

  return (
    <AdminLayout title="Post a Job">
      <VacancyForm initialValues={emptyVacancyValues} submitLabel="Post" busyLabel="Posting job" failureText={JOB_POST_FAILURE_TEXT} onSubmit={post} />
    </AdminLayout>
  );
}

export default forArea('hiring', JobPostPage);
