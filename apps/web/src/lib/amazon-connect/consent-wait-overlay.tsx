import { Button, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { CONSENT_WAIT_TIMEOUT_MS } from '@seller-tools/contract';
import { IconClockExclamation } from '@tabler/icons-react';
import type { TConsentFlow } from './use-consent-connect';

export const WAITING_TITLE = 'Waiting for Amazon…';
export const TIMED_OUT_TITLE = 'Amazon did not answer';
export const TIMED_OUT_MESSAGE = `We heard nothing back from Amazon for ${
  CONSENT_WAIT_TIMEOUT_MS / 60_000
} minutes, so we closed its window. Click Try again to open it again.`;

/**
 * The page is on hold while Amazon's window is open: a dialog of its own, opaque and centred in the
 * viewport, so its text never runs into the fields behind it at any width (issue 15). After a time-out it
 * says so and offers Try again, which opens the window again from that click.
 */
export function ConsentWaitOverlay({
  flow,
}: {
  flow: Pick<TConsentFlow, 'phase' | 'cancel' | 'retry' | 'focusPopup'>;
}) {
  const { phase, cancel, retry, focusPopup } = flow;
  const timedOut = phase === 'timedOut';
  return (
    <Modal
      opened={phase !== 'idle'}
      onClose={cancel}
      title={timedOut ? TIMED_OUT_TITLE : WAITING_TITLE}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      size="sm"
      // Nothing moves: the popup, not this dialog, is where the user acts.
      transitionProps={{ duration: 0 }}
    >
      {timedOut ? (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="orange" size="lg" radius="xl" aria-hidden>
              <IconClockExclamation size={20} />
            </ThemeIcon>
            <Text size="sm">{TIMED_OUT_MESSAGE}</Text>
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
            <Button onClick={retry}>Try again</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" role="status">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Loader size="sm" aria-hidden />
            <Text size="sm">
              Approve the connection in the Amazon window that opened. Closing it cancels.
            </Text>
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
            <Button variant="light" onClick={focusPopup}>
              Show window
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
