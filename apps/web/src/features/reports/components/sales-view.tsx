import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { dateRangeProblem, formatDefaultDate, formatMoney, type TSalesRow } from '@seller-tools/contract';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { BarChart, LineChart, shortDay } from '../../../components/ui/charts';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ExportButtons as FileExports } from '../../../components/ui/export-buttons';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { StoreGate } from '../../../components/ui/store-state';
import { useShellContext } from '../../../lib/shell';
import { downloadSalesReport } from '../api/sales-export';
import { type TSalesFilters, type TSalesGroup, type TSalesReport, useSalesReport } from '../api/sales-report';
import { ReportFilters } from './report-filters';
import classes from './reports.module.css';
import { defaultPeriod } from './reviews-view';

const CHART_BARS_MAX = 30;

const FIRST_COLUMN: Record<TSalesGroup, string> = {
  day: 'Period',
  week: 'Period',
  month: 'Period',
  asin: 'Product',
  marketplace: 'Marketplace',
};

/** Money of a row; a total across currencies has none. */
const money = (minor: number | null, currency: string | null) =>
  minor === null || currency === null ? '—' : formatMoney(minor, currency);

function columnsFor(groupBy: TSalesGroup): TColumn<TSalesRow>[] {
  return [
    {
      key: 'label',
      header: FIRST_COLUMN[groupBy],
      render: (row, { footer }) => (
        <>
          <Text size="sm" fw={footer ? 700 : 500}>
            {footer ? 'Total' : row.label}
          </Text>
          {!footer && row.label !== row.key && (
            <Text size="xs" c="dimmed" ff="monospace">
              {row.key}
            </Text>
          )}
        </>
      ),
    },
    { key: 'units', header: 'Units', align: 'right', render: (row) => row.units },
    { key: 'orders', header: 'Orders', align: 'right', render: (row) => row.orders },
    {
      key: 'revenue',
      header: 'Revenue',
      align: 'right',
      render: (row) => money(row.revenue_minor, row.currency),
    },
    { key: 'refunds', header: 'Refunds', align: 'right', render: (row) => row.refunds },
    {
      key: 'refunded',
      header: 'Refunded',
      align: 'right',
      render: (row) => money(row.refunded_minor, row.currency),
    },
    { key: 'returned', header: 'Returned units', align: 'right', render: (row) => row.returned_units },
  ];
}

/** By period: revenue as a line over units as bars; by ASIN or marketplace: units per row (top 30). */
function SalesChart({ report, groupBy }: { report: TSalesReport; groupBy: TSalesGroup }) {
  const byPeriod = groupBy === 'day' || groupBy === 'week' || groupBy === 'month';
  const currency = report.totals.currency;
  if (byPeriod) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Revenue and units per {groupBy}
        </Text>
        <LineChart
          title={`Revenue and units per ${groupBy}`}
          points={report.rows.map((row) => ({ key: row.key, label: row.key, value: row.revenue_minor }))}
          lineName="Revenue"
          formatValue={(minor) => formatMoney(Math.round(minor), currency)}
          bars={{
            name: 'Units',
            color: 'var(--mantine-color-gray-4)',
            values: report.rows.map((r) => r.units),
          }}
          formatLabel={shortDay}
          domain={[0, Math.max(1, ...report.rows.map((r) => r.revenue_minor ?? 0))]}
        />
      </Stack>
    );
  }
  const rows = [...report.rows].sort((a, b) => b.units - a.units).slice(0, CHART_BARS_MAX);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Units and refunds per {groupBy === 'asin' ? 'product' : 'marketplace'}
        {report.rows.length > CHART_BARS_MAX ? ` (top ${CHART_BARS_MAX})` : ''}
      </Text>
      <BarChart
        title={`Units per ${groupBy === 'asin' ? 'product' : 'marketplace'}`}
        data={rows.map((row) => ({
          key: row.key,
          label: groupBy === 'marketplace' ? row.label : row.key || 'Not linked',
          values: [row.units, row.returned_units],
        }))}
        series={[
          { name: 'Units ordered', color: 'var(--mantine-color-brand-6)' },
          { name: 'Units returned', color: 'var(--mantine-color-red-5)' },
        ]}
      />
    </Stack>
  );
}

/** Sales and orders of the store by day, week, month, ASIN or marketplace, with refunds and returns. */
export function SalesView() {
  const { importState, currentChannelId } = useShellContext();
  const [filters, setFilters] = useState<TSalesFilters>(() => ({
    ...defaultPeriod(),
    groupBy: 'day',
    asin: '',
  }));
  const rangeError = dateRangeProblem(filters)?.message ?? null;
  const report = useSalesReport(currentChannelId, filters, rangeError === null);

  return (
    <>
      <Text className={classes.printTitle} size="sm">
        Sales and orders, {formatDefaultDate(filters.from)} – {formatDefaultDate(filters.to)}, by{' '}
        {filters.groupBy}
        {filters.asin ? `, ASIN ${filters.asin}` : ''}
      </Text>
      <StoreGate
        importState={importState}
        channelId={currentChannelId}
        willShow="Units, orders and revenue per day, week, month, product or marketplace, with refunds and returns."
      >
        <Paper withBorder radius="lg" p="md" data-print-hide>
          <Group justify="space-between" align="flex-end" gap="md">
            <ReportFilters
              filters={filters}
              onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
              rangeError={rangeError}
            />
            <Group gap="xs">
              <FileExports
                download={(format) => downloadSalesReport(currentChannelId ?? '', filters, format)}
                disabled={rangeError !== null || !currentChannelId}
              />
              <Button variant="default" onClick={() => window.print()}>
                Print
              </Button>
            </Group>
          </Group>
        </Paper>
        {rangeError ? null : (
          <QueryState
            query={report}
            skeleton={<CardsSkeleton cards={2} label="Loading the sales report" />}
            errorTitle="The sales report could not be loaded"
            isEmpty={(data) => data.rows.length === 0}
            empty={
              <EmptyPanel icon={<IconReceipt size={28} />} title="No orders in this period">
                Widen the date range, or check back after the next sync: orders, refunds and returns are
                imported from Amazon every few hours.
              </EmptyPanel>
            }
          >
            {(data) => (
              <>
                <Paper withBorder radius="lg" p="md" className={classes.card}>
                  <SalesChart report={data} groupBy={filters.groupBy} />
                </Paper>
                <Paper withBorder radius="lg" p={0} className={classes.card} style={{ overflow: 'hidden' }}>
                  <DataTable
                    columns={columnsFor(filters.groupBy)}
                    rows={data.rows}
                    rowKey={(row) => row.key}
                    footerRow={data.totals}
                    minWidth={720}
                    aria-label="Sales and orders report"
                    tableProps={{ striped: true, verticalSpacing: 'xs', style: { whiteSpace: 'nowrap' } }}
                  />
                </Paper>
              </>
            )}
          </QueryState>
        )}
      </StoreGate>
    </>
  );
}
