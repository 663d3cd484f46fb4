import { Badge, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { TSetupShipment } from '@seller-tools/contract';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useShipments } from '../api/lists';
import { excludeShipment, useSettingsSaved } from '../api/store-settings';
import { LoadMore } from './load-more';
import { StackedCards } from './stacked-cards';

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
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (shipment: TSetupShipment, audited: boolean) => {
    setBusy(shipment.shipment_id);
    try {
      saved(await excludeShipment(channelId, shipment.shipment_id, !audited));
    } catch (failure) {
      showToast({ kind: 'error', message: errorMessageOf(failure) });
    } finally {
      setBusy(null);
    }
  };

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
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="shipments-title"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="shipments-title">
          Closed inbound shipments
        </Title>
        <Text size="sm" c="dimmed">
          Turn a shipment off to leave it out of the audit, e.g. one you already settled with Amazon.
        </Text>
        <SearchInput
          label="Search shipments"
          placeholder="Shipment id, name or SKU"
          value={q}
          onSearch={setQ}
          maxLength={60}
        />
        <QueryState
          query={shipments}
          errorTitle="Your shipments could not be loaded"
          isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
          empty={
            <EmptyPanel
              icon={<IconTruckDelivery size={28} />}
              title={q ? 'No shipment matches' : 'No closed shipments yet'}
            >
              {q
                ? 'Try another shipment id or SKU.'
                : 'Shipments appear here once Amazon has closed them; the next sync brings new ones in.'}
            </EmptyPanel>
          }
        >
          {(data) => (
            <Stack gap="sm">
              <DataTable
                columns={columns}
                rows={data.pages.flatMap((p) => p.items)}
                rowKey={(s) => s.shipment_id}
                minWidth={720}
                aria-label="Closed inbound shipments"
                tableProps={{ verticalSpacing: 'xs', fz: 'sm', striped: true }}
                phoneView={(rows) => (
                  <StackedCards rows={rows} columns={columns} rowKey={(s) => s.shipment_id} />
                )}
              />
              <LoadMore {...shipments} noun="shipments" />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
