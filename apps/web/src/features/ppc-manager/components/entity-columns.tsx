import { Anchor, Badge, Text } from '@mantine/core';
import type { TPpcAdGroup, TPpcCampaign, TPpcKeyword, TPpcProduct } from '@seller-tools/contract';
import type { TColumn } from '../../../components/ui/data-table';
import { EditableAmount, EditableState, type TEditableEntity } from './editable-cells';
import { formatMoney } from './format';

// The first columns of each PPC table (what the row is); the figures follow (metric-columns.tsx).

const STATE_COLORS: Record<string, string> = { ENABLED: 'green', PAUSED: 'yellow', ARCHIVED: 'gray' };

/** The state as a badge, or as a switch where the row can be edited (`entityOf` given). */
function stateColumn<T extends { state: string }>(entityOf?: (row: T) => TEditableEntity): TColumn<T> {
  return {
    key: 'state',
    header: 'State',
    render: (row, { footer }) =>
      footer ? null : entityOf && row.state !== 'ARCHIVED' ? (
        <EditableState entity={entityOf(row)} state={row.state} />
      ) : (
        <Badge variant="light" color={STATE_COLORS[row.state] ?? 'gray'} size="sm">
          {row.state.toLowerCase()}
        </Badge>
      ),
  };
}

function nameColumn<T>(header: string, text: (row: T) => string, onOpen?: (row: T) => void): TColumn<T> {
  return {
    key: 'name',
    header,
    sortKey: 'name',
    cellProps: { style: { maxWidth: 280 } },
    render: (row, { footer }) => {
      if (footer) return 'Total';
      if (!onOpen)
        return (
          <Text size="sm" lineClamp={2}>
            {text(row)}
          </Text>
        );
      return (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpen(row)}>
          {text(row)}
        </Anchor>
      );
    },
  };
}

/** A bid (or default bid) edited in place; the totals row has none. */
function bidColumn<T>(
  header: string,
  currency: string | null,
  entityOf: (row: T) => TEditableEntity,
  bid: (row: T) => number | null,
): TColumn<T> {
  return {
    key: 'bid',
    header,
    align: 'right',
    render: (row, { footer }) =>
      footer ? null : (
        <EditableAmount entity={entityOf(row)} amount={bid(row)} currency={currency} kind="bid" />
      ),
  };
}

export function campaignColumns(onOpen: (row: TPpcCampaign) => void, channelId: string) {
  const entityOf = (row: TPpcCampaign): TEditableEntity => ({
    channelId,
    entityType: 'campaign',
    entityId: row.campaign_id,
    label: `Campaign ${row.name}`,
  });
  return (currency: string | null): TColumn<TPpcCampaign>[] => [
    nameColumn<TPpcCampaign>('Campaign', (row) => row.name, onOpen),
    stateColumn<TPpcCampaign>(entityOf),
    {
      key: 'targeting',
      header: 'Targeting',
      render: (row, { footer }) => (footer ? null : (row.targeting_type?.toLowerCase() ?? '–')),
    },
    {
      key: 'budget',
      header: 'Daily budget',
      align: 'right',
      render: (row, { footer }) =>
        footer ? (
          formatMoney(row.daily_budget, currency)
        ) : (
          <EditableAmount
            entity={entityOf(row)}
            amount={row.daily_budget}
            currency={currency}
            kind="budget"
          />
        ),
    },
  ];
}

export function adGroupColumns(onOpen: (row: TPpcAdGroup) => void, channelId: string) {
  const entityOf = (row: TPpcAdGroup): TEditableEntity => ({
    channelId,
    entityType: 'ad-group',
    entityId: row.ad_group_id,
    campaignId: row.campaign_id,
    label: `Ad group ${row.name}`,
  });
  return (currency: string | null): TColumn<TPpcAdGroup>[] => [
    nameColumn<TPpcAdGroup>('Ad group', (row) => row.name, onOpen),
    stateColumn<TPpcAdGroup>(entityOf),
    bidColumn<TPpcAdGroup>('Default bid', currency, entityOf, (row) => row.default_bid),
  ];
}

export function keywordColumns(showScope: boolean, channelId: string) {
  const entityOf = (row: TPpcKeyword): TEditableEntity => ({
    channelId,
    entityType: row.kind,
    entityId: row.target_id,
    campaignId: row.campaign_id,
    adGroupId: row.ad_group_id,
    label: `${row.kind === 'keyword' ? 'Keyword' : 'Target'} ${row.text}`,
  });
  return (currency: string | null): TColumn<TPpcKeyword>[] => [
    nameColumn<TPpcKeyword>('Keyword / target', (row) => row.text),
    {
      key: 'match',
      header: 'Match type',
      render: (row, { footer }) => (footer ? null : row.match_type.toLowerCase().replace(/_/g, ' ')),
    },
    ...(showScope
      ? [
          {
            key: 'scope',
            header: 'Campaign / ad group',
            render: (row: TPpcKeyword, { footer }: { footer: boolean }) =>
              footer
                ? null
                : `${row.campaign_name ?? row.campaign_id} › ${row.ad_group_name ?? row.ad_group_id}`,
          },
        ]
      : []),
    stateColumn<TPpcKeyword>(entityOf),
    bidColumn<TPpcKeyword>('Bid', currency, entityOf, (row) => row.bid),
  ];
}

export function productColumns() {
  return (): TColumn<TPpcProduct>[] => [
    nameColumn<TPpcProduct>('ASIN', (row) => row.asin ?? row.ad_id),
    { key: 'sku', header: 'SKU', render: (row, { footer }) => (footer ? null : (row.sku ?? '–')) },
    {
      key: 'scope',
      header: 'Campaign / ad group',
      render: (row, { footer }) =>
        footer ? null : `${row.campaign_name ?? row.campaign_id} › ${row.ad_group_name ?? row.ad_group_id}`,
    },
    stateColumn<TPpcProduct>(),
  ];
}
