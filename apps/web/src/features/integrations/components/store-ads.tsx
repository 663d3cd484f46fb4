import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TIntegrationStatusItem } from '@seller-tools/contract';
import { IconAd2, IconPlugConnected, IconPlugConnectedX, type TablerIcon } from '@tabler/icons-react';
import type { TStoreControlProps } from './store-status';

export const ADS_NOT_CONNECTED_TEXT = 'Advertising not connected';
export const ADS_CONNECTED_TEXT = 'Advertising connected';

interface StoreAdsProps extends TStoreControlProps {
  onConnect: (store: TIntegrationStatusItem) => void;
  onDisconnect: (store: TIntegrationStatusItem) => void;
}

/**
 * The store's Amazon Ads consent (issue 18): Amazon grants advertising separately from the store's
 * connection, so without it no advertising data is imported. Connect it, or see its profile and
 * disconnect it.
 */
export function StoreAds({ store, busy, canManage, onConnect, onDisconnect }: StoreAdsProps) {
  const { ads } = store;
  const profile = [ads.account_name, ads.profile_id && `profile ${ads.profile_id}`]
    .filter(Boolean)
    .join(' · ');
  // The connect and disconnect buttons differ in icon, action and tone only.
  const adsAction = (Icon: TablerIcon, onClick: () => void) => ({
    size: 'compact-sm',
    leftSection: <Icon size={14} />,
    onClick,
    disabled: busy,
  });
  return (
    <Group
      justify="space-between"
      align="center"
      gap="sm"
      wrap="wrap"
      role="group"
      aria-label="Advertising"
      data-ads={ads.connected ? 'connected' : 'not-connected'}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon size={28} radius="xl" variant="light" color={ads.connected ? 'teal' : 'gray'} aria-hidden>
          <IconAd2 size={16} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {ads.connected ? ADS_CONNECTED_TEXT : ADS_NOT_CONNECTED_TEXT}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {ads.connected
              ? profile
              : 'Amazon grants advertising access separately: connect it to import your Sponsored Products data.'}
          </Text>
        </Stack>
      </Group>
      {canManage &&
        (ads.connected ? (
          <Button {...adsAction(IconPlugConnectedX, () => onDisconnect(store))} variant="subtle" color="red">
            Disconnect advertising
          </Button>
        ) : (
          <Button {...adsAction(IconPlugConnected, () => onConnect(store))} variant="light">
            Connect advertising
          </Button>
        ))}
    </Group>
  );
}
