import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PUBLIC_ROUTES, ZForgotPasswordRequest } from '@seller-tools/contract';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { EmailInput } from '../../../components/ui/credential-inputs';
import { useFormSend, zodResolver } from '../../../lib/forms';
import { getRememberedEmail } from '../../../lib/storage';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { FormErrorAlert } from '../components/form-error-alert';

function BackToSignIn() {
  return (
    <Anchor component={Link} to={PUBLIC_ROUTES.login} size="sm" fw={600}>
      <IconArrowLeft size={16} style={{ verticalAlign: 'text-bottom', marginRight: 4 }} aria-hidden />
      Back to sign in
    </Anchor>
  );
}

// The contract's email rule, as on every email form: "bad@" never gets a "Check your email".
const checkRequest = zodResolver<{ email: string }>(ZForgotPasswordRequest);

/** /login/forgotpassword: asks for a temporary password by email; the answer never says whether the email exists. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  // The address remember-me keeps (the sign-in form shows the same one).
  const [initialEmail] = useState(() => getRememberedEmail() ?? '');
  // The message shows on leaving a filled field or on sending, and goes as soon as the email changes.
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: checkRequest,
  });
  const { email } = form.getValues();
  const [answer, setAnswer] = useState<string | null>(null);

  const canSubmit = email.trim() !== '' && !forgot.isPending;

  const { error, submit } = useFormSend(async (value: string) => {
    const result = await forgot.mutateAsync(value);
    if (!result.ok) return result.message;
    setAnswer(result.answer);
  });

  const send = form.onSubmit((values) => submit(values.email.trim()));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) send(event);
  };

  if (answer) {
    return (
      <AuthLayout title="Check your email">
        <Stack gap="lg">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} role="status">
            {answer}
          </Alert>
          <Text size="sm" c="dimmed">
            Sign in with the temporary password; you will then choose a new one.
          </Text>
          <Button component={Link} to={PUBLIC_ROUTES.login} size="md" fullWidth>
            Back to sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a temporary password."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
        <Stack gap="md">
          <FormErrorAlert message={error} />
          <EmailInput
            autoComplete="email"
            value={email}
            onChange={(event) => form.setFieldValue('email', event.currentTarget.value)}
            onBlur={() => {
              if (email.trim() !== '') form.validateField('email');
            }}
            error={form.errors.email}
          />
          <Button type="submit" size="md" fullWidth disabled={!canSubmit} loading={forgot.isPending}>
            Send temporary password
          </Button>
          <Text ta="center">
            <BackToSignIn />
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
