import { IconChartBar } from '@tabler/icons-react';
import { reviewsReport } from '../api/sources';
import { ReportCharts } from './report-charts';
import { ReportTable } from './report-table';
import { ReportView } from './report-view';

export { DEFAULT_REPORT_DAYS } from './report-view';

/** Reviews and ratings of the store by period, ASIN or marketplace, with exports and a print view. */
export function ReviewsView() {
  return (
    <ReportView
      source={reviewsReport}
      initial={{ groupBy: 'week', asin: '' }}
      subject="Reviews and ratings"
      willShow="Ratings and reviews summed up per day, week, month or product, ready to export and print."
      name="report"
      empty={{
        icon: <IconChartBar size={28} />,
        title: 'No reviews in this period',
        body: 'Widen the date range, or check back after the next sync: reviews are read from the product pages every few hours.',
      }}
      chart={(data, filters) => <ReportCharts report={data} groupBy={filters.groupBy} />}
      table={(data, filters) => <ReportTable report={data} groupBy={filters.groupBy} />}
    />
  );
}
