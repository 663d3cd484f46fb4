import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { formatMoney, type TProductSetting } from '@seller-tools/contract';
import { excludeSku, useSettingsSaved } from '../api/store-settings';
import { formatDims, formatWeight } from './measures';
import { SkuSettingsList, type TUnits } from './sku-settings-list';
import { useBusyToggle } from './use-busy-toggle';

function Measured({ dims, units }: { dims: TProductSetting['catalogue']; units: TUnits }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDims(dims, units.dimensionUnit)}</Text>
      <Text size="xs" c="dimmed">
        {formatWeight(dims.weight_lb, units.weightUnit)}
      </Text>
    </Stack>
  );
}

/** Per SKU: Amazon's measurement against the catalogue's and the seller's, confirmation and exclusion. */
export function FeeSkusTable({ channelId, canEdit }: { channelId: string; canEdit: boolean }) {
  const saved = useSettingsSaved();
  const { busy, run } = useBusyToggle();
  const toggle = (sku: string, audited: boolean) =>
    run(sku, async () => saved(await excludeSku(channelId, sku, !audited)));
  return (
    <SkuSettingsList
      channelId={channelId}
      title="Dimensions per SKU"
      emptyText="SKUs appear once your listings and Amazon's fee report are imported."
      minWidth={820}
      columns={({ units, edit }) => [
        {
          key: 'amazon',
          header: "Amazon's measurement",
          render: (p) => (
            <Stack gap={0}>
              <Measured dims={p.amazon} units={units} />
              {p.amazon.size_tier && (
                <Text size="xs" c="dimmed">
                  {p.amazon.size_tier}
                  {p.amazon.fee_per_unit !== null &&
                    ` · ${formatMoney(p.amazon.fee_per_unit, p.currency)} per unit`}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          key: 'catalogue',
          header: 'Catalogue',
          render: (p) => <Measured dims={p.catalogue} units={units} />,
        },
        {
          key: 'seller',
          header: 'Yours',
          render: (p) => (
            <Group gap="xs" wrap="nowrap">
              <Measured dims={p.seller} units={units} />
              {p.seller.dimensions_confirmed ? (
                <Badge color="green" variant="light" size="sm">
                  Confirmed
                </Badge>
              ) : (
                <Badge color="gray" variant="light" size="sm">
                  Not confirmed
                </Badge>
              )}
            </Group>
          ),
        },
        {
          key: 'actions',
          header: '',
          headerLabel: 'Actions',
          render: (p) =>
            canEdit && (
              <Button
                size="xs"
                variant="light"
                onClick={() => edit(p)}
                aria-label={`Confirm dimensions of ${p.sku}`}
              >
                {p.seller.dimensions_confirmed ? 'Edit' : 'Confirm'}
              </Button>
            ),
        },
        {
          key: 'audit',
          header: 'Audit',
          render: (p) => (
            <Switch
              aria-label={`Audit the fees of ${p.sku}`}
              checked={!p.excluded}
              disabled={!canEdit || busy === p.sku}
              onChange={(event) => void toggle(p.sku, event.currentTarget.checked)}
            />
          ),
        },
      ]}
    />
  );
}
