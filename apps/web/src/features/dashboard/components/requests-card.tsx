import { Progress, Stack, Text } from '@mantine/core';
import type { TDashboard } from '@seller-tools/contract';
import { DashboardCard } from './dashboard-card';

/** Review requests sent against the orders eligible for one (shown once that module records any). */
export function RequestsCard({ requests }: { requests: NonNullable<TDashboard['requests']> }) {
  const share = requests.eligible > 0 ? Math.round((requests.sent / requests.eligible) * 100) : 0;
  return (
    <DashboardCard id="requests-title" title="Review requests, 30 days">
      <Stack gap="xs">
        <Text fz={32} fw={800} lh={1}>
          {requests.sent.toLocaleString('en-US')}
          <Text component="span" size="sm" c="dimmed" fw={500}>
            {' '}
            sent of {requests.eligible.toLocaleString('en-US')} eligible
          </Text>
        </Text>
        <Progress
          value={share}
          size="lg"
          radius="xl"
          aria-label={`${share}% of eligible orders asked for a review`}
        />
        <Text size="sm" c="dimmed">
          {share}% of eligible orders were asked for a review.
        </Text>
      </Stack>
    </DashboardCard>
  );
}
