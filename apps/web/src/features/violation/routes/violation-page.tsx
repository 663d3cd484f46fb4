import { Button, Container, Paper, Stack, Tabs } from '@mantine/core';
import { marketplaceCurrency, PUBLIC_ROUTES, VIOLATION_NO_PLAN } from '@seller-tools/contract';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { StoreGate } from '../../../components/ui/store-state';
import { usePageMeta } from '../../../lib/page-meta';
import { rolesOf, useCurrentUser } from '../../../lib/session';
import { useShellContext } from '../../../lib/shell';
import { AlertSettings } from '../components/alert-settings';
import { EventDrawer } from '../components/event-drawer';
import { EventsInbox } from '../components/events-inbox';
import { FeedbackPanel } from '../components/feedback-panel';
import { violationAbilities } from '../components/format';
import { HealthPanel } from '../components/health-panel';
import { ReportsPanel } from '../components/reports-panel';
import { WatchList } from '../components/watch-list';

const TABS = ['inbox', 'feedback', 'health', 'reports', 'watch', 'alerts'] as const;
type TTab = (typeof TABS)[number];

/** /violation: the store's violation inbox, account health, reports, the watch list and the caller's alert settings. */
export function ViolationPage() {
  usePageMeta({
    title: 'Violation',
    description:
      'Hijackers, price breaches, Buy Box losses, listing changes, suppressions, account health and feedback.',
  });
  const { importState, currentChannelId, currentStoreLabel, stores } = useShellContext();
  const currentStore = stores.find((s) => s.channelId === currentChannelId);
  const abilities = violationAbilities(rolesOf(useCurrentUser()));
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TTab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as TTab) : 'inbox';
  const [eventId, setEventId] = useState<string | null>(params.get('event'));
  const setTab = (next: string | null) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('tab', next ?? 'inbox');
      copy.delete('order');
      return copy;
    });
  // A negative-feedback event opens its feedback: the Seller feedback tab filtered to its order.
  const orderParam = params.get('order') ?? '';
  const showFeedback = (orderId: string) => {
    setEventId(null);
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('tab', 'feedback');
      copy.set('order', orderId);
      return copy;
    });
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <PageHeader title="Violation" subtitle={currentStoreLabel} />
        {!abilities.read ? (
          // Spec §2 opens /violation to every signed-in user; its data comes with the Violation plan
          // (the server refuses every call without a violation role), so say that instead of failing.
          <EmptyPanel
            icon={<IconAlertOctagon size={28} />}
            title={VIOLATION_NO_PLAN.title}
            action={
              <Button component={Link} to={PUBLIC_ROUTES.contactUs} variant="light">
                {VIOLATION_NO_PLAN.action}
              </Button>
            }
          >
            {VIOLATION_NO_PLAN.body}
          </EmptyPanel>
        ) : (
          <StoreGate
            importState={importState}
            channelId={currentChannelId}
            willShow="Hijackers, MAP breaches, lost Buy Box, listing changes and suppressions, account health and negative feedback."
          >
            {currentChannelId && (
              <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
                <Tabs value={tab} onChange={setTab} keepMounted={false}>
                  <Tabs.List mb="md">
                    <Tabs.Tab value="inbox">Inbox</Tabs.Tab>
                    <Tabs.Tab value="feedback">Seller feedback</Tabs.Tab>
                    <Tabs.Tab value="health">Account health</Tabs.Tab>
                    <Tabs.Tab value="reports">Reports</Tabs.Tab>
                    <Tabs.Tab value="watch">Watch list</Tabs.Tab>
                    <Tabs.Tab value="alerts">Alert settings</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="inbox">
                    <EventsInbox channelId={currentChannelId} onOpen={setEventId} />
                  </Tabs.Panel>
                  <Tabs.Panel value="feedback">
                    <FeedbackPanel
                      key={orderParam}
                      channelId={currentChannelId}
                      canAct={abilities.act}
                      onOpenEvent={setEventId}
                      orderId={orderParam}
                    />
                  </Tabs.Panel>
                  <Tabs.Panel value="health">
                    <HealthPanel channelId={currentChannelId} />
                  </Tabs.Panel>
                  <Tabs.Panel value="reports">
                    <ReportsPanel channelId={currentChannelId} />
                  </Tabs.Panel>
                  <Tabs.Panel value="watch">
                    <WatchList
                      channelId={currentChannelId}
                      currency={marketplaceCurrency(currentStore?.marketplaceId)}
                      canEdit={abilities.admin}
                    />
                  </Tabs.Panel>
                  <Tabs.Panel value="alerts">
                    <AlertSettings canEdit={abilities.act} stores={stores} />
                  </Tabs.Panel>
                </Tabs>
                <EventDrawer
                  channelId={currentChannelId}
                  eventId={eventId}
                  canAct={abilities.act}
                  onClose={() => setEventId(null)}
                  onShowFeedback={showFeedback}
                />
              </Paper>
            )}
          </StoreGate>
        )}
      </Stack>
    </Container>
  );
}
