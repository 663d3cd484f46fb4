import { defineEndpoint } from '../../endpoint.ts';
import { ZReportScheduleParams, ZReportScheduleRequest, ZReportScheduleResponse } from './model.ts';

/** PUT /api/report-schedules/:scheduleId — change a schedule, or turn it on or off. */
export const updateReportScheduleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/report-schedules/:scheduleId',
  tags: ['reports'],
  summary: 'Change a scheduled report email',
  params: ZReportScheduleParams,
  body: ZReportScheduleRequest,
  response: ZReportScheduleResponse,
});
