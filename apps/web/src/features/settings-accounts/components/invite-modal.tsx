import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { TEAM_PERMISSIONS, type TTeamStore, ZInvitationEmail, ZInvitationName } from '@seller-tools/contract';
import { type FormEvent, useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import { useInviteMember } from '../api/team-actions';
import { AccessFields, accessBody, type TAccess } from './access-fields';
import { fieldError } from './field-error';

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
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [access, setAccess] = useState<TAccess>(FULL_ACCESS);
  const [touched, setTouched] = useState(false);
  const emailError = fieldError(ZInvitationEmail, email);
  const nameError = fieldError(ZInvitationName, name);

  const close = () => {
    setEmail('');
    setName('');
    setAccess(FULL_ACCESS);
    setTouched(false);
    invite.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError || nameError) return;
    invite.mutate({ invitation: { email, name, ...accessBody(access) } }, { onSuccess: close });
  };

  return (
    <Modal opened={opened} onClose={close} title="Invite a member" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={touched ? emailError : null}
            required
            data-autofocus
          />
          <TextInput
            label="Full name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={touched ? nameError : null}
            required
          />
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
