import { REIMBURSE_ROUTES, type TFindingKind } from '@seller-tools/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  channels,
  generalCode,
  notificationsSent,
  reimburseStoreSettings,
} from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import { storeMarketplaceCode } from '../../../lib/general-code.ts';
import { localTime } from '../../../lib/local-time.ts';
import { claimNotifications } from '../../../lib/notification-claims.ts';
import type { TMailer } from '../../../mail/mailer.ts';
import { noticeMail, type TNotice, type TNoticeItem } from './notify-mail.ts';
import { notifyRecipients } from './recipients.ts';

const DAY_MS = 86_400_000;

// What each item is recorded as in notifications_sent (user, kind, finding id): a finding is announced as
// new once, reminded of once, and reported paid once, whatever the job's retries and reruns.
const SENT_KINDS = {
  fresh: 'reimburse_new_finding',
  deadlines: 'reimburse_deadline',
  paid: 'reimburse_paid',
} as const;

type TFindingRow = {
  id: string;
  channel_id: string;
  kind: TFindingKind;
  sku: string | null;
  status: string;
  value: number;
  /** What Amazon paid (reimbursed findings), else the estimate. */
  paid_value: number;
  currency: string;
  claim_deadline: string | null;
  first_found_at: Date;
  resolved_at: Date | null;
};

/** Yyyy-mm-dd plus days, as a calendar date. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Runs every hour: each user whose daily hour it is in their own time zone (lib mailClockOf) gets one mail of what is new for the enrolled stores they may see, if
 * anything is. Items are recorded before the mail goes (at most once per user).
 */
/** What the daily mail needs: the database, the clock, the mailer and the app's address for links. */
export type TNotifyDeps = { db: TDb; clock: TClock; mailer: TMailer; publicUrl: string };

export async function sendReimburseNotices(deps: TNotifyDeps): Promise<number> {
  const now = deps.clock.now();
  const due = (await notifyRecipients(deps.db)).filter(
    (r) => r.channelIds.length > 0 && localTime(now, r.timezone).hour === r.hour,
  );
  if (due.length === 0) return 0;
  const storeIds = [...new Set(due.flatMap((r) => r.channelIds))];
  const [findings, labels, leftOut] = await Promise.all([
    deps.db.execute<TFindingRow>(sql`
      select id, channel_id, kind, sku, status, estimated_value_minor value, currency,
        claim_deadline::text claim_deadline, created_at first_found_at, resolved_at,
        coalesce(reimbursed_amount_minor, estimated_value_minor) paid_value
      from reimburse_findings
      where channel_id in ${storeIds}
        and (status in ('open', 'needs-action') or (status = 'reimbursed' and resolved_at > ${new Date(now.getTime() - 7 * DAY_MS)}))`),
    deps.db
      .select({ id: channels.id, country: generalCode.name })
      .from(channels)
      .leftJoin(generalCode, storeMarketplaceCode)
      .where(inArray(channels.id, storeIds)),
    deps.db
      .select({ id: reimburseStoreSettings.channelId })
      .from(reimburseStoreSettings)
      .where(
        and(inArray(reimburseStoreSettings.channelId, storeIds), eq(reimburseStoreSettings.enrolled, false)),
      ),
  ]);
  const notEnrolled = new Set(leftOut.map((s) => s.id));
  const label = new Map(labels.map((l) => [l.id, l.country ?? 'Store']));
  let sent = 0;
  for (const recipient of due) {
    const { settings } = recipient;
    const today = localTime(now, recipient.timezone).date;
    const lastDay = addDays(today, settings.deadline_days);
    // "New" is since the last mail; without one, the last day (a first import's history is not news).
    const [last] = await deps.db
      .select({ at: sql<Date | null>`max(${notificationsSent.createdAt})` })
      .from(notificationsSent)
      .where(
        and(
          eq(notificationsSent.userId, recipient.userId),
          sql`${notificationsSent.kind} like 'reimburse_%'`,
        ),
      );
    const since = last?.at ? new Date(last.at) : new Date(now.getTime() - DAY_MS);
    const visible = findings.rows.filter(
      (f) => recipient.channelIds.includes(f.channel_id) && !notEnrolled.has(f.channel_id),
    );
    const candidates: Record<keyof TNotice, TFindingRow[]> = {
      fresh: settings.new_findings
        ? visible.filter((f) => f.status !== 'reimbursed' && new Date(f.first_found_at) > since)
        : [],
      deadlines: settings.deadline_reminders
        ? visible.filter(
            (f) =>
              f.status !== 'reimbursed' &&
              f.claim_deadline !== null &&
              f.claim_deadline >= today &&
              f.claim_deadline <= lastDay,
          )
        : [],
      paid: settings.reimbursements_received
        ? visible.filter(
            (f) => f.status === 'reimbursed' && f.resolved_at !== null && new Date(f.resolved_at) > since,
          )
        : [],
    };
    const notice: TNotice = { fresh: [], deadlines: [], paid: [] };
    for (const part of Object.keys(candidates) as (keyof TNotice)[]) {
      const rows = candidates[part];
      if (rows.length === 0) continue;
      const ids = await claimNotifications(
        deps.db,
        now,
        rows.map((f) => ({ userId: recipient.userId, kind: SENT_KINDS[part], key: f.id })),
      );
      notice[part] = rows
        .filter((f) => ids.has(f.id))
        .sort((a, b) => (a.claim_deadline ?? '').localeCompare(b.claim_deadline ?? '') || b.value - a.value)
        .map(
          (f): TNoticeItem => ({
            store: label.get(f.channel_id) ?? 'Store',
            kind: f.kind,
            sku: f.sku,
            value: part === 'paid' ? Number(f.paid_value) : f.value,
            currency: f.currency,
            deadline: part === 'deadlines' ? f.claim_deadline : null,
          }),
        );
    }
    if (notice.fresh.length + notice.deadlines.length + notice.paid.length === 0) continue;
    await deps.mailer.send(
      noticeMail({
        to: recipient.email,
        name: recipient.name,
        notice,
        appUrl: `${deps.publicUrl}${REIMBURSE_ROUTES.actionNeededCases}`,
        settingsUrl: `${deps.publicUrl}${REIMBURSE_ROUTES.settingsNotification}`,
      }),
    );
    sent += 1;
  }
  return sent;
}
