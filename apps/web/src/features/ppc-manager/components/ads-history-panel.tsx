import { Badge, Select, Stack, Text, Title } from '@mantine/core';
import { currencySymbol, type TPpcHistoryEvent, type TPpcHistorySource } from '@seller-tools/contract';
import { useState } from 'react';
import { localDateTime, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { KeysetQueryTable, useKeysetPages } from '../../../components/ui/keyset';
import { useAdsHistory } from '../api/ads-history';

// Amazon's own change history next to ours: every change Amazon recorded to the store's Sponsored
// Products, marked as made by Seller Tools (it matches our change log) or at Amazon (the seller in the
// advertising console, or another tool). Rules leave alone what the seller changed recently.

const ENTITY_WORDS: Record<string, string> = {
  CAMPAIGN: 'Campaign',
  AD_GROUP: 'Ad group',
  KEYWORD: 'Keyword',
  PRODUCT_TARGETING: 'Target',
  NEGATIVE_KEYWORD: 'Negative keyword',
  AD: 'Product ad',
};
const CHANGE_WORDS: Record<string, string> = {
  STATUS: 'State',
  BID_AMOUNT: 'Bid',
  BUDGET_AMOUNT: 'Daily budget',
  DEFAULT_BID_AMOUNT: 'Default bid',
};
export const HISTORY_SOURCE_LABELS: Record<TPpcHistorySource, string> = {
  us: 'Seller Tools',
  amazon: 'Amazon console',
};

function shownValue(e: TPpcHistoryEvent, value: string | null, currency: string | null) {
  if (value === null) return '—';
  if (e.change_type === 'STATUS') return value[0] + value.slice(1).toLowerCase();
  return Number.isFinite(Number(value)) ? `${currencySymbol(currency)}${value}` : value;
}

/** The imported Amazon Ads change history, filterable by whose change it was. */
export function AdsHistoryPanel({ channelId }: { channelId: string }) {
  const [source, setSource] = useState<TPpcHistorySource | null>(null);
  const pages = useKeysetPages();
  const query = useAdsHistory(channelId, source, pages.cursor);
  const columns = (currency: string | null): TColumn<TPpcHistoryEvent>[] => [
    { key: 'when', header: 'When', render: (e) => localDateTime(e.changed_at) },
    {
      key: 'source',
      header: 'Made by',
      render: (e) => (
        <Badge variant="light" color={e.source === 'us' ? 'blue' : 'orange'} size="sm">
          {HISTORY_SOURCE_LABELS[e.source]}
        </Badge>
      ),
    },
    {
      key: 'what',
      header: 'What',
      render: (e) => `${ENTITY_WORDS[e.entity_type] ?? e.entity_type} ${e.label ?? e.entity_id}`,
    },
    {
      key: 'change',
      header: 'Change',
      render: (e) =>
        `${CHANGE_WORDS[e.change_type] ?? e.change_type}: ${shownValue(e, e.previous_value, currency)} → ${shownValue(e, e.new_value, currency)}`,
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Amazon change history
      </Title>
      <Text size="sm" c="dimmed">
        What Amazon recorded for these campaigns, including changes made in the advertising console. Rules and
        dayparting leave alone what was changed at Amazon in the last 24 hours.
      </Text>
      <Select
        label="Made by"
        placeholder="Anyone"
        clearable
        aria-label="History made by"
        data={(Object.keys(HISTORY_SOURCE_LABELS) as TPpcHistorySource[]).map((s) => ({
          value: s,
          label: HISTORY_SOURCE_LABELS[s],
        }))}
        value={source}
        onChange={(v) => {
          pages.reset();
          setSource(v as TPpcHistorySource | null);
        }}
        w={200}
      />
      <KeysetQueryTable
        query={query}
        pages={pages}
        errorTitle="Amazon's change history could not be loaded"
        empty={
          <EmptyPanel icon={<span aria-hidden>↺</span>} title="No changes recorded at Amazon">
            Amazon's change history comes in with the daily Ads import; changes of the last two weeks show
            here.
          </EmptyPanel>
        }
        aria-label="Amazon change history"
        columns={(page) => columns(page.currency)}
        rowKey={(e) => `${e.entity_type}|${e.entity_id}|${e.change_type}|${e.changed_at}`}
        minWidth={720}
        tableProps={{ verticalSpacing: 'xs', striped: true }}
      />
    </Stack>
  );
}
