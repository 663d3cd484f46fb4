import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SignInFields } from '../../../components/ui/credential-inputs';
import { useFormSend } from '../../../lib/forms';
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
  // Set when the password was right and the account has a second factor: the code step shows instead.
  const [mfa, setMfa] = useState<{ mfaToken: string; isRememberMe: boolean } | null>(null);

  const canSubmit = email.trim() !== '' && password !== '' && !signIn.isPending;

  const enter = (needsPasswordChange: boolean) => {
    // A forced password change comes first; the wanted page waits until a later sign-in.
    const remembered = needsPasswordChange ? null : takeRememberedPath();
    navigate(postSignInTarget(needsPasswordChange, remembered), { replace: true });
  };

  const { error, submit } = useFormSend(async ({ email, password, rememberMe }: TCredentials) => {
    const result = await signIn.mutateAsync({ user_name: email.trim(), password, remember_me: rememberMe });
    if (result.ok === false) return result.message;
    if (result.ok === 'mfa') setMfa({ mfaToken: result.mfaToken, isRememberMe: result.isRememberMe });
    else enter(result.needsPasswordChange);
  });

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
          <SignInFields
            email={form.getInputProps('email')}
            password={{ placeholder: 'Your password', ...form.getInputProps('password') }}
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
