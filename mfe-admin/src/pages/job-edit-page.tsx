import { css, useTheme } from '@emotion/react';
import type { NewVacancy, Vacancy } from '@seawave/shared-data';
import { ButtonLink, flashState } from '@seawave/shared-ui';
import { PageSpinner, QueryView } from '@seawave/shared-ui/page';
import { useParams } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { JOB_SAVE_FAILURE_TEXT, VacancyForm, vacancyFormValues } from '../components/jobs/vacancy-form';
import { withAdminQueries } from '../data/admin-queries';
import { useUpdateVacancy, useVacancy } from '../data/vacancies';
import { useNavigateFromHere } from '../hooks/use-navigate-from-here';
import { forArea } from '../components/staff-area/staff-area';
import { paths } from '../routes.generated';

export const JOB_UPDATED_TEXT = 'The job was updated.';
export const JOB_NOT_FOUND_TEXT = 'This job does not exist or has been deleted.';
export const JOB_LOAD_ERROR_TEXT = 'Error fetching the job. Please try again later.';

/** The vacancy keeps its creation date and whether it is blocked. */
function JobEditPage() {
  const theme = useTheme();
  const { vacancyId } = useParams();
  const { state, retry } = useVacancy(vacancyId);
  const backToList = (
    <ButtonLink to={paths.adminCareerEdit.href()} variant="secondary">
      Back to jobs
    </ButtonLink>
  );
  return (
    <AdminLayout title={state.status === 'success' && state.data === null ? 'Job not found' : 'Edit Job'} actions={backToList}>
      <QueryView
        state={state}
        loading={<PageSpinner label="Loading the job" />}
        errorText={JOB_LOAD_ERROR_TEXT}
        onRetry={retry}
        empty={<p css={css`margin: 0 0 ${theme.space[4]};`}>{JOB_NOT_FOUND_TEXT}</p>}
      >
        {(vacancy) => <EditVacancyForm vacancy={vacancy} />}
      </QueryView>
    </AdminLayout>
  );
}

export default withAdminQueries(forArea('hiring', JobEditPage));

function EditVacancyForm({ vacancy }: { vacancy: Vacancy }) {
  const fromHere = useNavigateFromHere();
  const update = useUpdateVacancy();

  async function save(input: NewVacancy) {
    const navigate = fromHere();
    await update.mutateAsync({ id: vacancy.id, input: { ...input, isBlocked: vacancy.isBlocked } });
    navigate(paths.admin.href(), { state: flashState(JOB_UPDATED_TEXT) });
  }

  return (
    <VacancyForm
      key={vacancy.id}
      initialValues={vacancyFormValues(vacancy)}
      submitLabel="Save changes"
      busyLabel="Saving changes"
      failureText={JOB_SAVE_FAILURE_TEXT}
      onSubmit={save}
    />
  );
}
