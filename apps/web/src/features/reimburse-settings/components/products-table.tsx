import { Badge, Button } from '@mantine/core';
import { formatMoney } from '@seller-tools/contract';
import { formatDims, formatWeight } from './measures';
import { SkuSettingsList } from './sku-settings-list';

/** Per SKU: the seller's dimensions, weight and unit cost, in the units chosen, each row editable. */
export function ProductsTable({ channelId, canEdit }: { channelId: string; canEdit: boolean }) {
  return (
    <SkuSettingsList
      channelId={channelId}
      title="Your SKUs"
      intro="Amazon values lost and damaged units at the unit cost you give; the fee audit uses your confirmed dimensions."
      emptyText="Your SKUs appear here once your listings are imported."
      minWidth={640}
      columns={({ units, edit }) => [
        { key: 'dims', header: 'Dimensions', render: (p) => formatDims(p.seller, units.dimensionUnit) },
        {
          key: 'weight',
          header: 'Weight',
          render: (p) => formatWeight(p.seller.weight_lb, units.weightUnit),
        },
        {
          key: 'cost',
          header: 'Unit cost',
          align: 'right',
          render: (p) =>
            p.seller.unit_cost === null ? (
              <Badge color="orange" variant="light" size="sm">
                Missing
              </Badge>
            ) : (
              formatMoney(p.seller.unit_cost, p.currency)
            ),
        },
        {
          key: 'confirmed',
          header: 'Confirmed',
          render: (p) => (p.seller.dimensions_confirmed ? 'Yes' : 'No'),
        },
        {
          key: 'edit',
          header: '',
          headerLabel: 'Actions',
          render: (p) =>
            canEdit && (
              <Button size="xs" variant="light" onClick={() => edit(p)} aria-label={`Edit ${p.sku}`}>
                Edit
              </Button>
            ),
        },
      ]}
    />
  );
}
