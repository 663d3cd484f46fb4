import { Anchor, Badge, Text } from '@mantine/core';
import type { TPpcAdGroup, TPpcCampaign, TPpcKeyword, TPpcProduct } from '@seller-tools/contract';
import type { TColumn } from '../../../components/ui/data-table';
import { formatMoney } from './format';

// The first columns of each PPC table (what the row is); the figures follow (metric-columns.tsx).

const STATE_COLORS: Record<string, string> = { ENABLED: 'green', PAUSED: 'yellow', ARCHIVED: 'gray' };

function stateColumn<T extends { state: string }>(): TColumn<T> {
  return {
    key: 'state',
    header: 'State',
    render: (row, { footer }) =>
      footer ? null : (
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

export function campaignColumns(onOpen: (row: TPpcCampaign) => void) {
  return (currency: string | null): TColumn<TPpcCampaign>[] => [
    nameColumn<TPpcCampaign>('Campaign', (row) => row.name, onOpen),
    stateColumn<TPpcCampaign>(),
    {
      key: 'targeting',
      header: 'Targeting',
      render: (row, { footer }) => (footer ? null : (row.targeting_type?.toLowerCase() ?? '–')),
    },
    {
      key: 'budget',
      header: 'Daily budget',
      align: 'right',
      render: (row) => formatMoney(row.daily_budget, currency),
    },
  ];
}

export function adGroupColumns(onOpen: (row: TPpcAdGroup) => void) {
  return (currency: string | null): TColumn<TPpcAdGroup>[] => [
    nameColumn<TPpcAdGroup>('Ad group', (row) => row.name, onOpen),
    stateColumn<TPpcAdGroup>(),
    {
      key: 'bid',
      header: 'Default bid',
      align: 'right',
      render: (row, { footer }) => (footer ? null : formatMoney(row.default_bid, currency)),
    },
  ];
}

export function keywordColumns(showScope: boolean) {
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
    stateColumn<TPpcKeyword>(),
    {
      key: 'bid',
      header: 'Bid',
      align: 'right',
      render: (row, { footer }) => (footer ? null : formatMoney(row.bid, currency)),
    },
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
