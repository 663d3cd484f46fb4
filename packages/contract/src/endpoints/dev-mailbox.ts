import { z } from 'zod';

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
export const ZDevMailboxResponse = z.object({ error: z.literal(false), data: z.array(ZDevMailboxMessage) });
