import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZEnrolment } from './model.ts';

export const ZEnrolAddStoreBody = z.object({ channel_id: z.uuid() });

export const addEnrolStoreEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/enrolment/stores',
  tags: ['reimburse'],
  summary: '/add-new: enrol one more store of an enrolled company (terms already accepted) and audit it',
  body: ZEnrolAddStoreBody,
  response: ZEnvelope(ZEnrolment),
});
