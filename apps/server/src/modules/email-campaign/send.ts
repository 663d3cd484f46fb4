import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { emailCampaignRecipients, emailCampaigns, users } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TUnsubscribeTokens } from '../../lib/unsubscribe-tokens.ts';
import type { TMailer, TMailMessage } from '../../mail/mailer.ts';
import { recipientMail } from './recipient-mail.ts';

// Sending a campaign, exactly once per recipient even across restarts: each batch locks queued recipients
// (SKIP LOCKED, so two workers never take the same one), writes their outbox rows and marks them sent in
// ONE transaction; a process killed mid-batch rolls the whole batch back, and the next run carries on
// with the recipients still queued. SMTP delivery comes after the commit: a delivery error marks the
// recipient bounced with the SMTP answer.

export type TSendDeps = {
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  unsubscribeTokens: TUnsubscribeTokens;
  publicUrl: string;
};

export type TSendOptions = {
  batchSize: number;
  /** Mails per second at most. */
  ratePerSecond: number;
  /** Stop after this long (ms) and let the next job carry on. */
  budgetMs: number;
  /** Tests: stop after this many batches, as a killed process would. */
  maxBatches?: number;
  sleep?: (ms: number) => Promise<void>;
};

export type TSendRun = { sent: number; bounced: number; more: boolean };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function sequential<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await run(item));
  return out;
}

/** One batch: answers how many were mailed, or null when the campaign is no longer sending. */
export async function sendBatch(
  deps: TSendDeps,
  campaignId: string,
  batchSize: number,
): Promise<{ sent: number; bounced: number; remaining: boolean } | null> {
  const r = emailCampaignRecipients;
  const prepared = await deps.db.transaction(async (tx) => {
    // The campaign row locked in share mode: a cancel waits for the batch, and a cancelled one sends nothing.
    const [campaign] = await tx
      .select()
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId))
      .for('share');
    if (campaign?.state !== 'sending') return null;
    const batch = await tx
      .select({ id: r.id, email: r.email, userId: r.userId })
      .from(r)
      .where(and(eq(r.campaignId, campaignId), eq(r.status, 'queued')))
      .orderBy(r.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const now = deps.clock.now();
    // Whoever unsubscribed (or was deleted) since the audience was frozen is skipped, not mailed.
    const stillSubscribed =
      batch.length === 0
        ? new Set<string>()
        : new Set(
            (
              await tx
                .select({ id: users.id })
                .from(users)
                .where(
                  and(
                    inArray(
                      users.id,
                      batch.map((b) => b.userId),
                    ),
                    isNull(users.deletedAt),
                    sql`coalesce((${users.marketing} ->> ${campaign.list})::boolean, false)`,
                  ),
                )
            ).map((u) => u.id),
          );
    const skipped = batch.filter((b) => !stillSubscribed.has(b.userId)).map((b) => b.id);
    if (skipped.length > 0) await tx.update(r).set({ status: 'skipped' }).where(inArray(r.id, skipped));
    const messages = batch
      .filter((b) => stillSubscribed.has(b.userId))
      .map((recipient) => ({
        recipientId: recipient.id,
        message: { ...recipientMail(deps, campaign, recipient.id), to: recipient.email } as TMailMessage,
      }));
    const { mailer } = deps;
    const ids = mailer.queueMany
      ? await mailer.queueMany(
          messages.map((m) => m.message),
          tx,
        )
      : await sequential(messages, (m) => mailer.queue(m.message, tx));
    const mails = messages.map((m, i) => ({ ...m, outboxId: ids[i] ?? 0 }));
    if (mails.length > 0) {
      await tx.execute(sql`update email_campaign_recipients as r set status = 'sent', sent_at = ${now.toISOString()}::timestamptz, message_id = v.outbox_id
        from (values ${sql.join(
          mails.map((m) => sql`(${m.recipientId}::uuid, ${String(m.outboxId)})`),
          sql`, `,
        )}) as v(id, outbox_id) where r.id = v.id`);
    }
    return { mails, skipped: skipped.length };
  });
  if (prepared === null) return null;
  let bounced = 0;
  for (const mail of prepared.mails) {
    if ((await deps.mailer.deliver(mail.outboxId, mail.message)) === 'failed') {
      bounced += 1;
      const [row] = await deps.db
        .execute<{ error: string | null }>(sql`select error from email_outbox where id = ${mail.outboxId}`)
        .then((res) => res.rows);
      await deps.db
        .update(r)
        .set({ status: 'bounced', error: row?.error ?? 'SMTP delivery failed' })
        .where(eq(r.id, mail.recipientId));
    }
  }
  const [left] = await deps.db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.campaignId, campaignId), eq(r.status, 'queued')))
    .limit(1);
  return { sent: prepared.mails.length - bounced, bounced, remaining: left !== undefined };
}

/** Batches at the configured rate until done, the budget ends, or the campaign is cancelled. */
export async function runCampaignSend(
  deps: TSendDeps,
  campaignId: string,
  options: TSendOptions,
): Promise<TSendRun> {
  const sleep = options.sleep ?? defaultSleep;
  const started = Date.now();
  const run: TSendRun = { sent: 0, bounced: 0, more: false };
  for (let batches = 0; ; batches += 1) {
    if (options.maxBatches !== undefined && batches >= options.maxBatches) return { ...run, more: true };
    if (Date.now() - started >= options.budgetMs) return { ...run, more: true };
    const batchStarted = Date.now();
    const result = await sendBatch(deps, campaignId, options.batchSize);
    if (result === null) return run;
    run.sent += result.sent;
    run.bounced += result.bounced;
    if (!result.remaining) {
      const now = deps.clock.now();
      await deps.db
        .update(emailCampaigns)
        .set({ state: 'sent', sentAt: now, updatedAt: now })
        .where(and(eq(emailCampaigns.id, campaignId), inArray(emailCampaigns.state, ['sending'])));
      return run;
    }
    // The rate: a batch of N mails takes at least N / rate seconds.
    const minMs = ((result.sent + result.bounced) / options.ratePerSecond) * 1000;
    const waitMs = minMs - (Date.now() - batchStarted);
    if (waitMs > 0) await sleep(waitMs);
  }
}
