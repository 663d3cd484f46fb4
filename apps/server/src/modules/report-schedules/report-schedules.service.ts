import {
  REPORT_SCHEDULE_MESSAGES,
  REPORT_SCHEDULES_PER_USER_MAX,
  type TReportSchedule,
  type ZReportScheduleRequest,
} from '@seller-tools/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { reportSchedules, users } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { storeRecipients } from './recipients.ts';

type TRequest = z.output<typeof ZReportScheduleRequest>;
type TRow = typeof reportSchedules.$inferSelect;
/** Who asks: the signed-in user and the company they act for (the routes checked the store already). */
export type TScheduleActor = { userId: string; companyId: string };

const notFound = () => failure('not-found', REPORT_SCHEDULE_MESSAGES.notFound);

// A user's scheduled report emails (issue 25). Each is the caller's own: another user's, or another
// company's, answers the same 404. Recipients are checked against the store's access policy here, and
// again by the job at every send.
export function createReportSchedulesService(deps: { db: TDb; clock: TClock }) {
  const { db } = deps;

  async function present(rows: TRow[]): Promise<TReportSchedule[]> {
    const ids = [...new Set(rows.flatMap((r) => r.recipientIds))];
    const people = ids.length
      ? await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    return rows.map((r) => ({
      id: r.id,
      channel_id: r.channelId,
      report: r.report,
      frequency: r.frequency,
      weekday: r.weekday,
      month_day: r.monthDay,
      send_hour: r.sendHour,
      time_zone: r.timeZone,
      format: r.format,
      recipients: r.recipientIds.flatMap((id) => byId.get(id) ?? []),
      enabled: r.enabled,
      paused_reason: r.pausedReason,
      last_period_from: r.lastPeriodFrom,
      last_sent_at: r.lastSentAt?.toISOString() ?? null,
    }));
  }

  /** The request's recipients (the caller when none), each a user of the company who may see the store. */
  async function recipientsOf(actor: TScheduleActor, body: TRequest): Promise<Outcome<string[]>> {
    const ids = [...new Set(body.recipient_ids.length ? body.recipient_ids : [actor.userId])];
    const allowed = await storeRecipients(db, actor.companyId, body.channel_id, ids);
    if (allowed.length !== ids.length)
      return failure('invalid', REPORT_SCHEDULE_MESSAGES.recipientNotAllowed);
    return success(ids);
  }

  function columns(body: TRequest, recipientIds: string[]) {
    return {
      channelId: body.channel_id,
      report: body.report,
      frequency: body.frequency,
      // Only the field the frequency uses is kept.
      weekday: body.frequency === 'weekly' ? body.weekday : null,
      monthDay: body.frequency === 'monthly' ? body.month_day : null,
      sendHour: body.send_hour,
      timeZone: body.time_zone,
      format: body.format,
      recipientIds,
      enabled: body.enabled,
      // Saving (re-enabling) a schedule clears the reason the job paused it; the job checks access again.
      pausedReason: null,
    };
  }

  const own = (actor: TScheduleActor, id: string) =>
    and(
      eq(reportSchedules.id, id),
      eq(reportSchedules.companyId, actor.companyId),
      eq(reportSchedules.userId, actor.userId),
    );

  return {
    async list(actor: TScheduleActor): Promise<TReportSchedule[]> {
      const rows = await db
        .select()
        .from(reportSchedules)
        .where(and(eq(reportSchedules.companyId, actor.companyId), eq(reportSchedules.userId, actor.userId)))
        .orderBy(asc(reportSchedules.createdAt), asc(reportSchedules.id));
      return present(rows);
    },

    recipients: (actor: TScheduleActor, channelId: string) => storeRecipients(db, actor.companyId, channelId),

    async create(actor: TScheduleActor, body: TRequest): Promise<Outcome<TReportSchedule>> {
      const recipients = await recipientsOf(actor, body);
      if (!recipients.ok) return recipients;
      const [mine] = await db
        .select({ n: count() })
        .from(reportSchedules)
        .where(and(eq(reportSchedules.companyId, actor.companyId), eq(reportSchedules.userId, actor.userId)));
      if ((mine?.n ?? 0) >= REPORT_SCHEDULES_PER_USER_MAX)
        return failure('conflict', REPORT_SCHEDULE_MESSAGES.tooMany);
      const now = deps.clock.now();
      const rows = await db
        .insert(reportSchedules)
        .values({
          ...columns(body, recipients.value),
          companyId: actor.companyId,
          userId: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return success((await present(rows))[0] as TReportSchedule);
    },

    async update(actor: TScheduleActor, id: string, body: TRequest): Promise<Outcome<TReportSchedule>> {
      const [existing] = await db
        .select({ id: reportSchedules.id })
        .from(reportSchedules)
        .where(own(actor, id));
      if (!existing) return notFound();
      const recipients = await recipientsOf(actor, body);
      if (!recipients.ok) return recipients;
      const rows = await db
        .update(reportSchedules)
        .set({ ...columns(body, recipients.value), updatedAt: deps.clock.now() })
        .where(own(actor, id))
        .returning();
      const [row] = await present(rows);
      return row ? success(row) : notFound();
    },

    async remove(actor: TScheduleActor, id: string): Promise<Outcome<{ id: string }>> {
      const rows = await db
        .delete(reportSchedules)
        .where(own(actor, id))
        .returning({ id: reportSchedules.id });
      return rows[0] ? success(rows[0]) : notFound();
    },
  };
}
