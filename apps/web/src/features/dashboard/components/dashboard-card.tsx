import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './dashboard.module.css';

interface DashboardCardProps {
  id: string;
  title: string;
  /** The page that shows all of it, linked on the right of the title. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** One card of the dashboard, a section named by its title. */
export function DashboardCard({ id, title, more, children }: DashboardCardProps) {
  return (
    <Card className={classes.card} padding="lg" radius="lg" component="section" aria-labelledby={id}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h5" id={id}>
            {title}
          </Title>
          {more && (
            <Anchor component={Link} to={more.to} size="sm">
              {more.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
