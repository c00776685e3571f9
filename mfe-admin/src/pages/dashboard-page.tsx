import { useAuth } from '@seawave/shared-data';
import { CardGrid } from '@seawave/shared-ui/page';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { AnswerFigures } from '../components/dashboard/answer-figures';
import { DashboardCard } from '../components/dashboard/dashboard-card';
import { dashboardCards } from '../components/dashboard/dashboard-cards';
import { withAdminQueries } from '../data/admin-queries';
import { quoteInbox } from '../data/inbox';
import { useInboxCount } from '../data/use-inbox';

const newQuotes = { status: 'new' } as const;

/** The cards of the areas the staff member's role reaches; the new quotes are counted only for those who see quotes. */
function DashboardPage() {
  const areas = useAuth((state) => state.areas);
  const newCount = useInboxCount(quoteInbox, newQuotes, { enabled: areas.sales });
  return (
    <AdminLayout title="Dashboard">
      <CardGrid aria-label="Admin areas" min="15rem">
        {dashboardCards.filter((card) => areas[card.area]).map(({ countsNewQuotes, area: _area, ...card }) => (
          <DashboardCard key={card.title} {...card} figure={countsNewQuotes && newCount.data !== undefined ? `${newCount.data} new` : undefined} />
        ))}
      </CardGrid>
      {areas.sales ? <AnswerFigures /> : null}
    </AdminLayout>
  );
}

export default withAdminQueries(DashboardPage);
