import { Container, Paper, Stack, Text } from '@mantine/core';
import { dateRangeProblem, formatDefaultDate } from '@seller-tools/contract';
import { IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { StoreGate } from '../../../components/ui/store-state';
import { isoDaysAgo } from '../../../lib/dates';
import { usePageMeta } from '../../../lib/page-meta';
import { useShellContext } from '../../../lib/shell';
import { type TReportFilters, useReport } from '../api/report';
import { ExportButtons } from '../components/export-buttons';
import { ReportCharts } from '../components/report-charts';
import { ReportFilters } from '../components/report-filters';
import { ReportTable } from '../components/report-table';
import classes from '../components/reports.module.css';

/** The default range: the last 90 days, today included. */
export const DEFAULT_REPORT_DAYS = 90;

/** /reports: reviews and ratings of the store by period or ASIN, with exports and a print view. */
export function ReportsPage() {
  usePageMeta({
    title: 'Reports',
    description: 'Reviews and ratings by period and product, ready to export.',
  });
  const { importState, currentChannelId, currentStoreLabel } = useShellContext();
  const [filters, setFilters] = useState<TReportFilters>(() => ({
    from: isoDaysAgo(DEFAULT_REPORT_DAYS - 1),
    to: isoDaysAgo(0),
    groupBy: 'week',
    asin: '',
  }));
  const rangeError = dateRangeProblem(filters)?.message ?? null;
  const report = useReport(currentChannelId, filters, rangeError === null);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader
          title="Reports"
          subtitle={currentStoreLabel}
          actions={
            importState === 'ready' && (
              <ExportButtons channelId={currentChannelId} filters={filters} disabled={rangeError !== null} />
            )
          }
        />
        <Text className={classes.printTitle} size="sm">
          Reviews and ratings, {formatDefaultDate(filters.from)} – {formatDefaultDate(filters.to)}, by{' '}
          {filters.groupBy}
          {filters.asin ? `, ASIN ${filters.asin}` : ''}
        </Text>
        <StoreGate
          importState={importState}
          channelId={currentChannelId}
          willShow="Ratings and reviews summed up per day, week, month or product, ready to export and print."
        >
          <Paper withBorder radius="lg" p="md" data-print-hide>
            <ReportFilters
              filters={filters}
              onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
              rangeError={rangeError}
            />
          </Paper>
          {rangeError ? null : (
            <QueryState
              query={report}
              skeleton={<CardsSkeleton cards={2} label="Loading the report" />}
              errorTitle="The report could not be loaded"
              isEmpty={(data) => data.rows.length === 0}
              empty={
                <EmptyPanel icon={<IconChartBar size={28} />} title="No reviews in this period">
                  Widen the date range, or check back after the next sync: reviews are read from the product
                  pages every few hours.
                </EmptyPanel>
              }
            >
              {(data) => (
                <>
                  <Paper withBorder radius="lg" p="md" className={classes.card}>
                    <ReportCharts report={data} groupBy={filters.groupBy} />
                  </Paper>
                  <Paper withBorder radius="lg" p={0} className={classes.card} style={{ overflow: 'hidden' }}>
                    <ReportTable report={data} groupBy={filters.groupBy} />
                  </Paper>
                </>
              )}
            </QueryState>
          )}
        </StoreGate>
      </Stack>
    </Container>
  );
}
