import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { TEAM_PERMISSIONS, type TTeamMember } from '@seller-tools/contract';
import { UserAvatar } from '../../../components/ui/user-avatar';

// An invited person is no member until they accept: the pending invitations list shows them until then.

// A store no longer connected keeps its seller id: the member's list may still name it.
function accessSummary(member: TTeamMember, labels: ReadonlyMap<string, string>): string {
  const stores =
    member.access_channel_list === null
      ? 'All stores'
      : member.access_channel_list.length === 0
        ? 'No store'
        : member.access_channel_list.map((id) => labels.get(id) ?? id).join('; ');
  const count = member.permissions === null ? TEAM_PERMISSIONS.length : member.permissions.length;
  return `${stores} · ${count} of ${TEAM_PERMISSIONS.length} permissions`;
}

/** One member: who, their access, and what the admin can do about them. Wraps at phone width. */
export function MemberRow({
  member,
  storeLabels,
  isSelf,
  onEditAccess,
  onRemove,
  onRestore,
}: {
  member: TTeamMember;
  /** Store labels by seller id (see storeLabels). */
  storeLabels: ReadonlyMap<string, string>;
  isSelf: boolean;
  onEditAccess: () => void;
  onRemove: () => void;
  onRestore: () => void;
}) {
  const removed = member.deleted_at !== null;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={member.email} opacity={removed ? 0.7 : 1}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
          <UserAvatar name={member.name} src={member.image} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} truncate>
                {member.name}
              </Text>
              {member.is_company_admin && <Badge variant="light">Admin</Badge>}
              {removed && (
                <Badge variant="light" color="gray">
                  Removed
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {member.email}
            </Text>
            <Text size="xs" c="dimmed">
              {member.is_company_admin ? 'All stores · every permission' : accessSummary(member, storeLabels)}
            </Text>
          </Stack>
        </Group>
        {!member.is_company_admin && !removed && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onEditAccess}>
              Edit access
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
              Remove
            </Button>
          </Group>
        )}
        {member.is_company_admin && !isSelf && !removed && (
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            Remove
          </Button>
        )}
        {removed && (
          <Button size="xs" variant="default" onClick={onRestore}>
            Restore
          </Button>
        )}
      </Group>
    </Paper>
  );
}
