import { Table, Text } from '@mantine/core';
import { STAR_VALUES, type TReportRow } from '@seller-tools/contract';
import type { TReport, TReportGroup } from '../api/report';

/** One decimal as Amazon shows it; two for a weighted figure between tenths (4.35). */
export function formatRating(value: number): string {
  return Math.abs(Math.round(value * 10) - value * 10) < 1e-6 ? value.toFixed(1) : value.toFixed(2);
}

function Row({ row, isTotal = false }: { row: TReportRow; isTotal?: boolean }) {
  const Cell = isTotal ? Table.Th : Table.Td;
  return (
    <Table.Tr>
      <Cell scope={isTotal ? 'row' : undefined}>
        <Text size="sm" fw={isTotal ? 700 : 500}>
          {isTotal ? 'Total' : row.label}
        </Text>
        {!isTotal && row.label !== row.key && (
          <Text size="xs" c="dimmed" ff="monospace">
            {row.key}
          </Text>
        )}
      </Cell>
      <Cell ta="right">{row.reviews}</Cell>
      {[...STAR_VALUES].reverse().map((star) => (
        <Cell key={star} ta="right">
          {row.stars[star]}
        </Cell>
      ))}
      <Cell ta="right">{row.average_stars === null ? '—' : row.average_stars.toFixed(2)}</Cell>
      <Cell ta="right">{row.verified}</Cell>
      <Cell ta="right">{row.rating_end === null ? '—' : formatRating(row.rating_end)}</Cell>
    </Table.Tr>
  );
}

/** The report's rows and a totals row; scrolls sideways on a phone. */
const FIRST_COLUMN: Record<TReportGroup, string> = {
  day: 'Period',
  week: 'Period',
  month: 'Period',
  asin: 'Product',
  marketplace: 'Marketplace',
};

export function ReportTable({ report, groupBy }: { report: TReport; groupBy: TReportGroup }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        striped
        verticalSpacing="xs"
        aria-label="Reviews and ratings report"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{FIRST_COLUMN[groupBy]}</Table.Th>
            <Table.Th ta="right">Reviews</Table.Th>
            {[...STAR_VALUES].reverse().map((star) => (
              <Table.Th key={star} ta="right">
                {star === 1 ? '1 star' : `${star} stars`}
              </Table.Th>
            ))}
            <Table.Th ta="right">Average stars</Table.Th>
            <Table.Th ta="right">Verified</Table.Th>
            <Table.Th ta="right">Rating at end</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Row row={report.totals} isTotal />
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
