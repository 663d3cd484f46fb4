import { Alert, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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
