import { Group, Paper, Text, Title } from '@mantine/core';
import type { TFindingKind } from '@seller-tools/contract';
import { formatMoney } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { DoughnutChart } from '../../../components/ui/charts';
import { KIND_COLORS } from './kind-colors';
import { claimValue, KIND_LABELS } from './labels';

/** A dashboard card: a small heading (with anything on its right) over a chart or a short list. */
export function ChartCard({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h5" mb={aside ? undefined : 'sm'}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="lg" p="md">
      {aside ? (
        <Group justify="space-between" mb="sm">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}

interface KindCardProps {
  title: string;
  /** The chart's accessible title, before the kinds and their values. */
  chartTitle: string;
  /** The findings by kind, and the claimable total in the ring's middle, in the store's currency. */
  totals: {
    currency: string;
    by_kind: readonly { kind: TFindingKind; count: number; value: number }[];
    potential: { value: number };
  };
}

/** The claimable value by kind of finding as a ring in a card, or a line saying there is nothing to claim. */
export function KindCard({ title, chartTitle, totals }: KindCardProps) {
  const byKind = totals.by_kind;
  const money = (minor: number) => formatMoney(minor, totals.currency);
  // A kind whose findings wait for the seller's unit cost has no value yet: said so, not "$0.00".
  const value = (minor: number) => claimValue(minor, totals.currency);
  return (
    <ChartCard title={title}>
      {byKind.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing to claim right now.
        </Text>
      ) : (
        <DoughnutChart
          title={`${chartTitle}: ${byKind.map((k) => `${KIND_LABELS[k.kind]} ${value(k.value)}`).join(', ')}`}
          slices={byKind.map((k) => ({
            name: `${KIND_LABELS[k.kind]} (${k.count})`,
            value: k.value,
            color: KIND_COLORS[k.kind],
          }))}
          center={money(totals.potential.value)}
          centerCaption="claimable"
          formatValue={value}
        />
      )}
    </ChartCard>
  );
}
