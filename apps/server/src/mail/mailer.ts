import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TDb, TDbOrTx } from '../db/client.ts';
import { emailOutbox, type TOutboxAttachment } from '../db/schema/index.ts';
import type { TLogger } from '../lib/logger.ts';

export type TMailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a campaign's List-Unsubscribe pair), kept on the outbox row too. */
  headers?: Record<string, string>;
  /** Files attached (a scheduled report's CSV or XLSX); kept on the outbox row, base64. */
  attachments?: TMailAttachment[];
};
export type TMailAttachment = { filename: string; contentType: string; content: string | Buffer };
export type TMailStatus = 'outbox' | 'sent' | 'failed';
export type TMailer = {
  send(message: TMailMessage): Promise<{ id: number; status: TMailStatus }>;
  /**
   * Writes the message to the outbox through `db`, a transaction when the mail belongs to a change: the
   * row then commits, or rolls back, with it. Call deliver once the transaction has committed.
   */
  queue(message: TMailMessage, db: TDbOrTx): Promise<number>;
  /** queue for many messages in one statement (a campaign batch); their ids in the same order. */
  queueMany?(messages: readonly TMailMessage[], db: TDbOrTx): Promise<number[]>;
  /** Sends a queued message over SMTP when SMTP_URL is set (otherwise it stays in the outbox). */
  deliver(id: number, message: TMailMessage): Promise<TMailStatus>;
};

/**
 * Writes every message to the outbox table, then delivers it over SMTP when SMTP_URL is set. Without SMTP
 * the row stays in the outbox, which is how development and tests read verification codes.
 */
export function createMailer(deps: {
  db: TDb;
  smtpUrl?: string | undefined;
  from: string;
  logger: TLogger;
}): TMailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;

  /** The outbox row's columns of a message: attachments as base64, so the row alone can be delivered. */
  function rowOf(m: TMailMessage) {
    const { attachments, ...rest } = m;
    return {
      ...rest,
      html: m.html ?? null,
      headers: m.headers ?? null,
      attachments: attachments?.length ? attachments.map(outboxAttachment) : null,
      status: 'outbox' as const,
    };
  }

  async function queue(message: TMailMessage, db: TDbOrTx): Promise<number> {
    const [row] = await db.insert(emailOutbox).values(rowOf(message)).returning({ id: emailOutbox.id });
    if (!row) throw new Error('outbox insert returned no row');
    return row.id;
  }

  async function queueMany(messages: readonly TMailMessage[], db: TDbOrTx): Promise<number[]> {
    if (messages.length === 0) return [];
    const rows = await db.insert(emailOutbox).values(messages.map(rowOf)).returning({ id: emailOutbox.id });
    // Postgres returns the rows of a multi-row VALUES insert in its order.
    return rows.map((r) => r.id);
  }

  async function deliver(id: number, message: TMailMessage): Promise<TMailStatus> {
    if (!transport) return 'outbox';
    try {
      await transport.sendMail({ from: deps.from, ...message });
      await deps.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(emailOutbox.id, id));
      return 'sent';
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      deps.logger.error({ err, to: message.to }, 'mail delivery failed');
      await deps.db.update(emailOutbox).set({ status: 'failed', error }).where(eq(emailOutbox.id, id));
      return 'failed';
    }
  }

  return {
    queue,
    queueMany,
    deliver,
    async send(message) {
      const id = await queue(message, deps.db);
      return { id, status: await deliver(id, message) };
    },
  };
}

function outboxAttachment(a: TMailAttachment): TOutboxAttachment {
  const content = typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content;
  return { filename: a.filename, contentType: a.contentType, contentBase64: content.toString('base64') };
}
