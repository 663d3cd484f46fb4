import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { MarketplaceFields, type TMarketSelection } from './marketplace-fields';

interface ConnectMarketplaceModalProps {
  opened: boolean;
  onClose: () => void;
  /** Runs inside the Connect click, so the consent popup it opens is not blocked. */
  onConnect: (marketplaceCode: string) => void;
}

/** Region and marketplace of the store to add, then Amazon's consent (as at registration, spec §4). */
export function ConnectMarketplaceModal({ opened, onClose, onConnect }: ConnectMarketplaceModalProps) {
  const [selection, setSelection] = useState<TMarketSelection>({ region: null, marketplace: null });
  const { marketplace } = selection;
  return (
    <Modal opened={opened} onClose={onClose} title="Connect a marketplace" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose where the store sells. Amazon opens in a new window to approve the connection; its data then
          imports in the background.
        </Text>
        <MarketplaceFields value={selection} onChange={setSelection} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            leftSection={<IconPlugConnected size={18} />}
            disabled={!marketplace}
            onClick={() => {
              if (!marketplace) return;
              onConnect(marketplace.code);
              setSelection({ region: null, marketplace: null });
            }}
          >
            Connect
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
