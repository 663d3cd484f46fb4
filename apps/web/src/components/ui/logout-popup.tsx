import { Loader, Modal, Stack, Text } from '@mantine/core';

const LABEL_ID = 'logout-popup-label';

/** The short popup of spec §4 shown while signing out; it cannot be dismissed, it closes by itself. */
export function LogoutPopup({ opened }: { opened: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="xs"
      aria-labelledby={LABEL_ID}
    >
      <Stack align="center" gap="sm" py="md">
        <Loader type="dots" />
        <Text id={LABEL_ID} fw={600}>
          Logging out…
        </Text>
      </Stack>
    </Modal>
  );
}
