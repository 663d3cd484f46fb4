import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { SERVER_BUSY_MESSAGE, SERVER_BUSY_TITLE } from '@seller-tools/contract';
import { IconServerBolt } from '@tabler/icons-react';

interface ServerBusyAlertProps {
  opened: boolean;
  onClose: () => void;
  /** Injected for tests; reloading is what the message asks the user to do. */
  onRefresh?: () => void;
}

export function ServerBusyAlert({
  opened,
  onClose,
  onRefresh = () => window.location.reload(),
}: ServerBusyAlertProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={SERVER_BUSY_TITLE} centered radius="lg" zIndex={1100}>
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color="orange">
            <IconServerBolt size={24} stroke={1.6} />
          </ThemeIcon>
          <Text>{SERVER_BUSY_MESSAGE}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onRefresh}>Refresh</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
