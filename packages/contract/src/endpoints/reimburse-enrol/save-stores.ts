import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ENROL_MESSAGES, ZEnrolment } from './model.ts';

export const ZEnrolStoresBody = z.object({
  channel_ids: z.array(z.uuid()).min(1, ENROL_MESSAGES.storesRequired).max(100),
});
export type TEnrolStoresBody = z.infer<typeof ZEnrolStoresBody>;

export const saveEnrolStoresEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reimburse/enrolment/stores',
  tags: ['reimburse'],
  summary: 'Step 1: the stores to enrol',
  body: ZEnrolStoresBody,
  response: ZEnvelope(ZEnrolment),
});
