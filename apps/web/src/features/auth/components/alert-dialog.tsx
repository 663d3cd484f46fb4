import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';

type TAlertTone = 'error' | 'warning';

interface TAlertDialogOptions {
  title: string;
  message: string;
  tone?: TAlertTone;
}

const TONE = {
  error: { color: 'red', Icon: IconX },
  warning: { color: 'accent', Icon: IconAlertTriangle },
} as const;

/** A modal alert with one OK button: the §8 dialogs of the sign-in screens. */
export function openAlertDialog({ title, message, tone = 'error' }: TAlertDialogOptions): string {
  const { color, Icon } = TONE[tone];
  const id = modals.open({
    title,
    centered: true,
    size: 'sm',
    children: (
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
            <Icon size={22} />
          </ThemeIcon>
          <Text size="sm" pt={8}>
            {message}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    ),
  });
  return id;
}
