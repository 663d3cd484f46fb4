import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TTeamMember, TTeamStore } from '@seller-tools/contract';
import { useState } from 'react';
import { ActionError } from '../../../components/kit/action-error';
import { useSetMemberAccess } from '../api/team-actions';
import { AccessFields, accessBody, accessOf } from './access-fields';

/** A member's stores and permissions; saved at once, effective from the member's next request. */
export function AccessModal({
  member,
  stores,
  onClose,
}: {
  member: TTeamMember;
  stores: TTeamStore[];
  onClose: () => void;
}) {
  const save = useSetMemberAccess();
  const [access, setAccess] = useState(() => accessOf(member));
  return (
    <Modal opened onClose={onClose} title={`Access of ${member.name}`} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {member.email}
        </Text>
        <AccessFields stores={stores} value={access} onChange={setAccess} />
        <ActionError error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate({ user_email: member.email, ...accessBody(access) }, { onSuccess: onClose })
            }
          >
            Save access
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
