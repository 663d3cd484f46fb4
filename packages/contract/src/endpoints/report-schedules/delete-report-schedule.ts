import { defineEndpoint } from '../../endpoint.ts';
import { ZReportScheduleDeletedResponse, ZReportScheduleParams } from './model.ts';

/** DELETE /api/report-schedules/:scheduleId */
export const deleteReportScheduleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/report-schedules/:scheduleId',
  tags: ['reports'],
  summary: 'Delete a scheduled report email',
  params: ZReportScheduleParams,
  response: ZReportScheduleDeletedResponse,
});
