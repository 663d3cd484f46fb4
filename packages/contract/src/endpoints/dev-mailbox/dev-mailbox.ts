import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

/** GET /api/dev/mailbox?to=<email>: outside production only, the outbox for one address, newest first. */
export const ZDevMailboxQuery = z.object({ to: z.string().trim().toLowerCase().min(3).max(320) });
/** A file sent with a message (a scheduled report's CSV or XLSX): its size in bytes, and where to get it. */
export const ZDevMailboxAttachment = z.object({
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type TDevMailboxAttachment = z.infer<typeof ZDevMailboxAttachment>;
export const ZDevMailboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
  attachments: z.array(ZDevMailboxAttachment),
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

export const ZDevMailboxAttachmentParams = z.object({
  messageId: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0).max(99),
});

/** GET /api/dev/mailbox/:messageId/attachments/:index: outside production only, one attachment's file. */
export const devMailboxAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mailbox/:messageId/attachments/:index',
  tags: ['dev'],
  summary: 'Development only: a file attached to an outbox message',
  params: ZDevMailboxAttachmentParams,
  produces: 'the file',
});
