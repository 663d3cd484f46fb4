import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { createUnsubscribeTokens } from '../lib/unsubscribe-tokens.ts';
import { createMailer } from '../mail/mailer.ts';
import { createCampaignService } from '../modules/email-campaign/campaigns.service.ts';
import { runCampaignSend, type TSendOptions } from '../modules/email-campaign/send.ts';
import type { TQueue } from '../queue/queue.ts';

// Email campaign helpers for the send bench (issue 24): a bulk-inserted audience and a campaign sent
// through the real batches into the outbox.

/** `count` verified users of one company subscribed to the general newsletter, in one statement. */
export async function seedNewsletterAudience(db: TDb, companyId: string, count: number): Promise<void> {
  await db.execute(sql`insert into users (company_id, email, user_name, name, password_hash, email_verified_at, marketing)
    select ${companyId}::uuid, 'reader' || g || '@bench.test', 'reader' || g, 'Reader ' || g, 'x', now(),
      '{"general_newsletter_email":true,"new_feature_guide_email":false,"recent_update_email":false}'::jsonb
    from generate_series(1, ${count}::int) g`);
}

/** A campaign to the general newsletter, started and sent to the end; answers the mails written. */
export async function sendNewsletterCampaign(db: TDb, options: TSendOptions): Promise<number> {
  const deps = {
    db,
    clock: systemClock,
    mailer: createMailer({ db, from: 'bench@seller-tools.local', logger: createLogger('silent') }),
    unsubscribeTokens: createUnsubscribeTokens(Buffer.alloc(32, 7)),
    publicUrl: 'https://app.example',
    // Nothing is queued: the bench runs the send itself.
    queue: { send: async () => null } as unknown as TQueue,
  };
  const service = createCampaignService(deps);
  const campaign = await service.create(null, { subject: 'Bench newsletter' });
  await service.startSending(campaign.id);
  const run = await runCampaignSend(deps, campaign.id, options);
  return run.sent + run.bounced;
}
