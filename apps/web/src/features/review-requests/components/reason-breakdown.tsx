import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatCount, reasonText } from './format';

interface ReasonBreakdownProps {
  id: string;
  title: string;
  counts: Record<string, number>;
  color: string;
  /** What to say when nothing is counted. */
  none: string;
}

/** Counts by reason, largest first, each with a bar of its share. */
export function ReasonBreakdown({ id, title, counts, color, none }: ReasonBreakdownProps) {
  const rows = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {none}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map(([reason, count]) => (
              <Stack gap={4} key={reason} component="li">
                <Text size="sm" style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <span>{reasonText(reason)}</span>
                  <strong>{formatCount(count)}</strong>
                </Text>
                <Progress value={(count / total) * 100} color={color} size="sm" radius="xl" aria-hidden />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
