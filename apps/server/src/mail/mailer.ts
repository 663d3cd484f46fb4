import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TDb } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import type { TLogger } from '../lib/logger.ts';

export type TMailMessage = { to: string; subject: string; text: string; html?: string };
export type TMailer = {
  send(message: TMailMessage): Promise<{ id: number; status: 'outbox' | 'sent' | 'failed' }>;
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
  return {
    async send(message) {
      const [row] = await deps.db
        .insert(emailOutbox)
        .values({ ...message, html: message.html ?? null, status: 'outbox' })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      if (!transport) return { id: row.id, status: 'outbox' };
      try {
        await transport.sendMail({ from: deps.from, ...message });
        await deps.db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(emailOutbox.id, row.id));
        return { id: row.id, status: 'sent' };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        deps.logger.error({ err, to: message.to }, 'mail delivery failed');
        await deps.db.update(emailOutbox).set({ status: 'failed', error }).where(eq(emailOutbox.id, row.id));
        return { id: row.id, status: 'failed' };
      }
    },
  };
}
