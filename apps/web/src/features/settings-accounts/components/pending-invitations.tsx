import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TEAM_PERMISSIONS, type TPendingInvitation } from '@seller-tools/contract';
import { ActionError } from '../../../components/kit/action-error';
import { BareList } from '../../../components/ui/bare-list';
import { confirmAction } from '../../../components/ui/confirm-action';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function accessSummary(invitation: TPendingInvitation, labels: ReadonlyMap<string, string>): string {
  const list = invitation.access_channel_list;
  const stores =
    list === null
      ? 'All stores'
      : list.length === 0
        ? 'No store'
        : list.map((id) => labels.get(id) ?? id).join('; ');
  const count = invitation.permissions === null ? TEAM_PERMISSIONS.length : invitation.permissions.length;
  return `${stores} · ${count} of ${TEAM_PERMISSIONS.length} permissions`;
}

/**
 * The invitations nobody has accepted yet, with resend and revoke. An invitation to an address that
 * already had an account looks the same here (the server tells them apart only by mail), so this list
 * says nothing about who has an account.
 */
export function PendingInvitations({
  storeLabels,
  now = () => new Date(),
}: {
  storeLabels: ReadonlyMap<string, string>;
  now?: () => Date;
}) {
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  const actionError = resend.error ?? revoke.error;

  const confirmRevoke = (invitation: TPendingInvitation) =>
    confirmAction({
      title: `Revoke the invitation to ${invitation.email}?`,
      message: <>The link in the invitation mail stops working at once. You can invite them again later.</>,
      confirmLabel: 'Revoke invitation',
      onConfirm: () => revoke.mutate(invitation.invitation_id),
    });

  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id="pending-invitations-title">
        Pending invitations
      </Title>
      <ActionError error={actionError} />
      <BareList gap="xs" aria-labelledby="pending-invitations-title">
        {list.map((invitation) => {
          const expired = new Date(invitation.expires_at) <= now();
          return (
            <Paper
              key={invitation.invitation_id}
              withBorder
              radius="md"
              p="sm"
              component="li"
              aria-label={invitation.email}
            >
              <Group justify="space-between" gap="sm">
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Group gap={6}>
                    <Text fw={600} truncate>
                      {invitation.email}
                    </Text>
                    {expired ? (
                      <Badge variant="light" color="gray">
                        Expired
                      </Badge>
                    ) : (
                      <Badge variant="light" color="yellow">
                        Invited
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" truncate>
                    {invitation.name} · invited by {invitation.invited_by}
                    {expired ? '' : ` · valid until ${dateFormat.format(new Date(invitation.expires_at))}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {accessSummary(invitation, storeLabels)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    loading={resend.isPending && resend.variables === invitation.invitation_id}
                    onClick={() => resend.mutate(invitation.invitation_id)}
                  >
                    Resend
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => confirmRevoke(invitation)}>
                    Revoke
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </BareList>
    </Stack>
  );
}
