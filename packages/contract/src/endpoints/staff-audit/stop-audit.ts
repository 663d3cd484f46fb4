import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZAuditState } from './common.ts';

/** DELETE /api/user/audit: leaves audit mode; answers the audit that ended. */
export const ZStopAuditResponse = ZEnvelope(ZAuditState);

export const stopAuditEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/user/audit',
  tags: ['staff'],
  summary: 'Leaves audit mode',
  query: z.object({}),
  response: ZStopAuditResponse,
});
