import { Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { MODAL_TITLES } from '@seller-tools/contract';
import { IntroCarousel } from './intro-carousel';

/**
 * "Integration now in progress..." (spec §2): shown while the first import runs, once per user; it stays
 * when the account turns ready, until the user has seen enough.
 */
export function WelcomeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={MODAL_TITLES.welcome} size="xl" centered>
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="light" leftSection={<Loader size={10} type="oval" />}>
            Importing your store data
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          This usually takes a few minutes. We tell you as soon as your account is ready; meanwhile, here is
          what you can do with it.
        </Text>
        <IntroCarousel />
        <Group justify="flex-end">
          <Button onClick={onClose}>Got it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
