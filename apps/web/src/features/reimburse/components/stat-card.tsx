import { Paper, SimpleGrid, Text } from '@mantine/core';
import { EXPIRING_SOON_DAYS } from '@seller-tools/contract';

interface StatCardProps {
  label: string;
  value: string;
  caption: string;
  tone?: 'default' | 'good' | 'warn';
}

/** One headline number of the reimbursement dashboard or the free audit. */
export function StatCard({ label, value, caption, tone = 'default' }: StatCardProps) {
  const color = tone === 'good' ? 'green.7' : tone === 'warn' ? 'orange.7' : undefined;
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} c={color} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </Paper>
  );
}

type TTotalKey = 'potential' | 'expiring_soon' | 'expired' | 'recovered';

/** A headline of the totals: which total, its label, its caption from the total's count, its tone. */
export interface TStat {
  total: TTotalKey;
  label: string;
  caption: (count: number) => string;
  tone?: StatCardProps['tone'];
}

/** The same in the dashboard and the free audit. */
export const EXPIRING_SOON_STAT: TStat = {
  total: 'expiring_soon',
  label: 'Expiring soon',
  caption: (count) => `${count} with a deadline within ${EXPIRING_SOON_DAYS} days`,
  tone: 'warn',
};

interface StatGridProps {
  totals: Record<TTotalKey, { count: number; value: number }>;
  stats: readonly TStat[];
  money: (minor: number) => string;
}

/** The row of headline numbers: two a row on a phone, four on a wide screen. */
export function StatGrid({ totals, stats, money }: StatGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {stats.map((stat) => (
        <StatCard
          key={stat.total}
          label={stat.label}
          value={money(totals[stat.total].value)}
          caption={stat.caption(totals[stat.total].count)}
          tone={stat.tone}
        />
      ))}
    </SimpleGrid>
  );
}
