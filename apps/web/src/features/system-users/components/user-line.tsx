import { Group, Stack, Text } from '@mantine/core';
import type { TSystemUser } from '@seller-tools/contract';
import type { ReactNode } from 'react';

/** One user in a short list: name, email and company, with an action on the right. */
export function UserLine({ user, action }: { user: TSystemUser; action: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {user.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {user.email} · {user.company_name}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}
