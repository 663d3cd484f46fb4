import { defineEndpoint } from '../../endpoint.ts';
import { ZReportScheduleListResponse } from './model.ts';

/** GET /api/report-schedules — the caller's scheduled report emails, every store. */
export const listReportSchedulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/report-schedules',
  tags: ['reports'],
  summary: "The caller's scheduled report emails",
  response: ZReportScheduleListResponse,
});
