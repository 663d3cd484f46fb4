import { Group, Paper, Text } from '@mantine/core';
import { dateRangeProblem, formatDefaultDate } from '@seller-tools/contract';
import { IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { StoreGate } from '../../../components/ui/store-state';
import { isoDaysAgo } from '../../../lib/dates';
import { useShellContext } from '../../../lib/shell';
import { type TReportFilters, useReport } from '../api/report';
import { ExportButtons } from './export-buttons';
import { ReportCharts } from './report-charts';
import { ReportFilters } from './report-filters';
import { ReportTable } from './report-table';
import classes from './reports.module.css';

/** The default range: the last 90 days, today included. */
export const DEFAULT_REPORT_DAYS = 90;

/** The period every report starts with. */
export const defaultPeriod = () => ({ from: isoDaysAgo(DEFAULT_REPORT_DAYS - 1), to: isoDaysAgo(0) });

/** Reviews and ratings of the store by period, ASIN or marketplace, with exports and a print view. */
export function ReviewsView() {
  const { importState, currentChannelId } = useShellContext();
  const [filters, setFilters] = useState<TReportFilters>(() => ({
    ...defaultPeriod(),
    groupBy: 'week',
    asin: '',
  }));
  const rangeError = dateRangeProblem(filters)?.message ?? null;
  const report = useReport(currentChannelId, filters, rangeError === null);

  return (
    <>
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
          <Group justify="space-between" align="flex-end" gap="md">
            <ReportFilters
              filters={filters}
              onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
              rangeError={rangeError}
            />
            <Group gap="xs">
              <ExportButtons channelId={currentChannelId} filters={filters} disabled={rangeError !== null} />
            </Group>
          </Group>
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
    </>
  );
}
