import { SimpleGrid, Stack, Text } from '@mantine/core';
import { STAR_VALUES } from '@seller-tools/contract';
import { BarChart, LineChart, shortDay } from '../../../components/ui/charts';
import { STAR_COLORS, starLabel } from '../../../components/ui/reviews';
import type { TReport, TReportGroup } from '../api/sources';

const CHART_BARS_MAX = 30;

/** Reviews per row split by stars (bar); by period also the displayed rating at each period's end (line). */
export function ReportCharts({ report, groupBy }: { report: TReport; groupBy: TReportGroup }) {
  const byAsin = groupBy === 'asin';
  const byMarketplace = groupBy === 'marketplace';
  // By ASIN the chart shows the products with most reviews; the table lists all.
  const rows = byAsin
    ? [...report.rows].sort((a, b) => b.reviews - a.reviews).slice(0, CHART_BARS_MAX)
    : report.rows;
  const format = byAsin || byMarketplace ? (label: string) => label : shortDay;
  // The rating line follows periods; products and marketplaces have no order in time.
  const withRating = !byAsin && !byMarketplace && report.rows.some((row) => row.rating_end !== null);

  return (
    <SimpleGrid cols={{ base: 1, lg: withRating ? 2 : 1 }} spacing="lg">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Reviews by stars
          {byAsin && report.rows.length > CHART_BARS_MAX ? ` (top ${CHART_BARS_MAX} products)` : ''}
        </Text>
        <BarChart
          title={`Reviews per ${byAsin ? 'product' : groupBy}, split by star rating`}
          data={rows.map((row) => ({
            key: row.key,
            label: byMarketplace ? row.label : row.key,
            values: STAR_VALUES.map((star) => row.stars[star]),
          }))}
          series={STAR_VALUES.map((star) => ({ name: starLabel(star), color: STAR_COLORS[star] ?? 'gray' }))}
          formatLabel={format}
        />
      </Stack>
      {withRating && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Rating at the end of each {groupBy}
          </Text>
          <LineChart
            title={`Displayed rating at the end of each ${groupBy}`}
            points={report.rows.map((row) => ({ key: row.key, label: row.key, value: row.rating_end }))}
            lineName="Displayed rating"
            minTickStep={0.1}
            formatLabel={shortDay}
            height={220}
          />
        </Stack>
      )}
    </SimpleGrid>
  );
}
