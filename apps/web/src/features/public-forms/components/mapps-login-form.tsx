import { Anchor, Button, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GENERIC_ERROR_MESSAGE, PUBLIC_ROUTES } from '@seller-tools/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { SignInFields } from '../../../components/ui/credential-inputs';
import { useFormSend } from '../../../lib/forms';
import { useMappsSignIn } from '../api/mapps-login';
import { browserLocation } from './browser-location';
import { SendErrorAlert } from './form-feedback';
import classes from './mapps-layout.module.css';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

interface MappsLoginFormProps {
  /** The callback the server allowed. */
  redirect: string;
  /** Its origin, as the server answered it. */
  origin: string;
  state: string | undefined;
}

/** Email and password; on success the browser leaves for the app's callback with the session. */
export function MappsLoginForm({ redirect, origin, state }: MappsLoginFormProps) {
  const signIn = useMappsSignIn();
  const form = useForm({ mode: 'controlled', initialValues: { email: '', password: '' } });
  const { email, password } = form.getValues();
  const [leaving, setLeaving] = useState(false);
  const host = new URL(origin).host;

  const canSubmit = email.trim() !== '' && password !== '' && !signIn.isPending && !leaving;

  const { error, submit } = useFormSend(async (credentials: { email: string; password: string }) => {
    const result = await signIn.mutateAsync({
      user_name: credentials.email.trim(),
      password: credentials.password,
      redirect,
      ...(state ? { state } : {}),
    });
    if (!result.ok) return result.message;
    // The server only answers allowed callbacks; this check makes sure nothing else is ever followed.
    if (originOf(result.redirectUrl) !== origin) return GENERIC_ERROR_MESSAGE;
    setLeaving(true);
    form.setFieldValue('password', '');
    browserLocation.replace(result.redirectUrl);
  });

  // Nothing to check but that both are filled (the button says so); the server answers the rest.
  const onSubmit = form.onSubmit((values) => {
    if (canSubmit) submit(values);
  });

  if (leaving) {
    return (
      <Stack align="center" gap="md" role="status" py="lg">
        <Loader aria-hidden />
        <Text ta="center">
          Signed in. Taking you back to <span className={classes.origin}>{host}</span>…
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} className={classes.title}>
          Sign in with Seller Tools
        </Title>
        <Text c="dimmed">
          <span className={classes.origin}>{host}</span> wants to use your Seller Tools account. Sign in to
          connect it.
        </Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate aria-label="Sign in with Seller Tools">
        <Stack gap="md">
          <SendErrorAlert message={error} />
          <SignInFields email={form.getInputProps('email')} password={form.getInputProps('password')} />
          <Button type="submit" size="md" fullWidth disabled={!canSubmit} loading={signIn.isPending}>
            Sign in and continue
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            After signing in you return to <span className={classes.origin}>{origin}</span>.
          </Text>
          <Text size="sm" ta="center">
            {/* A new tab, so this one keeps the app's sign-in link. */}
            <Anchor
              component={Link}
              to={PUBLIC_ROUTES.forgotPassword}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
            >
              Forgot password?
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
