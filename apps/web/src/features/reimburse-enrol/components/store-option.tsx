import { Group, Stack, Text } from '@mantine/core';
import { formatMoney, type TEnrolStore } from '@seller-tools/contract';
import { plural } from '../../../lib/plural';

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
