import { Paper, Text } from '@mantine/core';

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
