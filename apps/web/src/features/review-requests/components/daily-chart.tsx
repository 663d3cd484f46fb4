import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TReviewRequestSummary } from '@seller-tools/contract';
import { BarChart, shortDay } from '../../../components/ui/charts';

const SERIES = [
  { name: 'Sent', color: 'var(--mantine-color-teal-6)' },
  { name: 'Test mode', color: 'var(--mantine-color-grape-4)' },
  { name: 'Skipped', color: 'var(--mantine-color-gray-5)' },
  { name: 'Failed', color: 'var(--mantine-color-red-6)' },
];

/** Requests per day, stacked by outcome (a bar chart: spec §5 allows line, pie, doughnut and bar). */
export function DailyChart({ daily }: { daily: TReviewRequestSummary['daily'] }) {
  const any = daily.some((day) => day.sent + day.test + day.skipped + day.failed > 0);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="daily-chart-title">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={3} size="h5" id="daily-chart-title">
            Requests per day
          </Title>
          {/* The counters cut their days in UTC (the period's dates are UTC days): say so, beside times
              printed in the rule's zone (issue 15). */}
          <Text size="xs" c="dimmed">
            Days in UTC
          </Text>
        </Stack>
        {any ? (
          <BarChart
            title="Review requests per day: sent, test mode, skipped and failed"
            data={daily.map((day) => ({
              key: day.date,
              label: day.date,
              values: [day.sent, day.test, day.skipped, day.failed],
            }))}
            series={SERIES}
            formatLabel={shortDay}
          />
        ) : (
          <Text size="sm" c="dimmed">
            No request was sent, recorded, skipped or failed in this period.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
