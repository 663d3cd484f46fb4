import { Anchor, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  dateRangeProblem,
  formatDefaultDate,
  formatMoney,
  PROFIT_ASINS_MAX,
  REIMBURSE_ROUTES,
  type TProfitRow,
} from '@seller-tools/contract';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DoughnutChart } from '../../../components/ui/charts';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ExportButtons as FileExports } from '../../../components/ui/export-buttons';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { StoreGate } from '../../../components/ui/store-state';
import { useShellContext } from '../../../lib/shell';
import { type TProfitFilters, type TProfitReport, useProfitReport } from '../api/profit-report';
import { downloadProfitReport } from '../api/sales-export';
import { ProfitBreakdownDrawer } from './profit-breakdown-drawer';
import { ReportFilters } from './report-filters';
import { formatRating } from './report-table';
import classes from './reports.module.css';
import { defaultPeriod } from './reviews-view';

/** A cost shown as what it takes away. */
const cost = (minor: number, currency: string) =>
  minor === 0 ? formatMoney(0, currency) : `−${formatMoney(minor, currency)}`;

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
    {
      key: 'rating',
      header: 'Rating',
      align: 'right',
      render: (row, { footer }) =>
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
    },
    { key: 'units', header: 'Units', align: 'right', render: (row) => row.units },
    {
      key: 'revenue',
      header: 'Revenue',
      align: 'right',
      render: (row) => formatMoney(row.revenue_minor, row.currency),
    },
    {
      key: 'fees',
      header: 'Amazon fees',
      align: 'right',
      render: (row) => cost(row.fees_minor, row.currency),
    },
    {
      key: 'ads',
      header: 'Ad spend',
      align: 'right',
      render: (row) => cost(row.ad_spend_minor, row.currency),
    },
    {
      key: 'refunds',
      header: 'Refunds',
      align: 'right',
      render: (row) => cost(row.refunds_minor, row.currency),
    },
    {
      key: 'cogs',
      header: 'COGS',
      align: 'right',
      render: (row) => (row.cogs_minor === null ? <MissingCost /> : cost(row.cogs_minor, row.currency)),
    },
    {
      key: 'profit',
      header: 'Profit',
      align: 'right',
      render: (row) => (
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
      ),
    },
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
  const { importState, currentChannelId } = useShellContext();
  const [filters, setFilters] = useState<TProfitFilters>(() => ({ ...defaultPeriod(), asin: '' }));
  const [selected, setSelected] = useState<TProfitRow | null>(null);
  const rangeError = dateRangeProblem(filters)?.message ?? null;
  const report = useProfitReport(currentChannelId, filters, rangeError === null);

  return (
    <>
      <Text className={classes.printTitle} size="sm">
        Profit per product, {formatDefaultDate(filters.from)} – {formatDefaultDate(filters.to)}
        {filters.asin ? `, ASIN ${filters.asin}` : ''}
      </Text>
      <StoreGate
        importState={importState}
        channelId={currentChannelId}
        willShow="Profit per product: revenue less Amazon fees, ad spend, refunds and the unit costs you enter."
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
                download={(format) => downloadProfitReport(currentChannelId ?? '', filters, format)}
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
            skeleton={<CardsSkeleton cards={2} label="Loading the profit report" />}
            errorTitle="The profit report could not be loaded"
            isEmpty={(data) => data.rows.length === 0}
            empty={
              <EmptyPanel icon={<IconCash size={28} />} title="No sales or ad spend in this period">
                Widen the date range, or check back after the next sync: orders, Amazon's fees and ad spend
                are imported every few hours.
              </EmptyPanel>
            }
          >
            {(data) => (
              <>
                <Paper withBorder radius="lg" p="md" className={classes.card}>
                  <ProfitChart report={data} />
                </Paper>
                <Paper withBorder radius="lg" p={0} className={classes.card} style={{ overflow: 'hidden' }}>
                  <DataTable
                    columns={columns(setSelected)}
                    rows={data.rows}
                    rowKey={(row) => row.key}
                    footerRow={data.totals}
                    minWidth={960}
                    aria-label="Profit per product"
                    tableProps={{ striped: true, verticalSpacing: 'xs', style: { whiteSpace: 'nowrap' } }}
                  />
                </Paper>
                {data.truncated && (
                  <Text size="sm" c="dimmed">
                    The {PROFIT_ASINS_MAX} products with the highest revenue are listed; the total counts them
                    all. The export lists every product.
                  </Text>
                )}
              </>
            )}
          </QueryState>
        )}
        <ProfitBreakdownDrawer row={selected} onClose={() => setSelected(null)} />
      </StoreGate>
    </>
  );
}
