import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { DAILY_LIMIT, type TReviewRequestSummary } from '@seller-tools/contract';
import { formatCount } from './format';

/** Amazon's daily messaging limit for the store, and how much of it today has used. */
export function DailyLimit({ limit }: { limit: TReviewRequestSummary['daily_limit'] }) {
  const share = limit.limit > 0 ? Math.min(100, (limit.used_today / limit.limit) * 100) : 0;
  const average = Math.round(limit.average_daily_orders * 10) / 10;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="daily-limit-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="daily-limit-title">
          Daily messaging limit
        </Title>
        <Text fz={22} fw={800} lh={1.1}>
          {formatCount(limit.used_today)}
          <Text component="span" size="sm" c="dimmed" fw={500}>
            {' '}
            of {formatCount(limit.limit)} used today
          </Text>
        </Text>
        <Progress
          value={share}
          color={share >= 90 ? 'orange' : 'brand'}
          size="md"
          radius="xl"
          aria-label={`${Math.round(share)}% of today's messaging limit used`}
        />
        <Text size="xs" c="dimmed">
          Amazon allows {DAILY_LIMIT.perAverageOrder} × your average daily orders ({formatCount(average)} over
          the last {DAILY_LIMIT.averageOverDays} days) + {formatCount(DAILY_LIMIT.base)} messages a day. Past
          it, requests wait for the next day instead of failing.
        </Text>
      </Stack>
    </Paper>
  );
}
