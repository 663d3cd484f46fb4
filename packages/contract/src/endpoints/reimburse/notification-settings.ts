import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

// Each user's reimbursement emails: new findings, deadline reminders N days ahead, reimbursements received.
// Sent once a day in the user's time zone (the one of their review notification settings).

export const DEADLINE_DAYS_MAX = 60;

export const ZReimburseNotificationSettings = z.object({
  new_findings: z.boolean(),
  deadline_reminders: z.boolean(),
  deadline_days: z.number().int().min(1).max(DEADLINE_DAYS_MAX),
  reimbursements_received: z.boolean(),
});
export type TReimburseNotificationSettings = z.infer<typeof ZReimburseNotificationSettings>;

export const DEFAULT_REIMBURSE_NOTIFICATIONS: TReimburseNotificationSettings = {
  new_findings: true,
  deadline_reminders: true,
  deadline_days: 7,
  reimbursements_received: true,
};

const ZResponse = ZEnvelope(ZReimburseNotificationSettings.extend({ timezone: z.string() }));

export const reimburseNotificationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/settings/notification',
  tags: ['reimburse'],
  summary: "The caller's reimbursement emails and the time zone they are sent in",
  response: ZResponse,
});

export const saveReimburseNotificationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reimburse/settings/notification',
  tags: ['reimburse'],
  summary: "Save the caller's reimbursement emails",
  body: ZReimburseNotificationSettings,
  response: ZResponse,
});
