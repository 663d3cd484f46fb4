import { sendDueReports, type TReportScheduleDeps } from '../../modules/report-schedules/send-due.ts';
import { defineTick } from './define-job.ts';
import { scheduledReportFile } from './report-schedules-file.ts';

/** Every hour on the hour: each scheduled report whose send point has passed in its time zone, mailed once. */
export const reportSchedulesJob = defineTick({
  name: 'report-schedules',
  cron: '0 * * * *',
  handler: async (deps: Omit<TReportScheduleDeps, 'reportFile'>) => {
    const sent = await sendDueReports({ ...deps, reportFile: scheduledReportFile });
    if (sent > 0) deps.logger.info({ sent }, 'scheduled reports sent');
  },
});
