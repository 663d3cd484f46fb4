import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INVITATION_TTL_DAYS,
  type TTeamStore,
  ZInvitationEmail,
  ZInvitationName,
} from '@seller-tools/contract';
import { useState } from 'react';
import { z } from 'zod';
import { ActionError } from '../../../components/kit/action-error';
import { FormActions } from '../../../components/ui/form-actions';
import { zodResolver } from '../../../lib/forms';
import { useInviteMember } from '../api/team-actions';
import { AccessFields, accessBody, type TAccess } from './access-fields';

const INVITATION_FIELDS = z.object({ email: ZInvitationEmail, name: ZInvitationName });

// Least privilege: no store and no permission until the admin picks them.
const NO_ACCESS: TAccess = { allStores: false, stores: [], permissions: [] };

/**
 * Invite a member: they get a mail with a link to choose their password, and their account exists only
 * once they do. The answer is "Invitation sent." whatever the address (see the contract).
 */
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
  const [access, setAccess] = useState<TAccess>(NO_ACCESS);

  const close = () => {
    form.reset();
    setAccess(NO_ACCESS);
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
          <Text size="sm" c="dimmed">
            We mail them a link to create their account; it is valid for {INVITATION_TTL_DAYS} days.
          </Text>
          <AccessFields stores={stores} value={access} onChange={setAccess} />
          <ActionError error={invite.error} />
          <FormActions onCancel={close} pending={invite.isPending}>
            Send invitation
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
