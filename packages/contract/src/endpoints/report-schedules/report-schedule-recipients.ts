import { defineEndpoint } from '../../endpoint.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZReportScheduleRecipientsResponse } from './model.ts';

/** GET /api/report-schedules/recipients?channel_id — who may receive a store's reports (users who may see it). */
export const reportScheduleRecipientsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/report-schedules/recipients',
  tags: ['reports'],
  summary: "The company's users who may receive a store's scheduled reports",
  query: ZStoreQuery,
  response: ZReportScheduleRecipientsResponse,
});
