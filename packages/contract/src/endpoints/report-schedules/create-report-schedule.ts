import { defineEndpoint } from '../../endpoint.ts';
import { ZReportScheduleRequest, ZReportScheduleResponse } from './model.ts';

/** POST /api/report-schedules — a new scheduled report email for a store the caller may see. */
export const createReportScheduleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/report-schedules',
  tags: ['reports'],
  summary: 'Schedule a report by email',
  body: ZReportScheduleRequest,
  response: ZReportScheduleResponse,
});
