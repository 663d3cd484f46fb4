import { Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { formatMoney, type TEnrolStore } from '@seller-tools/contract';
import { plural } from '../../../lib/plural';
import { ConnectStoreButton } from './connect-store-button';

/** A store's name as the seller knows it: the marketplace's country and the seller id. */
export const storeLabel = (store: TEnrolStore) =>
  `${store.country_name ?? store.marketplace_id} (${store.seller_id})`;

/** A store to choose, with what its free audit found. */
export function StoreOption({ store }: { store: TEnrolStore }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{storeLabel(store)}</Text>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {store.potential_count > 0
            ? `${plural(store.potential_count, 'finding')} worth ${formatMoney(store.potential_value, store.currency)} found by the free audit`
            : 'Nothing to claim found yet: the audit runs after each import'}
        </Text>
      </Group>
    </Stack>
  );
}

/** The stores to choose, each in its own box: radios (one store) or checkboxes (several) of the group around. */
export function StoreChoices({
  stores,
  kind,
}: {
  stores: readonly TEnrolStore[];
  kind: 'radio' | 'checkbox';
}) {
  const Control = kind === 'radio' ? Radio : Checkbox;
  return (
    <Stack gap="xs" mt="xs">
      {stores.map((store) => (
        <Paper key={store.channel_id} withBorder radius="md" p="sm">
          <Control
            value={store.channel_id}
            aria-label={storeLabel(store)}
            label={<StoreOption store={store} />}
          />
        </Paper>
      ))}
    </Stack>
  );
}

/** A way to connect another Amazon store when the one wanted is not in the list. */
export function ConnectAnother({ prompt }: { prompt: string }) {
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {prompt}
      </Text>
      <ConnectStoreButton />
    </Group>
  );
}
