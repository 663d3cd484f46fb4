import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TReviewRequestSummary } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { formatCount } from './format';

function Counter({
  label,
  value,
  note,
  color,
}: {
  label: string;
  value: number;
  note: ReactNode;
  color?: string;
}) {
  const id = `counter-${label.toLowerCase().replaceAll(/\W+/g, '-')}`;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Stack gap={4}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" id={id}>
          {label}
        </Text>
        <Text fz={28} fw={800} lh={1} c={value > 0 ? color : undefined}>
          {formatCount(value)}
        </Text>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Sent, waiting, due soon, skipped and failed. Waiting and due soon are as of now, whatever the period. */
export function SummaryCounters({ summary }: { summary: TReviewRequestSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <Counter
        label="Sent"
        value={summary.sent}
        color="teal.7"
        note={summary.test > 0 ? `+ ${formatCount(summary.test)} recorded in test mode` : 'in this period'}
      />
      <Counter label="Eligible" value={summary.eligible} note="waiting for their send day" />
      <Counter label="Upcoming" value={summary.upcoming} color="blue.7" note="due in the next 24 hours" />
      <Counter label="Skipped" value={summary.skipped} note="in this period, reasons below" />
      <Counter label="Failed" value={summary.failed} color="red.7" note="in this period, reasons below" />
    </SimpleGrid>
  );
}
