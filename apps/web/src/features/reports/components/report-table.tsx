import { Text } from '@mantine/core';
import { STAR_VALUES, type TReportRow } from '@seller-tools/contract';
import { figureColumn } from '../../../components/kit/money-column';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import type { TReport, TReportGroup } from '../api/sources';

/** One decimal as Amazon shows it; two for a weighted figure between tenths (4.35). */
export function formatRating(value: number): string {
  return Math.abs(Math.round(value * 10) - value * 10) < 1e-6 ? value.toFixed(1) : value.toFixed(2);
}

const FIRST_COLUMN: Record<TReportGroup, string> = {
  day: 'Period',
  week: 'Period',
  month: 'Period',
  asin: 'Product',
  marketplace: 'Marketplace',
};

/** The first column of a grouped report: the group's label (its key beneath when they differ), "Total" below. */
export function groupColumn<TRow extends { key: string; label: string }>(
  groupBy: TReportGroup,
): TColumn<TRow> {
  return {
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
  };
}

interface ReportRowsProps<TRow extends { key: string }> {
  columns: TColumn<TRow>[];
  report: { rows: TRow[]; totals: TRow };
  minWidth: number;
  'aria-label': string;
}

/** A report's rows and its totals row, striped and unwrapped; scrolls sideways on a phone. */
export function ReportRows<TRow extends { key: string }>({
  columns,
  report,
  ...props
}: ReportRowsProps<TRow>) {
  return (
    <DataTable
      columns={columns}
      rows={report.rows}
      rowKey={(row) => row.key}
      footerRow={report.totals}
      tableProps={{ striped: true, verticalSpacing: 'xs', style: { whiteSpace: 'nowrap' } }}
      {...props}
    />
  );
}

function columnsFor(groupBy: TReportGroup): TColumn<TReportRow>[] {
  return [
    groupColumn(groupBy),
    figureColumn('reviews', 'Reviews', (row) => row.reviews),
    ...[...STAR_VALUES]
      .reverse()
      .map((star) =>
        figureColumn<TReportRow>(
          `stars-${star}`,
          star === 1 ? '1 star' : `${star} stars`,
          (row) => row.stars[star],
        ),
      ),
    figureColumn('average', 'Average stars', (row) =>
      row.average_stars === null ? '—' : row.average_stars.toFixed(2),
    ),
    figureColumn('verified', 'Verified', (row) => row.verified),
    // Of the row's reviews, those Amazon has taken down since (the Review Observer lists them).
    figureColumn('removed', 'Removed', (row) => row.removed),
    figureColumn('rating-end', 'Rating at end', (row) =>
      row.rating_end === null ? '—' : formatRating(row.rating_end),
    ),
  ];
}

/** The reviews report's rows and a totals row. */
export function ReportTable({ report, groupBy }: { report: TReport; groupBy: TReportGroup }) {
  return (
    <ReportRows
      columns={columnsFor(groupBy)}
      report={report}
      minWidth={760}
      aria-label="Reviews and ratings report"
    />
  );
}
