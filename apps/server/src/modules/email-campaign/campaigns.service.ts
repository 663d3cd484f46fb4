import {
  CAMPAIGN_MESSAGES,
  defaultCampaignContent,
  type TCampaign,
  type TCampaignContent,
  type TCampaignCounts,
} from '@seller-tools/contract';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { emailCampaignRecipients, emailCampaigns, users } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import type { TClock } from '../../lib/clock.ts';
import { firstOrNotFound } from '../../lib/first-or-not-found.ts';
import { AppError } from '../../lib/outcome.ts';
import type { TUnsubscribeTokens } from '../../lib/unsubscribe-tokens.ts';
import type { TMailer } from '../../mail/mailer.ts';
import type { TQueue } from '../../queue/queue.ts';
import { countAudience, freezeRecipients } from './audience.ts';
import { recipientMail } from './recipient-mail.ts';
import { renderCampaignHtml } from './render.ts';

// Campaign drafts, scheduling and the start of a send (issue 24). Staff only: the routes let super-admins
// in. Sending itself is send.ts, run by the campaign-send job.

export type TCampaignDeps = {
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  unsubscribeTokens: TUnsubscribeTokens;
  publicUrl: string;
  queue: TQueue;
};
type TRow = typeof emailCampaigns.$inferSelect;
const EDITABLE = ['draft', 'scheduled'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function contentOf(row: TRow): TCampaignContent {
  return {
    name: row.name,
    list: row.list,
    filters: row.filters,
    subject: row.subject,
    preheader: row.preheader,
    blocks: row.blocks,
    track_opens: row.trackOpens,
    track_clicks: row.trackClicks,
  };
}

/** The recipients' counts per campaign. */
async function countsOf(
  db: TDb,
  ids: readonly string[],
): Promise<Map<string, Omit<TCampaignCounts, 'audience'> & { total: number }>> {
  if (ids.length === 0) return new Map();
  const r = emailCampaignRecipients;
  const rows = await db
    .select({
      id: r.campaignId,
      total: sql<number>`count(*)::int`,
      sent: sql<number>`count(*) filter (where ${r.status} in ('sent', 'bounced'))::int`,
      delivered: sql<number>`count(*) filter (where ${r.status} = 'sent')::int`,
      bounced: sql<number>`count(*) filter (where ${r.status} = 'bounced')::int`,
      opened: sql<number>`count(${r.openedAt})::int`,
      clicked: sql<number>`count(${r.clickedAt})::int`,
      unsubscribed: sql<number>`count(${r.unsubscribedAt})::int`,
    })
    .from(r)
    .where(inArray(r.campaignId, [...ids]))
    .groupBy(r.campaignId);
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

export function createCampaignService(deps: TCampaignDeps) {
  const { db, clock } = deps;

  function load(id: string): Promise<TRow> {
    return firstOrNotFound(
      db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)),
      CAMPAIGN_MESSAGES.notFound,
    );
  }

  async function present(rows: TRow[]): Promise<TCampaign[]> {
    const counts = await countsOf(
      db,
      rows.map((r) => r.id),
    );
    const now = clock.now();
    return Promise.all(
      rows.map(async (row) => {
        const c = counts.get(row.id);
        // Before sending starts the audience is live; from then on it is the frozen recipients.
        const audience =
          row.state === 'draft' || row.state === 'scheduled'
            ? await countAudience(db, row.list, row.filters, now)
            : (c?.total ?? 0);
        return {
          ...contentOf(row),
          id: row.id,
          state: row.state,
          scheduled_at: iso(row.scheduledAt),
          time_zone: row.timeZone,
          sent_at: iso(row.sentAt),
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
          counts: {
            audience,
            sent: c?.sent ?? 0,
            delivered: c?.delivered ?? 0,
            opened: c?.opened ?? 0,
            clicked: c?.clicked ?? 0,
            unsubscribed: c?.unsubscribed ?? 0,
            bounced: c?.bounced ?? 0,
          },
        };
      }),
    );
  }

  async function one(id: string): Promise<TCampaign> {
    const [campaign] = await present([await load(id)]);
    if (!campaign) throw new AppError('not-found', CAMPAIGN_MESSAGES.notFound);
    return campaign;
  }

  /** Moves a draft or scheduled campaign to sending: its HTML and recipients frozen in one transaction. */
  async function startSending(id: string): Promise<boolean> {
    const row = await load(id);
    const html = await renderCampaignHtml(row);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const moved = await tx
        .update(emailCampaigns)
        .set({ state: 'sending', html, sendingStartedAt: now, updatedAt: now })
        .where(and(eq(emailCampaigns.id, id), inArray(emailCampaigns.state, [...EDITABLE])))
        .returning({ id: emailCampaigns.id });
      if (moved.length === 0) return false;
      await freezeRecipients(tx, row, now);
      return true;
    });
  }

  const queueSend = (campaignId: string) => enqueue(deps.queue, 'campaign-send', { campaignId });

  return {
    one,
    startSending,

    async list(): Promise<TCampaign[]> {
      return present(await db.select().from(emailCampaigns).orderBy(desc(emailCampaigns.createdAt)));
    },

    async create(actorId: string | null, content: Partial<TCampaignContent>): Promise<TCampaign> {
      const [row] = await db
        .insert(emailCampaigns)
        .values({ ...columnsOfFull({ ...defaultCampaignContent(), ...content }), createdBy: actorId })
        .returning();
      if (!row) throw new Error('campaign insert returned no row');
      return one(row.id);
    },

    async update(id: string, content: TCampaignContent): Promise<TCampaign> {
      const updated = await db
        .update(emailCampaigns)
        .set({ ...columnsOfFull(content), updatedAt: clock.now() })
        .where(and(eq(emailCampaigns.id, id), inArray(emailCampaigns.state, [...EDITABLE])))
        .returning({ id: emailCampaigns.id });
      if (updated.length === 0) {
        await load(id);
        throw new AppError('conflict', CAMPAIGN_MESSAGES.notDraft);
      }
      return one(id);
    },

    async remove(id: string): Promise<void> {
      const deleted = await db
        .delete(emailCampaigns)
        .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.state, 'draft')))
        .returning({ id: emailCampaigns.id });
      if (deleted.length === 0) {
        await load(id);
        throw new AppError('conflict', CAMPAIGN_MESSAGES.deleteDraftOnly);
      }
    },

    async duplicate(actorId: string, id: string): Promise<TCampaign> {
      const row = await load(id);
      const content = contentOf(row);
      const [copy] = await db
        .insert(emailCampaigns)
        .values({ ...columnsOfFull({ ...content, name: `${content.name} (copy)` }), createdBy: actorId })
        .returning({ id: emailCampaigns.id });
      if (!copy) throw new Error('campaign insert returned no row');
      return one(copy.id);
    },

    /** Stops a scheduled or sending campaign: the send job finds it cancelled before its next batch. */
    async cancel(id: string): Promise<TCampaign> {
      const moved = await db
        .update(emailCampaigns)
        .set({ state: 'cancelled', updatedAt: clock.now() })
        .where(and(eq(emailCampaigns.id, id), inArray(emailCampaigns.state, ['scheduled', 'sending'])))
        .returning({ id: emailCampaigns.id });
      if (moved.length === 0) {
        await load(id);
        throw new AppError('conflict', CAMPAIGN_MESSAGES.cannotCancel);
      }
      return one(id);
    },

    /**
     * Schedules the campaign at a moment (chosen in the sender's time zone), or starts it now. Answers
     * whether sending started (the caller then queues the send job).
     */
    async schedule(
      id: string,
      input: { scheduled_at: string | null; time_zone: string },
    ): Promise<{ campaign: TCampaign; started: boolean }> {
      const row = await load(id);
      if (!EDITABLE.includes(row.state as (typeof EDITABLE)[number])) {
        throw new AppError('conflict', CAMPAIGN_MESSAGES.notDraft);
      }
      if (!row.subject.trim()) throw new AppError('invalid', CAMPAIGN_MESSAGES.subjectRequired);
      if (row.blocks.length === 0) throw new AppError('invalid', CAMPAIGN_MESSAGES.blocksRequired);
      const now = clock.now();
      if ((await countAudience(db, row.list, row.filters, now)) === 0) {
        throw new AppError('invalid', CAMPAIGN_MESSAGES.emptyAudience);
      }
      const at = input.scheduled_at ? new Date(input.scheduled_at) : null;
      if (at && at.getTime() <= now.getTime() - 60_000) {
        throw new AppError('invalid', CAMPAIGN_MESSAGES.scheduleInPast);
      }
      await db
        .update(emailCampaigns)
        .set({ state: 'scheduled', scheduledAt: at ?? now, timeZone: input.time_zone, updatedAt: now })
        .where(eq(emailCampaigns.id, id));
      const started = !at || at.getTime() <= now.getTime() ? await startSending(id) : false;
      if (started) await queueSend(id);
      return { campaign: await one(id), started };
    },

    /** Scheduled campaigns whose time has come start, and each gets its send job. */
    async startDue(): Promise<string[]> {
      const due = await db
        .select({ id: emailCampaigns.id })
        .from(emailCampaigns)
        .where(and(eq(emailCampaigns.state, 'scheduled'), lte(emailCampaigns.scheduledAt, clock.now())));
      const started: string[] = [];
      for (const { id } of due) if (await startSending(id)) started.push(id);
      const sending = await db
        .select({ id: emailCampaigns.id })
        .from(emailCampaigns)
        .where(eq(emailCampaigns.state, 'sending'));
      // A campaign left sending (a stopped server) gets its job again; the job's queue keeps one per id.
      const ids = [...new Set([...started, ...sending.map((s) => s.id)])];
      for (const campaignId of ids) await queueSend(campaignId);
      return ids;
    },

    /** The campaign to the caller alone, marked as a test; nothing is recorded as sent. */
    async testSend(actorId: string, id: string): Promise<string> {
      const row = await load(id);
      const me = await firstOrNotFound(
        db.select({ email: users.email }).from(users).where(eq(users.id, actorId)),
        CAMPAIGN_MESSAGES.notFound,
      );
      const html = await renderCampaignHtml(row);
      const mail = recipientMail(deps, { ...row, html }, null);
      await deps.mailer.send({ ...mail, to: me.email, subject: `[Test] ${mail.subject}` });
      return me.email;
    },
  };
}

function columnsOfFull(content: TCampaignContent) {
  return {
    name: content.name || 'Untitled campaign',
    list: content.list,
    filters: content.filters,
    subject: content.subject,
    preheader: content.preheader,
    blocks: content.blocks,
    trackOpens: content.track_opens,
    trackClicks: content.track_clicks,
  };
}

export type TCampaignService = ReturnType<typeof createCampaignService>;
