import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEAM_PERMISSIONS, type TTeamStore, ZInvitationEmail, ZInvitationName } from '@seller-tools/contract';
import { useState } from 'react';
import { z } from 'zod';
import { zodResolver } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import { useInviteMember } from '../api/team-actions';
import { AccessFields, accessBody, type TAccess } from './access-fields';

const INVITATION_FIELDS = z.object({ email: ZInvitationEmail, name: ZInvitationName });

const FULL_ACCESS: TAccess = { allStores: true, stores: [], permissions: [...TEAM_PERMISSIONS] };

/** Invite a member: they get a mail with a temporary password to change at their first sign-in. */
export function InviteModal({
  opened,
  onClose,
  stores,
}: {
  opened: boolean;
  onClose: () => void;
  stores: TTeamStore[];
}) {
  const invite = useInviteMember();
  // Messages show from the first try to send, then follow what is typed.
  const [tried, setTried] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', name: '' },
    validate: zodResolver<{ email: string; name: string }>(INVITATION_FIELDS),
    validateInputOnChange: tried,
  });
  const [access, setAccess] = useState<TAccess>(FULL_ACCESS);

  const close = () => {
    form.reset();
    setAccess(FULL_ACCESS);
    setTried(false);
    invite.reset();
    onClose();
  };
  const submit = form.onSubmit(
    ({ email, name }) =>
      invite.mutate({ invitation: { email, name, ...accessBody(access) } }, { onSuccess: close }),
    () => setTried(true),
  );

  return (
    <Modal opened={opened} onClose={close} title="Invite a member" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" {...form.getInputProps('email')} required data-autofocus />
          <TextInput label="Full name" {...form.getInputProps('name')} required />
          <AccessFields stores={stores} value={access} onChange={setAccess} />
          {invite.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessageOf(invite.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
