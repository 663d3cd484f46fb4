import type { TDevMailboxMessage } from '@seller-tools/contract';
import { desc, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

const MAX_MESSAGES = 50;

export type TDevMailboxService = ReturnType<typeof createDevMailboxService>;

/** Reads the outbox for one address, newest first: how development and e2e read verification codes. */
export function createDevMailboxService(deps: { db: TDb }) {
  return {
    async list(to: string): Promise<TDevMailboxMessage[]> {
      const rows = await deps.db
        .select()
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.to}) = ${to.toLowerCase()}`)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(MAX_MESSAGES);
      return rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}
