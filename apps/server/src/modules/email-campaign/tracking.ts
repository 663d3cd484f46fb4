import { CAMPAIGN_LIST_LABELS, type TCampaignList, type TMarketingPreferences } from '@seller-tools/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { emailCampaignRecipients, emailCampaigns, users } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { html } from '../../lib/html-template.ts';
import type { TUnsubscribeTokens } from '../../lib/unsubscribe-tokens.ts';

// The links in a sent campaign, each carrying the recipient's signed token: unsubscribe (turns that one
// list off in users.marketing, the same flags Settings → Notification and the preference modal write,
// and records unsubscribe_req_date once every list is off), the open pixel and the click redirect.

type TDeps = { db: TDb; clock: TClock; unsubscribeTokens: TUnsubscribeTokens };

const r = emailCampaignRecipients;

async function recipientOf(deps: TDeps, token: string) {
  const id = deps.unsubscribeTokens.verifyRecipient(token);
  if (!id) return null;
  const [row] = await deps.db
    .select({ id: r.id, userId: r.userId, email: r.email, list: emailCampaigns.list })
    .from(r)
    .innerJoin(emailCampaigns, eq(emailCampaigns.id, r.campaignId))
    .where(eq(r.id, id));
  return row ?? null;
}

export function createCampaignTracking(deps: TDeps) {
  return {
    /** The confirmation page's subject, or null for a bad link. */
    async describe(token: string): Promise<{ email: string; list: TCampaignList } | null> {
      return recipientOf(deps, token);
    },

    async unsubscribe(token: string): Promise<{ email: string; list: TCampaignList } | null> {
      const recipient = await recipientOf(deps, token);
      if (!recipient) return null;
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const [user] = await tx
          .select({ marketing: users.marketing })
          .from(users)
          .where(eq(users.id, recipient.userId))
          .for('update');
        const marketing: TMarketingPreferences = {
          general_newsletter_email: false,
          new_feature_guide_email: false,
          recent_update_email: false,
          ...(user?.marketing ?? {}),
          [recipient.list]: false,
        };
        const anyOn = Object.values(marketing).some(Boolean);
        await tx
          .update(users)
          .set({ marketing, ...(anyOn ? {} : { unsubscribeReqDate: now }), updatedAt: now })
          .where(eq(users.id, recipient.userId));
        await tx
          .update(r)
          .set({ unsubscribedAt: now })
          .where(and(eq(r.id, recipient.id), isNull(r.unsubscribedAt)));
      });
      return recipient;
    },

    async opened(token: string): Promise<void> {
      const id = deps.unsubscribeTokens.verifyRecipient(token);
      if (!id) return;
      await deps.db
        .update(r)
        .set({ openedAt: deps.clock.now() })
        .where(and(eq(r.id, id), isNull(r.openedAt)));
    },

    /** The link to redirect to when the signature holds (a click counts as an open too), else null. */
    async clicked(token: string, url: string, signature: string): Promise<string | null> {
      const id = deps.unsubscribeTokens.verifyRecipient(token);
      if (!id || !deps.unsubscribeTokens.verifyLink(id, url, signature)) return null;
      const now = deps.clock.now();
      await deps.db
        .update(r)
        .set({
          clickedAt: sql`coalesce(${r.clickedAt}, ${now.toISOString()}::timestamptz)`,
          openedAt: sql`coalesce(${r.openedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(r.id, id));
      return url;
    },
  };
}

/** The unsubscribe pages: a confirmation with one POST button, the result, or a bad link. */
export function campaignUnsubscribePage(
  input:
    | { state: 'invalid' }
    | { state: 'confirm' | 'done'; list: TCampaignList; email: string; token: string },
): string {
  const body =
    input.state === 'invalid'
      ? html`<h1>This unsubscribe link is not valid.</h1><p>Change your email settings in Seller Tools under Settings → Notification.</p>`
      : input.state === 'confirm'
        ? html`<h1>Unsubscribe ${input.email} from ${CAMPAIGN_LIST_LABELS[input.list]}?</h1><form method="post" action="/email/campaign/unsubscribe?t=${encodeURIComponent(input.token)}"><button type="submit">Unsubscribe</button></form>`
        : html`<h1>You are unsubscribed.</h1><p>${input.email} will no longer receive ${CAMPAIGN_LIST_LABELS[input.list]} emails. You can turn them back on under Settings → Notification.</p>`;
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Email settings | Seller Tools</title></head><body><main>${body}</main></body></html>`.toString();
}
