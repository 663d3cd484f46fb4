import { Container, Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { useShellContext } from '../../../lib/shell';
import { ModuleEmptyState } from '../components/module-empty-state';
import { EMPTY_STATES, type TEmptyStateKey } from '../empty-states';

/** Route handle naming the empty state a module page shows until its module is built. */
export interface TModulePageHandle {
  emptyState: TEmptyStateKey;
}

function isModulePageHandle(handle: unknown): handle is TModulePageHandle {
  return typeof handle === 'object' && handle !== null && 'emptyState' in handle;
}

/** One component for every module page still to be built; the route's handle says which one it is. */
export function ModuleEmptyPage() {
  const matches = useMatches();
  const { importState, currentStoreLabel } = useShellContext();
  const handle = matches.map((match) => match.handle).findLast(isModulePageHandle);
  const state = EMPTY_STATES[handle?.emptyState ?? 'reviewRequestAutomation'];

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {state.title}
          </Title>
          {state.needsStoreData && currentStoreLabel && (
            <Text c="dimmed" size="sm">
              {currentStoreLabel}
            </Text>
          )}
        </div>
        <ModuleEmptyState state={state} importState={importState} />
      </Stack>
    </Container>
  );
}
