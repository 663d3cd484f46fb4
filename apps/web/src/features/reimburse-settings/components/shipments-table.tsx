import { Badge, Stack, Switch, Text } from '@mantine/core';
import type { TSetupShipment } from '@seller-tools/contract';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import type { TColumn } from '../../../components/ui/data-table';
import { useShipments } from '../api/lists';
import { excludeShipment, useSettingsSaved } from '../api/store-settings';
import { SetupListSection } from './setup-list-section';
import { useBusyToggle } from './use-busy-toggle';

const count = (n: number) => n.toLocaleString('en-US');

function Difference({ shipment }: { shipment: Pick<TSetupShipment, 'shipped' | 'received'> }) {
  const short = shipment.shipped - shipment.received;
  if (short <= 0) return <Text size="sm">—</Text>;
  return (
    <Badge color="orange" variant="light">
      {count(short)} short
    </Badge>
  );
}

/** The closed inbound shipments, shipped against received per SKU, each with its "audit it" switch. */
export function ShipmentsTable({ channelId, canEdit }: { channelId: string; canEdit: boolean }) {
  const [q, setQ] = useState('');
  const shipments = useShipments(channelId, q);
  const saved = useSettingsSaved();
  const { busy, run } = useBusyToggle();
  const toggle = (shipment: TSetupShipment, audited: boolean) =>
    run(shipment.shipment_id, async () =>
      saved(await excludeShipment(channelId, shipment.shipment_id, !audited)),
    );

  const columns: TColumn<TSetupShipment>[] = [
    {
      key: 'shipment',
      header: 'Shipment',
      render: (s) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} ff="monospace">
            {s.shipment_id}
          </Text>
          {s.name && (
            <Text size="xs" c="dimmed">
              {s.name}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'skus',
      header: 'Shipped → received per SKU',
      cellProps: { style: { whiteSpace: 'normal', minWidth: 200 } },
      render: (s) => (
        <Stack gap={2}>
          {s.items.map((i) => (
            <Text key={i.sku} size="xs" c={i.received < i.shipped ? 'orange.8' : undefined}>
              {i.sku}: {count(i.shipped)} → {count(i.received)}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'shipped', header: 'Shipped', align: 'right', render: (s) => count(s.shipped) },
    { key: 'received', header: 'Received', align: 'right', render: (s) => count(s.received) },
    { key: 'difference', header: 'Difference', render: (s) => <Difference shipment={s} /> },
    {
      key: 'audit',
      header: 'Audit',
      render: (s) => (
        <Switch
          aria-label={`Audit shipment ${s.shipment_id}`}
          checked={!s.excluded}
          disabled={!canEdit || busy === s.shipment_id}
          onChange={(event) => void toggle(s, event.currentTarget.checked)}
        />
      ),
    },
  ];

  return (
    <SetupListSection
      title="Closed inbound shipments"
      intro="Turn a shipment off to leave it out of the audit, e.g. one you already settled with Amazon."
      search={{ label: 'Search shipments', placeholder: 'Shipment id, name or SKU', q, onSearch: setQ }}
      list={shipments}
      errorTitle="Your shipments could not be loaded"
      empty={{
        icon: <IconTruckDelivery size={28} />,
        title: 'No closed shipments yet',
        searchedTitle: 'No shipment matches',
        text: 'Shipments appear here once Amazon has closed them; the next sync brings new ones in.',
        searchedText: 'Try another shipment id or SKU.',
      }}
      columns={columns}
      rowKey={(s) => s.shipment_id}
      minWidth={720}
      noun="shipments"
    />
  );
}
