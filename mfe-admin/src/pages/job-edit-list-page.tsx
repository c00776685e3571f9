import type { Vacancy } from '@seawave/shared-data';
import { ButtonLink, Notice } from '@seawave/shared-ui';
import { SkeletonCardList, QueryView, CardGrid } from '@seawave/shared-ui/page';
import { useState } from 'react';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { JobBlockCard } from '../components/jobs/job-block-card';
import { useVacancyList } from '../data/use-vacancy-list';
import { setVacancyBlocked } from '../data/vacancies';
import { forArea } from '../components/staff-area/staff-area';
import { withAdminQueries } from '../data/admin-queries';
import { paths } from '../routes.generated';

export const JOBS_ERROR_TEXT = 'Error fetching jobs. Please try again later.';
export const NO_JOBS_TEXT = 'No jobs posted yet.';

function JobEditListPage() {
  const { state, retry } = useVacancyList();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle(vacancy: Vacancy) {
    if (saving.has(vacancy.id)) return;
    const next = !vacancy.isBlocked;
    setFailure(null);
    setSaving((current) => new Set(current).add(vacancy.id));
    try {
      await setVacancyBlocked(vacancy.id, next);
    } catch (error) {
      console.error('[mfe-admin] could not change the job', error);
      setFailure(`Could not ${next ? 'block' : 'unblock'} "${vacancy.position}". Please try again.`);
    } finally {
      setSaving((current) => {
        const copy = new Set(current);
        copy.delete(vacancy.id);
        return copy;
      });
    }
  }

  const postJob = (
    <ButtonLink to={paths.adminCareerPost.href()} variant="secondary">
      Post a Job
    </ButtonLink>
  );

  return (
    <AdminLayout title="Edit Career Posts" actions={postJob}>
      {failure ? (
        <Notice variant="error" onDismiss={() => setFailure(null)}>
          <p>{failure}</p>
        </Notice>
      ) : null}
      <QueryView
        state={state}
        loading={<SkeletonCardList count={3} media={false} lines={2} label="Loading jobs" />}
        errorText={JOBS_ERROR_TEXT}
        onRetry={retry}
        empty={<p>{NO_JOBS_TEXT}</p>}
      >
        {(vacancies) => (
          <CardGrid aria-label="Jobs" min="16rem">
            {vacancies.map((vacancy) => (
              <li key={vacancy.id}>
                <JobBlockCard vacancy={vacancy} saving={saving.has(vacancy.id)} onToggle={toggle} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryView>
    </AdminLayout>
  );
}

export default withAdminQueries(forArea('hiring', JobEditListPage));
