import { Stack, Text } from '@mantine/core';
import { formatMoney, type TSalesRow } from '@seller-tools/contract';
import { IconReceipt } from '@tabler/icons-react';
import { figureColumn, moneyColumn } from '../../../components/kit/money-column';
import { BarChart, LineChart, shortDay } from '../../../components/ui/charts';
import type { TColumn } from '../../../components/ui/data-table';
import { salesReport, type TSalesGroup, type TSalesReport } from '../api/sources';
import { groupColumn, ReportRows } from './report-table';
import { ReportView } from './report-view';

const CHART_BARS_MAX = 30;

function columnsFor(groupBy: TSalesGroup): TColumn<TSalesRow>[] {
  // A total across currencies has no currency and no sums of money.
  const currency = (row: TSalesRow) => row.currency;
  return [
    groupColumn(groupBy),
    figureColumn('units', 'Units', (row) => row.units),
    figureColumn('orders', 'Orders', (row) => row.orders),
    moneyColumn('revenue', 'Revenue', (row) => row.revenue_minor, currency),
    figureColumn('refunds', 'Refunds', (row) => row.refunds),
    moneyColumn('refunded', 'Refunded', (row) => row.refunded_minor, currency),
    figureColumn('returned', 'Returned units', (row) => row.returned_units),
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
  return (
    <ReportView
      source={salesReport}
      initial={{ groupBy: 'day', asin: '' }}
      subject="Sales and orders"
      willShow="Units, orders and revenue per day, week, month, product or marketplace, with refunds and returns."
      name="sales report"
      empty={{
        icon: <IconReceipt size={28} />,
        title: 'No orders in this period',
        body: 'Widen the date range, or check back after the next sync: orders, refunds and returns are imported from Amazon every few hours.',
      }}
      chart={(data, filters) => <SalesChart report={data} groupBy={filters.groupBy} />}
      table={(data, filters) => (
        <ReportRows
          columns={columnsFor(filters.groupBy)}
          report={data}
          minWidth={720}
          aria-label="Sales and orders report"
        />
      )}
    />
  );
}
