import { devMailboxAttachmentEndpoint, endpointPath, type TDevMailboxMessage } from '@seller-tools/contract';
import { desc, eq, sql } from 'drizzle-orm';
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
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        created_at: row.createdAt.toISOString(),
        // The files a scheduled report attaches: listed by name, type and size, each a link to its bytes.
        attachments: (row.attachments ?? []).map((file, index) => ({
          filename: file.filename,
          content_type: file.contentType,
          size: Buffer.byteLength(file.contentBase64, 'base64'),
          url: endpointPath(devMailboxAttachmentEndpoint, { messageId: row.id, index }),
        })),
      }));
    },

    /** One attachment's file, as it went out with the message; null when there is no such file. */
    async attachment(
      messageId: number,
      index: number,
    ): Promise<{ body: Buffer; type: string; filename: string } | null> {
      const [row] = await deps.db
        .select({ attachments: emailOutbox.attachments })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, messageId));
      const file = row?.attachments?.[index];
      if (!file) return null;
      return {
        body: Buffer.from(file.contentBase64, 'base64'),
        type: file.contentType,
        // The header's quoted name: nothing that could end the quote or the header.
        filename: file.filename.replace(/[^\w.-]/g, '_'),
      };
    },
  };
}
