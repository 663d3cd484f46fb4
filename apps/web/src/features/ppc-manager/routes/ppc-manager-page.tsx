import { Button, Container, Paper, Stack } from '@mantine/core';
import {
  DEFAULT_ATTRIBUTION_WINDOW,
  DEFAULT_PPC_TIMEZONE,
  dateRangeProblem,
  PPC_DEFAULT_DAYS,
  REVIEW_ROUTES,
} from '@seller-tools/contract';
import { IconAd2, IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { StoreGate } from '../../../components/ui/store-state';
import { usePageMeta } from '../../../lib/page-meta';
import { useCurrentUser } from '../../../lib/session';
import { useShellContext } from '../../../lib/shell';
import { type TPpcRangeFilters, usePpcOverview } from '../api/ppc';
import { addDays, todayIn } from '../components/format';
import { PpcFilters } from '../components/ppc-filters';
import { PpcTabs } from '../components/ppc-tabs';

/** /ppc-manager: Sponsored Products performance of the current store. */
export function PpcManagerPage() {
  usePageMeta({
    title: 'PPC Manager',
    description:
      'Sponsored Products spend, sales, ACoS, ROAS and TACoS by campaign, ad group, keyword and product.',
  });
  const { importState, currentChannelId, currentStoreLabel } = useShellContext();
  const timeZone = useCurrentUser()?.ppcTimezone || DEFAULT_PPC_TIMEZONE;
  const [range, setRange] = useState<TPpcRangeFilters>(() => {
    const to = todayIn(timeZone);
    return { from: addDays(to, -(PPC_DEFAULT_DAYS - 1)), to, attribution: DEFAULT_ATTRIBUTION_WINDOW };
  });
  const [compare, setCompare] = useState(false);
  const rangeError = dateRangeProblem(range)?.message ?? null;
  const overview = usePpcOverview(rangeError ? null : currentChannelId, range, compare);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <PageHeader title="PPC Manager" subtitle={currentStoreLabel} />
        <StoreGate
          importState={importState}
          channelId={currentChannelId}
          willShow="Sponsored Products spend, sales, ACoS, ROAS and TACoS by campaign, ad group, keyword and product."
        >
          <Paper withBorder radius="lg" p="md">
            <PpcFilters
              range={range}
              onChange={(change) => setRange((current) => ({ ...current, ...change }))}
              compare={compare}
              onCompare={setCompare}
              timeZone={timeZone}
              rangeError={rangeError}
            />
          </Paper>
          {rangeError || !currentChannelId ? null : (
            <QueryState
              query={overview}
              skeleton={<CardsSkeleton cards={4} label="Loading advertising figures" />}
              errorTitle="The advertising figures could not be loaded"
            >
              {(data) =>
                !data.connected && !data.has_data ? (
                  <EmptyPanel
                    icon={<IconAd2 size={28} />}
                    title="Advertising not connected"
                    action={
                      <Button component={Link} to={REVIEW_ROUTES.settingsIntegrations}>
                        Connect Amazon Ads
                      </Button>
                    }
                  >
                    Connect this store's Amazon Ads account in Settings → Integrations to see its campaigns,
                    keywords and figures here.
                  </EmptyPanel>
                ) : !data.has_data ? (
                  <EmptyPanel icon={<IconChartBar size={28} />} title="No advertising data yet">
                    Amazon Ads is connected. Campaigns and their daily figures appear after the next import,
                    which runs every day.
                  </EmptyPanel>
                ) : (
                  <PpcTabs
                    context={{ channelId: currentChannelId, range, compare, timeZone, overview: data }}
                  />
                )
              }
            </QueryState>
          )}
        </StoreGate>
      </Stack>
    </Container>
  );
}
