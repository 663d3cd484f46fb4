import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedCallback } from '@mantine/hooks';
import { GENERIC_ERROR_MESSAGE, PUBLIC_ROUTES, SUBMIT_DEBOUNCE_MS } from '@seller-tools/contract';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { postSignInTarget, takeRememberedPath } from '../../../lib/session';
import { getRememberedEmail, isRememberMe } from '../../../lib/storage';
import { useSignIn } from '../api/use-sign-in';
import { AuthLayout } from '../components/auth-layout';
import { FormErrorAlert } from '../components/form-error-alert';
import { SIGN_IN_CODE_TEXTS, SignInCodeStep } from '../components/sign-in-code-step';

type TCredentials = { email: string; password: string; rememberMe: boolean };

/** /login: email and password, remember-me, and links to recover or create an account (spec §2, §4). */
export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [initial] = useState<TCredentials>(() => ({
    email: getRememberedEmail() ?? '',
    password: '',
    rememberMe: isRememberMe(),
  }));
  const form = useForm<TCredentials>({ mode: 'controlled', initialValues: initial });
  const { email, password } = form.getValues();
  const [error, setError] = useState<string | null>(null);
  // Set when the password was right and the account has a second factor: the code step shows instead.
  const [mfa, setMfa] = useState<{ mfaToken: string; isRememberMe: boolean } | null>(null);

  const canSubmit = email.trim() !== '' && password !== '' && !signIn.isPending;

  const enter = (needsPasswordChange: boolean) => {
    // A forced password change comes first; the wanted page waits until a later sign-in.
    const remembered = needsPasswordChange ? null : takeRememberedPath();
    navigate(postSignInTarget(needsPasswordChange, remembered), { replace: true });
  };

  const submit = useDebouncedCallback(async ({ email, password, rememberMe }: TCredentials) => {
    setError(null);
    try {
      const result = await signIn.mutateAsync({ user_name: email.trim(), password, remember_me: rememberMe });
      if (result.ok === false) {
        setError(result.message);
        return;
      }
      if (result.ok === 'mfa') {
        setMfa({ mfaToken: result.mfaToken, isRememberMe: result.isRememberMe });
        return;
      }
      enter(result.needsPasswordChange);
    } catch {
      setError(GENERIC_ERROR_MESSAGE);
    }
  }, SUBMIT_DEBOUNCE_MS);

  // Nothing to check but that both are filled (the button says so); the server answers the rest.
  const onSubmit = form.onSubmit((values) => {
    if (canSubmit) submit(values);
  });

  if (mfa) {
    return (
      <AuthLayout title={SIGN_IN_CODE_TEXTS.title} subtitle={SIGN_IN_CODE_TEXTS.subtitle}>
        <SignInCodeStep
          mfaToken={mfa.mfaToken}
          isRememberMe={mfa.isRememberMe}
          onSignedIn={(result) => enter(result.needsPasswordChange)}
          onBack={() => {
            setMfa(null);
            form.setFieldValue('password', '');
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to your Seller Tools account.">
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="md">
          <FormErrorAlert message={error} />
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            placeholder="you@company.com"
            leftSection={<IconMail size={18} />}
            {...form.getInputProps('email')}
            size="md"
            required
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            leftSection={<IconLock size={18} />}
            {...form.getInputProps('password')}
            size="md"
            required
          />
          <Group justify="space-between" gap="xs">
            <Checkbox label="Remember me" {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
            <Anchor component={Link} to={PUBLIC_ROUTES.forgotPassword} size="sm" fw={600}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth disabled={!canSubmit} loading={signIn.isPending} mt="xs">
            Sign In
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            New to Seller Tools?{' '}
            <Anchor component={Link} to={PUBLIC_ROUTES.registerInfo} fw={600}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
