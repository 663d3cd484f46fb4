import {
  DEFAULT_NOTIFICATION_TIMEZONE,
  DEFAULT_SUMMARY_HOUR,
  REVIEW_ROUTES,
  type TViolationEventType,
  VIOLATION_RECOMMENDED_ACTIONS,
  VIOLATION_TYPE_LABELS,
} from '@seller-tools/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  notificationSettings,
  users,
  violationEvents,
  violationNotifications,
} from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { html } from '../../lib/html-template.ts';
import { localTime } from '../../lib/local-time.ts';
import { claimNotification } from '../../lib/notification-claims.ts';
import { layoutMail } from '../../mail/mail-layout.ts';
import type { TMailer } from '../../mail/mailer.ts';

// Violation alert mail (issue 22): the notices detect.ts wrote go out once each, by the delivery the
// user chose: `immediate` right after the sync that raised them, `daily` in the next daily summary, which
// goes out at the hour the user chose for their daily summaries in their own time zone (as the review
// line's does; the job runs hourly). `emailed_at` is claimed in the same transaction that picks the
// notices, so two runs never mail one twice; the summary is also keyed in notifications_sent by the
// user's local date, so nobody gets two summaries in one day (a retry, a changed time zone).

export type TAlertMailDeps = { db: TDb; clock: TClock; mailer: TMailer; publicUrl: string };
type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const SUMMARY_KIND = 'violation_summary';

/**
 * Of `userIds`, those whose summary hour it is now in their time zone and who had no violation summary
 * yet on that local date; claims the date for each of them.
 */
async function claimDueSummaries(tx: TTx, userIds: string[], now: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .select({
      userId: users.id,
      userZone: users.ppcTimezone,
      zone: notificationSettings.timezone,
      hour: notificationSettings.summaryHour,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(inArray(users.id, userIds));
  const claimed = new Set<string>();
  for (const row of rows) {
    const local = localTime(now, row.zone ?? (row.userZone || DEFAULT_NOTIFICATION_TIMEZONE));
    if (local.hour !== (row.hour ?? DEFAULT_SUMMARY_HOUR)) continue;
    if (await claimNotification(tx, now, { userId: row.userId, kind: SUMMARY_KIND, key: local.date }))
      claimed.add(row.userId);
  }
  return claimed;
}

type TPending = {
  userId: string;
  email: string;
  kind: 'raised' | 'resolved';
  type: TViolationEventType;
  summary: string;
  eventId: string;
};

/** Claims the unsent notices of `delivery` and mails each user one message with all of theirs. */
export async function sendViolationAlerts(
  deps: TAlertMailDeps,
  delivery: 'immediate' | 'daily',
): Promise<number> {
  const now = deps.clock.now();
  const pending: TPending[] = await deps.db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: violationNotifications.id,
        userId: violationNotifications.userId,
        email: users.email,
        kind: violationNotifications.kind,
        type: violationEvents.type,
        summary: violationEvents.summary,
        eventId: violationEvents.id,
      })
      .from(violationNotifications)
      .innerJoin(violationEvents, eq(violationEvents.id, violationNotifications.eventId))
      .innerJoin(users, eq(users.id, violationNotifications.userId))
      .where(and(eq(violationNotifications.delivery, delivery), isNull(violationNotifications.emailedAt)))
      .orderBy(asc(violationNotifications.createdAt))
      .for('update', { of: violationNotifications, skipLocked: true });
    const due =
      delivery === 'daily'
        ? await claimDueSummaries(tx, [...new Set(locked.map((r) => r.userId))], now)
        : null;
    const rows = due ? locked.filter((r) => due.has(r.userId)) : locked;
    if (rows.length === 0) return [];
    await tx
      .update(violationNotifications)
      .set({ emailedAt: now })
      .where(
        inArray(
          violationNotifications.id,
          rows.map((r) => r.id),
        ),
      );
    return rows;
  });
  const byUser = new Map<string, TPending[]>();
  for (const p of pending) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
  for (const list of byUser.values()) await deps.mailer.send(alertMail(deps.publicUrl, list, delivery));
  return byUser.size;
}

export function alertMail(publicUrl: string, list: TPending[], delivery: 'immediate' | 'daily') {
  const first = list[0] as TPending;
  const appUrl = `${publicUrl}${REVIEW_ROUTES.violation}`;
  const settingsUrl = `${appUrl}?tab=alerts`;
  const label = (p: TPending) =>
    `${p.kind === 'resolved' ? 'Resolved: ' : ''}${VIOLATION_TYPE_LABELS[p.type]}`;
  const subject =
    delivery === 'daily'
      ? `Violation summary: ${list.length} update${list.length === 1 ? '' : 's'}`
      : list.length === 1
        ? `${label(first)}: ${first.summary}`
        : `${list.length} violation alerts: ${label(first)} and more`;
  const why = 'You get this because of your Violation alert settings.';
  const lines = list.flatMap((p) => [
    `${label(p)} — ${p.summary}`,
    ...(p.kind === 'raised' ? [`What to do: ${VIOLATION_RECOMMENDED_ACTIONS[p.type]}`] : []),
    `${appUrl}?event=${p.eventId}`,
    '',
  ]);
  const body = html`${list.map(
    (p) =>
      html`<p style="margin:0 0 12px"><strong>${label(p)}</strong> — ${p.summary}<br>${
        p.kind === 'raised'
          ? html`<span style="color:#616e7c">${VIOLATION_RECOMMENDED_ACTIONS[p.type]}</span><br>`
          : html``
      }<a href="${appUrl}?event=${p.eventId}">Open the event</a></p>`,
  )}`;
  return layoutMail({
    to: first.email,
    subject: subject.slice(0, 200),
    title: delivery === 'daily' ? 'Your violation summary' : 'Violation alert',
    lines,
    body,
    appUrl,
    unsubscribeUrl: settingsUrl,
    why,
  });
}
