import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyPanelProps {
  icon: ReactNode;
  title: string;
  /** What to do about it. */
  children: ReactNode;
  action?: ReactNode;
}

/** A list with nothing in it yet: why, and what to do. */
export function EmptyPanel({ icon, title, children, action }: EmptyPanelProps) {
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 40 }} withBorder style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="sm" maw={480} mx="auto" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** The panel's way out: one light button (clear the filters, go where the fix is). */
export function EmptyAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="light" onClick={onClick}>
      {children}
    </Button>
  );
}
