import { css, type Theme } from '@emotion/react';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { DashboardCard } from '../components/dashboard/dashboard-card';
import { dashboardCards } from '../components/dashboard/dashboard-cards';

/** /admin: the staff dashboard, four cards leading to the admin screens. */
export default function DashboardPage() {
  return (
    <AdminLayout title="Dashboard">
      <ul
        aria-label="Admin areas"
        css={(theme: Theme) => css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
          gap: ${theme.space[5]};
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {dashboardCards.map((card) => (
          <DashboardCard key={card.title} {...card} />
        ))}
      </ul>
    </AdminLayout>
  );
}
