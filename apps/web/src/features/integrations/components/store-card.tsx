import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { CHANNEL_STATUS, marketplaceTimeZone, type TIntegrationStatusItem } from '@seller-tools/contract';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { ImportStages } from '../../../components/ui/store-state';
import { MarketFlag } from '../../../lib/amazon-connect';
import { formatZonedDateTime } from '../../../lib/dates';
import { StoreAds } from './store-ads';
import { lastSyncOf, statusOf, type TStoreControlProps } from './store-status';

interface StoreCardProps extends TStoreControlProps {
  onReconnect: (store: TIntegrationStatusItem) => void;
  onDisconnect: (store: TIntegrationStatusItem) => void;
  /** The store's Amazon Ads consent: start it, or forget it. */
  onConnectAds: (store: TIntegrationStatusItem) => void;
  onDisconnectAds: (store: TIntegrationStatusItem) => void;
}

/** One connected store: who and where, its status, the import's stages, and what can be done about it. */
export function StoreCard({
  store,
  busy,
  canManage,
  onReconnect,
  onDisconnect,
  onConnectAds,
  onDisconnectAds,
}: StoreCardProps) {
  const status = statusOf(store);
  const lastSync = lastSyncOf(store);
  const needsReconnect = store.status === CHANNEL_STATUS.reconnectNeeded;
  const name = `Amazon ${store.country_name}`;
  // Spec §9's date with a 24-hour time in the marketplace's zone, labelled ("14:05 CET"): the zone the
  // store's review request rule starts in, so both pages print the same moment alike (issue 15).
  const timeZone = marketplaceTimeZone(store.market_id);
  const dateTime = (iso: string) => formatZonedDateTime(iso, timeZone);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={`${name} · ${store.seller_id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <MarketFlag countryCode={store.country_code} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700}>{name}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Seller ID {store.seller_id} · {store.region}
              </Text>
            </Stack>
          </Group>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        {needsReconnect && (
          <Text size="sm" c="red.8">
            Amazon no longer accepts this store's authorization, so its data is not updating.{' '}
            {canManage
              ? 'Reconnect it and approve the connection on Amazon again.'
              : 'Ask a company administrator to reconnect it.'}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Connected {dateTime(store.connected_at)} · Last sync {lastSync ? dateTime(lastSync) : 'not yet'}
        </Text>
        <StoreAds
          store={store}
          busy={busy}
          canManage={canManage}
          onConnect={onConnectAds}
          onDisconnect={onDisconnectAds}
        />
        <ImportStages stages={store.stages} />
        {canManage && (
          <Group gap="xs" justify="flex-end">
            {needsReconnect && (
              <Button
                leftSection={<IconRefresh size={16} />}
                onClick={() => onReconnect(store)}
                disabled={busy}
              >
                Reconnect
              </Button>
            )}
            <Button
              variant="default"
              color="red"
              leftSection={<IconPlugConnectedX size={16} />}
              onClick={() => onDisconnect(store)}
              disabled={busy}
            >
              Disconnect
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
