import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type TDialogKind = 'warning' | 'success' | 'info';

const KIND_STYLE: Record<TDialogKind, { color: string; icon: ReactNode }> = {
  warning: { color: 'accent', icon: <IconAlertTriangle size={22} /> },
  success: { color: 'teal', icon: <IconCircleCheck size={22} /> },
  info: { color: 'brand', icon: <IconInfoCircle size={22} /> },
};

export interface TMessageDialogOptions {
  title: string;
  message: ReactNode;
  kind?: TDialogKind;
  /** Extra, smaller text under the message (e.g. the server's own explanation). */
  detail?: ReactNode;
  buttonLabel?: string;
  /** Runs however the dialog closes: button, close icon, Escape or overlay. */
  onClose?: () => void;
}

let dialogCount = 0;

/** A one-button dialog (the spec's warning and success dialogs). Returns its modal id. */
export function openMessageDialog({
  title,
  message,
  kind = 'warning',
  detail,
  buttonLabel = 'OK',
  onClose,
}: TMessageDialogOptions): string {
  dialogCount += 1;
  const modalId = `registration-dialog-${dialogCount}`;
  const style = KIND_STYLE[kind];
  modals.open({
    modalId,
    title,
    centered: true,
    onClose,
    children: (
      <Stack gap="lg">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon color={style.color} variant="light" size={40} radius="xl" aria-hidden>
            {style.icon}
          </ThemeIcon>
          <Stack gap={6} pt={8}>
            <Text>{message}</Text>
            {detail && (
              <Text size="sm" c="dimmed">
                {detail}
              </Text>
            )}
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(modalId)} data-autofocus>
            {buttonLabel}
          </Button>
        </Group>
      </Stack>
    ),
  });
  return modalId;
}

export interface TConfirmDialogOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Runs synchronously inside the click, so it may open a popup window. */
  onConfirm: () => void;
  onCancel?: () => void;
}

/** A two-button dialog; the confirm button is the primary action. */
export function openConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: TConfirmDialogOptions): string {
  return modals.openConfirmModal({
    title,
    centered: true,
    children: typeof message === 'string' ? <Text>{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    cancelProps: { variant: 'default' },
    onConfirm,
    onCancel,
  });
}
