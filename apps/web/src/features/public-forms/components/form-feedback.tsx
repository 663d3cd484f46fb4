import {
  Alert,
  Button,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './public-forms.module.css';

/** Why sending failed (the server's message, or the generic one), announced as it appears. */
export function SendErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

/** What replaces a form once it went through. */
export function SentPanel({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <Stack role="status" align="center" gap="md" className={classes.sent}>
      <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Title order={2} fz={26}>
        {title}
      </Title>
      <Text c="gray.8" maw={440}>
        {message}
      </Text>
      {children}
    </Stack>
  );
}

/** Why the send button is still disabled. */
export function RequiredHint() {
  return (
    <Text size="sm" c="dimmed" ta="right">
      Fill in the fields marked * to send.
    </Text>
  );
}

interface TContactFieldsProps {
  /** The form's props of a text field (value, onChange, error…). */
  field: (name: 'name' | 'email' | 'company_name') => TextInputProps;
  emailLabel: string;
  /** Required, or optional with this description. */
  company: { required: true } | { required: false; description: string };
}

/** Who writes: name and email side by side (stacked on a phone), then the company. */
export function ContactFields({ field, emailLabel, company }: TContactFieldsProps) {
  const companyProps: TextInputProps = company.required
    ? { required: true }
    : { description: company.description };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Name" name="name" autoComplete="name" required {...field('name')} />
        <TextInput
          label={emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          {...field('email')}
        />
      </SimpleGrid>
      <TextInput
        label="Company"
        name="company_name"
        autoComplete="organization"
        {...companyProps}
        {...field('company_name')}
      />
    </>
  );
}

interface SendButtonProps {
  /** Whether the form's values pass the contract (the button waits for them). */
  valid: boolean;
  pending: boolean;
  icon: ReactNode;
  children: ReactNode;
}

/** A public form's submit: large, off until the form is valid, spinning while it sends. */
export function SendButton({ valid, pending, icon, children }: SendButtonProps) {
  return (
    <Button type="submit" size="md" disabled={!valid || pending} loading={pending} rightSection={icon}>
      {children}
    </Button>
  );
}
