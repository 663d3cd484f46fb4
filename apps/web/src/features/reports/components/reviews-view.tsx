import { IconChartBar } from '@tabler/icons-react';
import { useShellContext } from '../../../lib/shell';
import { type TReportFilters, useReport } from '../api/report';
import { downloadReport } from '../api/report-export';
import { ReportCharts } from './report-charts';
import { ReportTable } from './report-table';
import { ReportView, useReportFilters } from './report-view';

export { DEFAULT_REPORT_DAYS } from './report-view';

/** Reviews and ratings of the store by period, ASIN or marketplace, with exports and a print view. */
export function ReviewsView() {
  const { currentChannelId } = useShellContext();
  const state = useReportFilters<TReportFilters>({ groupBy: 'week', asin: '' });
  const { filters } = state;
  const report = useReport(currentChannelId, filters, state.rangeError === null);

  return (
    <ReportView
      subject="Reviews and ratings"
      willShow="Ratings and reviews summed up per day, week, month or product, ready to export and print."
      state={state}
      channelId={currentChannelId}
      download={(format) => downloadReport(currentChannelId ?? '', filters, format)}
      query={report}
      name="report"
      empty={{
        icon: <IconChartBar size={28} />,
        title: 'No reviews in this period',
        body: 'Widen the date range, or check back after the next sync: reviews are read from the product pages every few hours.',
      }}
      chart={(data) => <ReportCharts report={data} groupBy={filters.groupBy} />}
      table={(data) => <ReportTable report={data} groupBy={filters.groupBy} />}
    />
  );
}
