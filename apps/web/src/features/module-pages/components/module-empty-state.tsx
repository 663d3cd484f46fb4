import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ImportingPanel, NoStorePanel } from '../../../components/ui/store-state';
import classes from '../../../components/ui/styles/empty-state.module.css';
import type { TImportState } from '../../../lib/shell';
import type { TEmptyState } from '../empty-states';

interface ModuleEmptyStateProps {
  state: TEmptyState;
  importState: TImportState;
}

// A page built from store data cannot say much before there is a store, or while the first import runs:
// then the first thing to do is to connect one, or to wait.
function stageOf(state: TEmptyState, importState: TImportState): TImportState {
  return state.needsStoreData ? importState : 'ready';
}

export function ModuleEmptyState({ state, importState }: ModuleEmptyStateProps) {
  const stage = stageOf(state, importState);
  const ModuleIcon = state.icon;

  if (stage === 'no-store') return <NoStorePanel willShow={state.willShow} />;
  if (stage === 'importing') return <ImportingPanel willShow={state.willShow} />;

  return (
    <Paper className={classes.panel} radius="lg" p={{ base: 'lg', sm: 48 }} data-stage={stage}>
      <Stack align="center" gap="md" maw={520} mx="auto" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="brand">
          <ModuleIcon size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Nothing here yet
        </Title>
        <Text c="dimmed">{state.willShow}</Text>
        <Group gap={6} justify="center" wrap="nowrap" className={classes.step}>
          <Text size="sm" fw={700} c="brand.7" component="span">
            First step
          </Text>
          <Text size="sm" component="span">
            {state.firstStep}
          </Text>
        </Group>
        {state.action && (
          <Button
            component={Link}
            to={state.action.to}
            variant="light"
            rightSection={<IconArrowRight size={18} />}
          >
            {state.action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
