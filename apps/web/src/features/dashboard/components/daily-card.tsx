import type { TDashboard } from '@seller-tools/contract';
import { BarChart, shortDay } from '../../../components/ui/charts';
import { DashboardCard } from './dashboard-card';

/** Reviews per day over 30 days, negative ones stacked at the bottom in red. */
export function DailyCard({ data }: { data: TDashboard }) {
  return (
    <DashboardCard id="daily-title" title="Reviews per day, 30 days">
      <BarChart
        title="Reviews per day over the last 30 days, negative and other"
        data={data.daily.map((day) => ({
          key: day.date,
          label: day.date,
          values: [day.negative, Math.max(0, day.reviews - day.negative)],
        }))}
        series={[
          { name: 'Negative', color: 'var(--mantine-color-red-6)' },
          { name: 'Other', color: 'var(--mantine-color-brand-4)' },
        ]}
        formatLabel={shortDay}
        height={200}
      />
    </DashboardCard>
  );
}
