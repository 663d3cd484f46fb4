import { Stack, Text, Title } from '@mantine/core';
import type { TPpcBreakEven } from '@seller-tools/contract';
import { figureColumn, moneyColumn } from '../../../components/kit/money-column';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { usePpcBreakEven } from '../api/ppc-rules';

/** Break-even ACoS per advertised product: what profit-aware bidding never bids above. */
export function PpcBreakEvenTable({ channelId }: { channelId: string }) {
  const query = usePpcBreakEven(channelId);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Break-even ACoS per product
      </Title>
      <QueryState
        query={query}
        errorTitle="Break-even ACoS could not be loaded"
        empty={
          <Text size="sm" c="dimmed">
            No advertised products yet: they appear after the Ads import.
          </Text>
        }
      >
        {(data) => {
          const columns: TColumn<TPpcBreakEven>[] = [
            { key: 'sku', header: 'SKU', render: (r) => r.sku },
            { key: 'asin', header: 'ASIN', render: (r) => r.asin, visibleFrom: 'sm' },
            moneyColumn('price', 'Price', (r) => r.price_minor, data.currency),
            moneyColumn('cost', 'Unit cost', (r) => r.unit_cost_minor, data.currency),
            moneyColumn('fees', 'Amazon fees', (r) => r.fees_minor, data.currency, { visibleFrom: 'sm' }),
            figureColumn('be', 'Break-even ACoS', (r) =>
              r.break_even_acos === null ? 'Set the unit cost' : `${r.break_even_acos.toFixed(1)} %`,
            ),
          ];
          return (
            <DataTable
              aria-label="Break-even ACoS"
              columns={columns}
              rows={data.items}
              rowKey={(r) => r.sku}
              minWidth={360}
              tableProps={{ fz: 'sm' }}
            />
          );
        }}
      </QueryState>
    </Stack>
  );
}
