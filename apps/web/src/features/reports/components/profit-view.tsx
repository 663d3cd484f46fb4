import { Anchor, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatMoney, PROFIT_ASINS_MAX, REIMBURSE_ROUTES, type TProfitRow } from '@seller-tools/contract';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { figureColumn, moneyColumn } from '../../../components/kit/money-column';
import { DoughnutChart } from '../../../components/ui/charts';
import type { TColumn } from '../../../components/ui/data-table';
import { profitReport, type TProfitReport } from '../api/sources';
import { ProfitBreakdownDrawer } from './profit-breakdown-drawer';
import { formatRating, ReportRows } from './report-table';
import { ReportView } from './report-view';

/** A cost shown as what it takes away. */
const cost = (minor: number, currency: string) =>
  minor === 0 ? formatMoney(0, currency) : `−${formatMoney(minor, currency)}`;

/** The costs taken from revenue that Amazon reports, in the table's order. */
const COSTS: [key: string, header: string, minor: (row: TProfitRow) => number][] = [
  ['fees', 'Amazon fees', (row) => row.fees_minor],
  ['ads', 'Ad spend', (row) => row.ad_spend_minor],
  ['refunds', 'Refunds', (row) => row.refunds_minor],
];

function MissingCost() {
  return (
    <Anchor component={Link} to={REIMBURSE_ROUTES.settingsProductDimensions} size="sm" c="orange.8">
      Unit cost missing
    </Anchor>
  );
}

function columns(open: (row: TProfitRow) => void): TColumn<TProfitRow>[] {
  return [
    {
      key: 'product',
      header: 'Product',
      render: (row, { footer }) => (
        <>
          <Text size="sm" fw={footer ? 700 : 500} maw={260} truncate="end">
            {footer ? 'Total' : row.label}
          </Text>
          {!footer && row.key !== '' && (
            <Text size="xs" c="dimmed" ff="monospace">
              {row.key}
            </Text>
          )}
        </>
      ),
    },
    figureColumn('rating', 'Rating', (row, { footer }) =>
      footer ? (
        ''
      ) : (
        <>
          <Text size="sm">{row.rating === null ? '—' : `${formatRating(row.rating)} ★`}</Text>
          <Text size="xs" c="dimmed">
            {row.reviews} reviews{row.ratings_count === null ? '' : ` · ${row.ratings_count} ratings`}
          </Text>
        </>
      ),
    ),
    figureColumn('units', 'Units', (row) => row.units),
    moneyColumn(
      'revenue',
      'Revenue',
      (row) => row.revenue_minor,
      (row) => row.currency,
    ),
    ...COSTS.map(([key, header, minor]) =>
      figureColumn<TProfitRow>(key, header, (row) => cost(minor(row), row.currency)),
    ),
    figureColumn('cogs', 'COGS', (row) =>
      row.cogs_minor === null ? <MissingCost /> : cost(row.cogs_minor, row.currency),
    ),
    figureColumn('profit', 'Profit', (row) => (
      <UnstyledButton
        onClick={() => open(row)}
        aria-label={`How the profit of ${row.key === 'total' ? 'all products' : row.key} adds up`}
      >
        <Text
          size="sm"
          fw={700}
          c={row.profit_minor !== null && row.profit_minor < 0 ? 'red.7' : undefined}
          td="underline"
        >
          {row.profit_minor === null ? 'Unknown' : formatMoney(row.profit_minor, row.currency)}
        </Text>
        <Text size="xs" c="dimmed">
          {row.margin === null ? 'Breakdown' : `${row.margin}% margin`}
        </Text>
      </UnstyledButton>
    )),
  ];
}

/** Where the total revenue goes: fees, ads, refunds, cost of goods and what is left (a doughnut). */
function ProfitChart({ report }: { report: TProfitReport }) {
  const t = report.totals;
  const slices = [
    { name: 'Amazon fees', value: t.fees_minor, color: 'var(--mantine-color-orange-5)' },
    { name: 'Ad spend', value: t.ad_spend_minor, color: 'var(--mantine-color-violet-5)' },
    { name: 'Refunds', value: t.refunds_minor, color: 'var(--mantine-color-red-5)' },
    { name: 'Cost of goods', value: t.cogs_minor ?? 0, color: 'var(--mantine-color-gray-5)' },
    { name: 'Profit', value: t.profit_minor ?? 0, color: 'var(--mantine-color-teal-6)' },
  ].filter((s) => s.value > 0);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Where the revenue goes
      </Text>
      <DoughnutChart
        title="Where the revenue goes"
        slices={slices}
        center={formatMoney(t.revenue_minor, t.currency)}
        centerCaption="revenue"
        formatValue={(minor) => formatMoney(minor, t.currency)}
      />
      {t.cogs_minor === null && (
        <Text size="sm" c="orange.8">
          Cost of goods and profit are unknown while {t.cogs_missing_skus.length} sold SKU
          {t.cogs_missing_skus.length === 1 ? ' has' : 's have'} no unit cost.{' '}
          <Anchor component={Link} to={REIMBURSE_ROUTES.settingsProductDimensions}>
            Enter unit costs
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** Profit per ASIN and in total, each figure's sources a click away, with rating and reviews beside it. */
export function ProfitView() {
  const [selected, setSelected] = useState<TProfitRow | null>(null);

  return (
    <ReportView
      source={profitReport}
      initial={{ asin: '' }}
      subject="Profit per product"
      willShow="Profit per product: revenue less Amazon fees, ad spend, refunds and the unit costs you enter."
      name="profit report"
      empty={{
        icon: <IconCash size={28} />,
        title: 'No sales or ad spend in this period',
        body: "Widen the date range, or check back after the next sync: orders, Amazon's fees and ad spend are imported every few hours.",
      }}
      chart={(data) => <ProfitChart report={data} />}
      table={(data) => (
        <ReportRows
          columns={columns(setSelected)}
          report={data}
          minWidth={960}
          aria-label="Profit per product"
        />
      )}
      note={(data) =>
        data.truncated && (
          <Text size="sm" c="dimmed">
            The {PROFIT_ASINS_MAX} products with the highest revenue are listed; the total counts them all.
            The export lists every product.
          </Text>
        )
      }
    >
      <ProfitBreakdownDrawer row={selected} onClose={() => setSelected(null)} />
    </ReportView>
  );
}
