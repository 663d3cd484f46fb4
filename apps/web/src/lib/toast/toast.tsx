import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type TToastKind = 'info' | 'success' | 'warning' | 'error';

export interface TToastOptions {
  message: ReactNode;
  title?: ReactNode;
  kind?: TToastKind;
  /** Milliseconds until it closes by itself; without it the toast stays until dismissed (spec §4). */
  durationMs?: number;
}

const KIND_STYLE: Record<TToastKind, { color: string; icon: ReactNode }> = {
  info: { color: 'brand', icon: <IconInfoCircle size={20} /> },
  success: { color: 'teal', icon: <IconCheck size={20} /> },
  warning: { color: 'accent', icon: <IconAlertTriangle size={20} /> },
  error: { color: 'red', icon: <IconX size={20} /> },
};

/** Shows a toast, replacing the current one: only one is ever on screen. Returns its id. */
export function showToast({ message, title, kind = 'info', durationMs }: TToastOptions): string {
  notifications.clean();
  const style = KIND_STYLE[kind];
  return notifications.show({
    message,
    title,
    color: style.color,
    icon: style.icon,
    autoClose: durationMs ?? false,
  });
}

export function hideToast(): void {
  notifications.clean();
}
