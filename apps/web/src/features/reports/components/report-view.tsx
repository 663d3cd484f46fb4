import { Button, Group, Paper, Text } from '@mantine/core';
import { dateRangeProblem, formatDefaultDate } from '@seller-tools/contract';
import { IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ExportButtons as FileExports, type TExportFormat } from '../../../components/ui/export-buttons';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { StoreGate } from '../../../components/ui/store-state';
import { isoDaysAgo } from '../../../lib/dates';
import { useShellContext } from '../../../lib/shell';
import { type TPeriodFilters, type TReportSource, useStoreReport } from '../api/period-query';
import type { TReportGroup } from '../api/sources';
import { ReportFilters } from './report-filters';
import classes from './reports.module.css';

// The three reports (reviews, sales, profit) differ in their figures, not in their frame: one period
// filter, exports and Print, a chart card and a table card under one QueryState. The frame lives here.

/** The default range: the last 90 days, today included. */
export const DEFAULT_REPORT_DAYS = 90;

/** The period every report starts with. */
export const defaultPeriod = () => ({ from: isoDaysAgo(DEFAULT_REPORT_DAYS - 1), to: isoDaysAgo(0) });

/** The filters every report shares; a report without groups (Profit: always by ASIN) has no groupBy. */
type TReportFilterBase = TPeriodFilters & { groupBy?: TReportGroup };

/** A report's filters, starting on the default period with `rest`, and the range's problem if any. */
function useReportFilters<TFilters extends TReportFilterBase>(rest: Omit<TFilters, 'from' | 'to'>) {
  const [filters, setFilters] = useState<TFilters>(() => ({ ...defaultPeriod(), ...rest }) as TFilters);
  const rangeError = dateRangeProblem(filters)?.message ?? null;
  const change = (next: Partial<TFilters>) => setFilters((current) => ({ ...current, ...next }));
  return { filters, change, rangeError };
}

interface ReportViewProps<TFilters extends TReportFilterBase, TData extends { rows: readonly unknown[] }> {
  /** The report's key, read and export. */
  source: TReportSource<TFilters, TData>;
  /** The filters besides the period that the report starts with. */
  initial: Omit<TFilters, 'from' | 'to'>;
  /** The report's subject in the print title, e.g. "Sales and orders". */
  subject: string;
  /** What the report will show once the store is imported. */
  willShow: string;
  /** "report", "sales report": the skeleton's label and the error's title. */
  name: string;
  empty: { icon: ReactNode; title: string; body: ReactNode };
  chart: (data: TData, filters: TFilters) => ReactNode;
  table: (data: TData, filters: TFilters) => ReactNode;
  /** Under the table, e.g. a note that the rows were cut. */
  note?: (data: TData) => ReactNode;
  /** Beside the report, e.g. a drawer. */
  children?: ReactNode;
}

/**
 * A report of the current store: print title, filters with exports and Print, then chart and table. It
 * holds the filters and reads the report of the store the shell has chosen.
 */
export function ReportView<TFilters extends TReportFilterBase, TData extends { rows: readonly unknown[] }>({
  source,
  initial,
  subject,
  willShow,
  name,
  empty,
  chart,
  table,
  note,
  children,
}: ReportViewProps<TFilters, TData>) {
  const { importState, currentChannelId: channelId } = useShellContext();
  const { filters, change, rangeError } = useReportFilters<TFilters>(initial);
  const query = useStoreReport(source, channelId, filters, rangeError === null);
  const download = (format: TExportFormat) => source.download(channelId ?? '', filters, format);
  return (
    <>
      <Text className={classes.printTitle} size="sm">
        {subject}, {formatDefaultDate(filters.from)} – {formatDefaultDate(filters.to)}
        {filters.groupBy ? `, by ${filters.groupBy}` : ''}
        {filters.asin ? `, ASIN ${filters.asin}` : ''}
      </Text>
      <StoreGate importState={importState} channelId={channelId} willShow={willShow}>
        <Paper withBorder radius="lg" p="md" data-print-hide>
          <Group justify="space-between" align="flex-end" gap="md">
            <ReportFilters filters={filters} onChange={change} rangeError={rangeError} />
            <Group gap="xs">
              <FileExports download={download} disabled={rangeError !== null || !channelId} />
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} />}
                onClick={() => window.print()}
              >
                Print
              </Button>
            </Group>
          </Group>
        </Paper>
        {rangeError ? null : (
          <QueryState
            query={query}
            skeleton={<CardsSkeleton cards={2} label={`Loading the ${name}`} />}
            errorTitle={`The ${name} could not be loaded`}
            isEmpty={(data) => data.rows.length === 0}
            empty={
              <EmptyPanel icon={empty.icon} title={empty.title}>
                {empty.body}
              </EmptyPanel>
            }
          >
            {(data) => (
              <>
                <Paper withBorder radius="lg" p="md" className={classes.card}>
                  {chart(data, filters)}
                </Paper>
                <Paper withBorder radius="lg" p={0} className={classes.card} style={{ overflow: 'hidden' }}>
                  {table(data, filters)}
                </Paper>
                {note?.(data)}
              </>
            )}
          </QueryState>
        )}
        {children}
      </StoreGate>
    </>
  );
}
