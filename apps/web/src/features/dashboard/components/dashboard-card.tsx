import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './dashboard.module.css';

interface DashboardCardProps {
  id: string;
  title: string;
  /** A link or badge on the right of the title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of the dashboard, a section named by its title. */
export function DashboardCard({ id, title, aside, children }: DashboardCardProps) {
  return (
    <Card className={classes.card} padding="lg" radius="lg" component="section" aria-labelledby={id}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h5" id={id}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
