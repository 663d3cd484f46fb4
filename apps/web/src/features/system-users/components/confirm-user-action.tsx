import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TSystemUser, TSystemUserDeleteAction } from '@seller-tools/contract';

interface ConfirmUserActionProps {
  user: TSystemUser | null;
  action: TSystemUserDeleteAction;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a delete or restore, saying what happens to the user's sessions. */
export function ConfirmUserAction({ user, action, pending, onConfirm, onClose }: ConfirmUserActionProps) {
  const deleting = action === 'delete';
  const title = deleting ? 'Delete user' : 'Restore user';
  return (
    <Modal opened={user !== null} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">
          {deleting
            ? `Delete ${user?.name} (${user?.email})? They are signed out everywhere at once and cannot sign in until restored.`
            : `Restore ${user?.name} (${user?.email})? They can sign in again with their password.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color={deleting ? 'red' : 'teal'} loading={pending} onClick={onConfirm}>
            {deleting ? 'Delete' : 'Restore'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
