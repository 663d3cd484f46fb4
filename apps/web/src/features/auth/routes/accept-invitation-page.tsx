import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import {
  GENERIC_ERROR_MESSAGE,
  PUBLIC_ROUTES,
  TEAM_MESSAGES,
  type TInvitationPreview,
  ZInvitationName,
  ZNewPassword,
} from '@seller-tools/contract';
import { IconMailCheck, IconUser } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAcceptInvitation, useInvitationPreview } from '../api/accept-invitation';
import { AuthLayout } from '../components/auth-layout';
import { FormErrorAlert } from '../components/form-error-alert';
import { NewPasswordFields } from '../components/new-password-fields';

const PASSWORDS_DIFFER = 'The passwords do not match.';

function SignInButton() {
  return (
    <Button component={Link} to={PUBLIC_ROUTES.login} size="md" fullWidth>
      Go to sign in
    </Button>
  );
}

/** The form: the invitee's name (prefilled with what the admin typed) and their own password. */
function AcceptForm({ token, invitation }: { token: string; invitation: TInvitationPreview }) {
  const accept = useAcceptInvitation();
  const [name, setName] = useState(invitation.name);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const nameCheck = ZInvitationName.safeParse(name);
  const passwordCheck = ZNewPassword.safeParse(password);
  const nameError = tried && !nameCheck.success ? (nameCheck.error.issues[0]?.message ?? null) : null;
  const passwordError =
    tried && !passwordCheck.success ? (passwordCheck.error.issues[0]?.message ?? null) : null;
  const confirmError = tried && confirm !== password ? PASSWORDS_DIFFER : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!nameCheck.success || !passwordCheck.success || confirm !== password) return;
    setError(null);
    try {
      const result = await accept.mutateAsync({ token, name: nameCheck.data, password });
      if (result.ok) setDone(result.message || TEAM_MESSAGES.accepted);
      else setError(result.message);
    } catch {
      setError(GENERIC_ERROR_MESSAGE);
    }
  };

  if (done) {
    return (
      <Stack gap="lg">
        <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} role="status">
          {done}
        </Alert>
        <SignInButton />
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Accept the invitation">
      <Stack gap="md">
        <FormErrorAlert message={error} />
        <TextInput label="Email" value={invitation.email} readOnly size="md" />
        <TextInput
          label="Full name"
          name="name"
          autoComplete="name"
          leftSection={<IconUser size={18} />}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          size="md"
          required
        />
        <NewPasswordFields
          labels={{ password: 'Password', confirm: 'Confirm password' }}
          password={{
            value: password,
            onChange: (event) => setPassword(event.currentTarget.value),
            error: passwordError,
          }}
          confirm={{
            value: confirm,
            onChange: (event) => setConfirm(event.currentTarget.value),
            error: confirmError,
          }}
        />
        <Button type="submit" size="md" fullWidth loading={accept.isPending}>
          Create my account
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /invitation/accept?token=…: the page a team invitation's link opens. The account is created only here,
 * when the invitee chooses their password; until then nothing exists but the invitation.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const preview = useInvitationPreview(token);

  if (token === '' || (preview.data && !preview.data.ok)) {
    const message = preview.data && !preview.data.ok ? preview.data.message : TEAM_MESSAGES.invitationInvalid;
    return (
      <AuthLayout title="Invitation">
        <Stack gap="lg">
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
          <SignInButton />
        </Stack>
      </AuthLayout>
    );
  }
  if (preview.isError) {
    return (
      <AuthLayout title="Invitation">
        <Alert color="red" variant="light" role="alert">
          {GENERIC_ERROR_MESSAGE}
        </Alert>
      </AuthLayout>
    );
  }
  if (!preview.data) {
    return (
      <AuthLayout title="Invitation">
        <Loader aria-label="Loading the invitation" />
      </AuthLayout>
    );
  }
  const { invitation } = preview.data;
  return (
    <AuthLayout
      title="Join your team"
      subtitle={
        <>
          You have been invited to the team of{' '}
          <Text span fw={600}>
            {invitation.company_name}
          </Text>{' '}
          on Seller Tools. Choose your password to create your account.
        </>
      }
    >
      <AcceptForm token={token} invitation={invitation} />
    </AuthLayout>
  );
}
