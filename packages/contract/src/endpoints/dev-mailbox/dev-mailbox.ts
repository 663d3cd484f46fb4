import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

/** GET /api/dev/mailbox?to=<email>: outside production only, the outbox for one address, newest first. */
export const ZDevMailboxQuery = z.object({ to: z.string().trim().toLowerCase().min(3).max(320) });
export const ZDevMailboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type TDevMailboxMessage = z.infer<typeof ZDevMailboxMessage>;
export const ZDevMailboxResponse = ZEnvelope(z.array(ZDevMailboxMessage));

export const devMailboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mailbox',
  tags: ['dev'],
  summary: 'Development only: the outbox for one address, newest first',
  query: ZDevMailboxQuery,
  response: ZDevMailboxResponse,
});
