import { CardGrid } from '@seawave/shared-ui/page';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { DashboardCard } from '../components/dashboard/dashboard-card';
import { dashboardCards } from '../components/dashboard/dashboard-cards';
import { withAdminQueries } from '../data/admin-queries';
import { quoteInbox } from '../data/inbox';
import { useInboxCount } from '../data/use-inbox';

const newQuotes = { status: 'new' } as const;

function DashboardPage() {
  const newCount = useInboxCount(quoteInbox, newQuotes);
  return (
    <AdminLayout title="Dashboard">
      <CardGrid aria-label="Admin areas" min="15rem">
        {dashboardCards.map(({ countsNewQuotes, ...card }) => (
          <DashboardCard key={card.title} {...card} figure={countsNewQuotes && newCount.data !== undefined ? `${newCount.data} new` : undefined} />
        ))}
      </CardGrid>
    </AdminLayout>
  );
}

export default withAdminQueries(DashboardPage);
