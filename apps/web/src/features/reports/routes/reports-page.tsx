import { Button, Container, Stack, Tabs } from '@mantine/core';
import { IconCash, IconMailForward, IconReceipt, IconStar } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../lib/page-meta';
import { useShellContext } from '../../../lib/shell';
import { ProfitView } from '../components/profit-view';
import { ReviewsView } from '../components/reviews-view';
import { SalesView } from '../components/sales-view';
import { ScheduledEmailsDrawer } from '../components/scheduled-emails-drawer';

export { DEFAULT_REPORT_DAYS } from '../components/reviews-view';

/** The page's reports, in ?view= (no view: reviews, so /reports stays the reviews report it always was). */
export const REPORT_VIEWS = ['reviews', 'sales', 'profit'] as const;
export type TReportView = (typeof REPORT_VIEWS)[number];

function viewOf(value: string | null): TReportView {
  return REPORT_VIEWS.find((v) => v === value) ?? 'reviews';
}

/** /reports: reviews and ratings, sales and orders, and profit of the store, each with exports. */
export function ReportsPage() {
  usePageMeta({
    title: 'Reports',
    description: 'Reviews, sales and profit by period and product, ready to export.',
  });
  const { currentStoreLabel } = useShellContext();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  // ?scheduled=1 (the link in every scheduled report mail) opens the Scheduled emails drawer.
  const scheduledOpen = params.get('scheduled') === '1';
  const setScheduled = (open: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (open) updated.set('scheduled', '1');
        else updated.delete('scheduled');
        return updated;
      },
      { replace: true },
    );
  const show = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'reviews' || next === null) updated.delete('view');
        else updated.set('view', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader
          title="Reports"
          subtitle={currentStoreLabel}
          actions={
            <Button
              variant="light"
              leftSection={<IconMailForward size={16} />}
              onClick={() => setScheduled(true)}
            >
              Scheduled emails
            </Button>
          }
        />
        <Tabs value={view} onChange={show} data-print-hide>
          <Tabs.List>
            <Tabs.Tab value="reviews" leftSection={<IconStar size={16} />}>
              Reviews
            </Tabs.Tab>
            <Tabs.Tab value="sales" leftSection={<IconReceipt size={16} />}>
              Sales
            </Tabs.Tab>
            <Tabs.Tab value="profit" leftSection={<IconCash size={16} />}>
              Profit
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {view === 'reviews' && <ReviewsView />}
        {view === 'sales' && <SalesView />}
        {view === 'profit' && <ProfitView />}
        <ScheduledEmailsDrawer opened={scheduledOpen} onClose={() => setScheduled(false)} />
      </Stack>
    </Container>
  );
}
