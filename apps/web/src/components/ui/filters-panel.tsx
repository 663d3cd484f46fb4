import { Badge, Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

/** Below Mantine's sm breakpoint the filters stack one per line and would fill a phone's first screen. */
export const SMALL_SCREEN_QUERY = '(max-width: 48em)';

interface FiltersPanelProps {
  /** How many filters differ from their defaults: shown on the toggle, so hidden filters are not forgotten. */
  activeCount: number;
  children: ReactNode;
}

/**
 * The bordered box around a list's filters. On a small screen they fold behind a "Filters" toggle with
 * the number of active ones, so the list itself starts on the first screen.
 */
export function FiltersPanel({ activeCount, children }: FiltersPanelProps) {
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!isSmall) {
    return (
      <Paper withBorder radius="lg" p="md">
        {children}
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={
            open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
          }
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          Filters
          {activeCount > 0 && (
            <Badge ml={6} size="sm" circle aria-label={`${activeCount} active`}>
              {activeCount}
            </Badge>
          )}
        </Button>
      </Group>
      {open && (
        <div id={panelId} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          {children}
        </div>
      )}
    </Paper>
  );
}

/** The first row of a list's filters: four across on a wide screen, two on a tablet, one on a phone. */
export function FiltersGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      {children}
    </SimpleGrid>
  );
}
