import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { REVIEW_REQUEST_IMPACT, type TReviewRequestImpactItem } from '@seller-tools/contract';
import { IconStars } from '@tabler/icons-react';
import { figureColumn } from '../../../components/kit/money-column';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useImpact } from '../api/impact';
import { formatCount, formatDay } from './format';

const { afterDays, beforeMonths, lookbackDays, manualSecondsPerRequest } = REVIEW_REQUEST_IMPACT;

/** "3 h 20 min", "45 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${formatCount(hours)} h` : `${formatCount(hours)} h ${rest} min`;
}

function columns(timeZone: string): TColumn<TReviewRequestImpactItem>[] {
  return [
    {
      key: 'asin',
      header: 'ASIN',
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.asin}
        </Text>
      ),
    },
    figureColumn('requests', 'Requests sent', (row) => formatCount(row.requests)),
    {
      key: 'first',
      header: 'First request',
      visibleFrom: 'sm',
      render: (row) => formatDay(row.first_request_at, timeZone),
    },
    figureColumn('after', `Reviews in the ${afterDays} days after`, (row) =>
      row.days_after < afterDays
        ? `${formatCount(row.reviews_after)} (${row.days_after} of ${afterDays} days so far)`
        : formatCount(row.reviews_after),
    ),
    figureColumn('before', `Before, per ${afterDays} days`, (row) =>
      row.reviews_before_per_30_days.toLocaleString('en-US'),
    ),
  ];
}

/**
 * "Reviews after requests": per ASIN asked in the last 90 days, its reviews in the 30 days after the first
 * request against its pace in the 3 months before, and the seller's time the automation saved.
 */
export function ImpactSection({ channelId, timeZone }: { channelId: string; timeZone: string }) {
  const impact = useImpact(channelId);
  return (
    <Stack gap="md" component="section" aria-labelledby="impact-title">
      <Title order={2} size="h4" id="impact-title">
        Reviews after requests
      </Title>
      <QueryState
        query={impact}
        skeleton={<ListSkeleton label="Loading reviews after requests" />}
        errorTitle="Reviews after requests could not be loaded"
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyPanel icon={<IconStars size={28} />} title="No request sent in the last 90 days">
              Once requests go out, each product's reviews in the {afterDays} days after its first request
              show here beside its pace before.
            </EmptyPanel>
          ) : (
            <Stack gap="sm">
              <Paper withBorder radius="md" p="md" role="region" aria-label="Time saved">
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{formatMinutes(data.minutes_saved)} saved</Text>
                  <Text size="sm" c="dimmed">
                    {formatCount(data.sent)} requests sent in the last {lookbackDays} days, about{' '}
                    {manualSecondsPerRequest / 60} min each by hand in Seller Central.
                  </Text>
                </Group>
              </Paper>
              <DataTable
                aria-label="Reviews after requests by ASIN"
                columns={columns(timeZone)}
                rows={data.items}
                rowKey={(row) => row.asin}
                // A phone scrolls the table sideways rather than squeezing the counts.
                minWidth={480}
                frame
              />
              <Text size="xs" c="dimmed">
                Before: reviews per {afterDays} days in the {beforeMonths} months before the first request.
              </Text>
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
