import { Badge, NavLink, Paper, Stack, Text } from '@mantine/core';
import type { TSystemRoleSummary } from '@seller-tools/contract';
import { ROLE_DESCRIPTIONS } from './format';

interface RoleListProps {
  roles: readonly TSystemRoleSummary[];
  selected: string;
  onSelect: (role: TSystemRoleSummary['role']) => void;
}

/** The roles of spec §6 with how many users hold each; choosing one lists its holders. */
export function RoleList({ roles, selected, onSelect }: RoleListProps) {
  return (
    <Paper withBorder radius="lg" p={4}>
      <Stack component="nav" gap={2} aria-label="Roles">
        {roles.map((r) => (
          <NavLink
            key={r.role}
            component="button"
            active={r.role === selected}
            onClick={() => onSelect(r.role)}
            label={r.role}
            aria-label={`${r.role}, ${r.holder_count} ${r.holder_count === 1 ? 'holder' : 'holders'}`}
            description={
              <Text size="xs" c="dimmed">
                {ROLE_DESCRIPTIONS[r.role]}
              </Text>
            }
            rightSection={
              <Badge size="sm" variant="light" aria-hidden>
                {r.holder_count}
              </Badge>
            }
          />
        ))}
      </Stack>
    </Paper>
  );
}
