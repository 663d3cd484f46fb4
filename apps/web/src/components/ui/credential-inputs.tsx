import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';

// The sign-in and account forms' credential fields look the same everywhere (large, required, with
// their icon); each form only says what differs (autocomplete, label, how its value is held).

/** An account's email address. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      name="email"
      placeholder="you@company.com"
      leftSection={<IconMail size={18} aria-hidden />}
      size="md"
      required
      {...props}
    />
  );
}

/** A password (current, new or its confirmation: `name` and `autoComplete` say which). */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput leftSection={<IconLock size={18} aria-hidden />} size="md" required {...props} />;
}

/** A sign-in form's two fields: the account's email (the username to password managers), its password. */
export function SignInFields({ email, password }: { email: TextInputProps; password: PasswordInputProps }) {
  return (
    <>
      <EmailInput autoComplete="username" {...email} />
      <PasswordField label="Password" name="password" autoComplete="current-password" {...password} />
    </>
  );
}
