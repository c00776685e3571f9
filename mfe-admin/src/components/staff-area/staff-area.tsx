import { useAuth, type StaffArea } from '@seawave/shared-data';
import { ButtonLink, Notice } from '@seawave/shared-ui';
import type { ComponentType } from 'react';
import { AdminLayout } from '../admin-layout/admin-layout';
import { paths } from '../../routes.generated';

export const NO_ACCESS_TEXT = 'Your account does not have access to this page.';

function NoAccess() {
  return (
    <AdminLayout title="No access">
      <Notice variant="info">{NO_ACCESS_TEXT}</Notice>
      <ButtonLink to={paths.admin.href()} variant="secondary">
        Back to the dashboard
      </ButtonLink>
    </AdminLayout>
  );
}

/**
 * A page of `area`: staff whose role does not reach it get a message instead, and the page is never mounted, so it
 * requests nothing the rules would refuse.
 */
export function forArea(area: StaffArea, Page: ComponentType): ComponentType {
  function AreaPage() {
    const allowed = useAuth((state) => state.areas[area]);
    return allowed ? <Page /> : <NoAccess />;
  }
  AreaPage.displayName = `forArea(${area}, ${Page.displayName ?? Page.name})`;
  return AreaPage;
}
