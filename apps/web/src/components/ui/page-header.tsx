import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** The store the page shows, or another short line under the title. */
  subtitle?: string | null;
  /** Buttons on the right (below the title on small screens). */
  actions?: ReactNode;
}

/** A page's h1 with the current store under it and its actions beside it. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="xs" data-print-hide>
          {actions}
        </Group>
      )}
    </Group>
  );
}
