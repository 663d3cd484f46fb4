import { Grid, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useSummary } from '../api/summary';
import { DailyChart } from './daily-chart';
import { DailyLimit } from './daily-limit';
import { IdleExplanation } from './idle-explanation';
import { DEFAULT_PERIOD_DAYS, lastDays, PeriodPicker, periodError } from './period-picker';
import { ReasonBreakdown } from './reason-breakdown';
import { SummaryCounters } from './summary-counters';

/**
 * The counters, the daily limit, the chart and the reasons of a period (the last 30 days at first); when
 * nothing is eligible, upcoming or skipped, why.
 */
export function ActivitySection({ channelId, timeZone }: { channelId: string; timeZone: string }) {
  const [period, setPeriod] = useState(() => lastDays(DEFAULT_PERIOD_DAYS));
  const rangeError = periodError(period);
  const summary = useSummary(channelId, period.from, period.to, rangeError === null);

  return (
    <Stack gap="md" component="section" aria-labelledby="activity-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4" id="activity-title">
          Activity
        </Title>
        <PeriodPicker period={period} onChange={setPeriod} />
      </Group>
      {rangeError ? null : (
        <QueryState
          query={summary}
          skeleton={<CardsSkeleton cards={5} label="Loading the counters" />}
          errorTitle="The counters could not be loaded"
        >
          {(data) => (
            <Stack
              gap="md"
              style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={summary.isFetching}
            >
              <SummaryCounters summary={data} />
              {data.idle && <IdleExplanation idle={data.idle} timeZone={timeZone} />}
              <Grid gap="md">
                <Grid.Col span={{ base: 12, lg: 8 }}>
                  <DailyChart daily={data.daily} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, lg: 4 }}>
                  <DailyLimit limit={data.daily_limit} />
                </Grid.Col>
              </Grid>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <ReasonBreakdown
                  id="skipped-reasons-title"
                  title="Skipped by reason"
                  counts={data.skipped_by_reason}
                  color="gray"
                  none="No order was skipped in this period."
                />
                <ReasonBreakdown
                  id="failed-reasons-title"
                  title="Failed by reason"
                  counts={data.failed_by_reason}
                  color="red"
                  none="No request failed in this period."
                />
              </SimpleGrid>
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
