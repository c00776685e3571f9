import { CardGrid } from '@seawave/shared-ui';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { DashboardCard } from '../components/dashboard/dashboard-card';
import { dashboardCards } from '../components/dashboard/dashboard-cards';

/** /admin: the staff dashboard, four cards leading to the admin screens. */
export default function DashboardPage() {
  return (
    <AdminLayout title="Dashboard">
      <CardGrid aria-label="Admin areas" min="15rem">
        {dashboardCards.map((card) => (
          <DashboardCard key={card.title} {...card} />
        ))}
      </CardGrid>
    </AdminLayout>
  );
}
