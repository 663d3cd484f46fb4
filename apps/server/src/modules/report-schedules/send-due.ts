import { REPORT_SCHEDULE_LABELS, REPORT_SCHEDULE_MESSAGES, REVIEW_ROUTES } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { channels, generalCode, reportScheduleSends, reportSchedules, users } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { storeMarketplaceCode } from '../../lib/general-code.ts';
import { html } from '../../lib/html-template.ts';
import type { TLogger } from '../../lib/logger.ts';
import { canSeeStore, type TReviewStore } from '../../lib/store-access.ts';
import { mailHtml, mailText } from '../../mail/mail-layout.ts';
import type { TMailer, TMailMessage } from '../../mail/mailer.ts';
import { duePeriod, type TDuePeriod } from './due.ts';
import { storeRecipients } from './recipients.ts';

export type TScheduledReport = 'reviews' | 'sales' | 'profit';
/** A report file as the export endpoints answer it. */
export type TReportFile = { body: string | Buffer; type: string; filename: string };
/** Builds the report's export for a period (the export services; jobs/definitions composes it). */
export type TReportFileBuilder = (
  db: TDb,
  report: TScheduledReport,
  store: TReviewStore,
  period: { from: string; to: string },
  format: 'csv' | 'xlsx',
) => Promise<TReportFile>;

export type TReportScheduleDeps = {
  db: TDb;
  clock: TClock;
  logger: TLogger;
  mailer: TMailer;
  publicUrl: string;
  reportFile: TReportFileBuilder;
};

type TSchedule = typeof reportSchedules.$inferSelect;
export type TSendResult = 'sent' | 'already-sent' | 'paused' | 'no-recipients';

// The hourly job's work: every enabled schedule whose send point has passed in its time zone gets its
// period's file mailed once. The claim row (schedule, period) is inserted in the same transaction that
// queues the mails: a second run, even one at the same moment on another worker, finds the key taken
// (Postgres makes it wait for the first to commit) and sends nothing; a failure before commit leaves no
// claim, so the next hour tries again.
export async function sendDueReports(deps: TReportScheduleDeps): Promise<number> {
  const now = deps.clock.now();
  const rows = await deps.db.select().from(reportSchedules).where(eq(reportSchedules.enabled, true));
  let sent = 0;
  for (const schedule of rows) {
    // Edits count as a fresh start: no period whose send point came before the last change is mailed.
    const period = duePeriod({ ...schedule, createdAt: schedule.updatedAt }, now);
    if (!period || schedule.lastPeriodFrom === period.from) continue;
    try {
      if ((await sendSchedulePeriod(deps, schedule, period)) === 'sent') sent += 1;
    } catch (err) {
      // One schedule's failure (a report query, the mail) must not stop the others; next hour retries it.
      deps.logger.error({ err, scheduleId: schedule.id }, 'scheduled report failed');
    }
  }
  return sent;
}

/** The owner's view of the schedule's store, or why they may not have it any more. */
async function ownerStore(db: TDb, schedule: TSchedule): Promise<TReviewStore | { paused: string }> {
  const [row] = await db
    .select({
      userDeletedAt: users.deletedAt,
      userCompanyId: users.companyId,
      accessChannelList: users.accessChannelList,
      isCompanyAdmin: users.isCompanyAdmin,
      permissions: users.permissions,
      companyId: channels.companyId,
      sellerId: channels.sellerId,
      marketplaceId: channels.marketplaceId,
      deletedAt: channels.deletedAt,
      signupStep: channels.signupStep,
      countryCode: generalCode.value2,
      domain: generalCode.value7,
    })
    .from(users)
    .innerJoin(channels, eq(channels.id, schedule.channelId))
    .leftJoin(generalCode, storeMarketplaceCode)
    .where(eq(users.id, schedule.userId));
  if (
    !row ||
    row.userDeletedAt !== null ||
    row.userCompanyId !== schedule.companyId ||
    !canSeeStore({ companyId: schedule.companyId, accessChannelList: row.accessChannelList }, row)
  )
    return { paused: REPORT_SCHEDULE_MESSAGES.lostAccess };
  // The same team permission the export endpoints require (lib/team-permissions.ts's rule).
  if (!row.isCompanyAdmin && row.permissions !== null && !row.permissions.includes('export_reports'))
    return { paused: REPORT_SCHEDULE_MESSAGES.noExportPermission };
  return {
    channelId: schedule.channelId,
    companyId: schedule.companyId,
    sellerId: row.sellerId,
    marketplaceId: row.marketplaceId,
    countryCode: row.countryCode ?? '',
    domain: row.domain || 'amazon.com',
    signupStep: row.signupStep,
  };
}

export async function sendSchedulePeriod(
  deps: TReportScheduleDeps,
  schedule: TSchedule,
  period: TDuePeriod,
): Promise<TSendResult> {
  const store = await ownerStore(deps.db, schedule);
  if ('paused' in store) {
    await deps.db
      .update(reportSchedules)
      .set({ enabled: false, pausedReason: store.paused })
      .where(eq(reportSchedules.id, schedule.id));
    deps.logger.info({ scheduleId: schedule.id, reason: store.paused }, 'scheduled report paused');
    return 'paused';
  }
  // Recipients who lost access to the store since are left out of this and every later mail.
  const recipients = await storeRecipients(
    deps.db,
    schedule.companyId,
    schedule.channelId,
    schedule.recipientIds,
  );
  if (recipients.length === 0) return 'no-recipients';
  const file = await deps.reportFile(deps.db, schedule.report, store, period, schedule.format);
  const messages = recipients.map((r) => reportMail(deps.publicUrl, schedule, store, period, r, file));

  const queued = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(reportScheduleSends)
      .values({
        scheduleId: schedule.id,
        periodFrom: period.from,
        periodTo: period.to,
        recipients: messages.length,
        sentAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ scheduleId: reportScheduleSends.scheduleId });
    if (!claimed) return null;
    await tx
      .update(reportSchedules)
      .set({ lastPeriodFrom: period.from, lastSentAt: deps.clock.now() })
      .where(eq(reportSchedules.id, schedule.id));
    const ids: number[] = [];
    for (const message of messages) ids.push(await deps.mailer.queue(message, tx));
    return ids;
  });
  if (!queued) return 'already-sent';
  // Delivered once the claim and the outbox rows have committed (without SMTP they stay in the outbox).
  for (const [i, id] of queued.entries()) await deps.mailer.deliver(id, messages[i] as TMailMessage);
  return 'sent';
}

function reportMail(
  publicUrl: string,
  schedule: TSchedule,
  store: TReviewStore,
  period: TDuePeriod,
  to: { name: string; email: string },
  file: TReportFile,
): TMailMessage {
  const label = REPORT_SCHEDULE_LABELS[schedule.report];
  const where = store.countryCode ? `${store.sellerId} (${store.countryCode})` : store.sellerId;
  const span = period.from === period.to ? period.from : `${period.from} to ${period.to}`;
  const title = `${label} report, ${span}`;
  const appUrl = `${publicUrl}${REVIEW_ROUTES.reports}`;
  const why =
    'You get this mail because a scheduled report in Seller Tools names you; its owner can change or stop it on the Reports page.';
  // The Reports page is where a schedule is turned off: the link in the footer leads there.
  const manageUrl = `${appUrl}?scheduled=1`;
  return {
    to: to.email,
    subject: `${title} — ${where}`,
    text: mailText({
      lines: [
        `Hello ${to.name},`,
        '',
        `Attached: the ${label} report of store ${where} for ${span} (${file.filename}).`,
      ],
      appUrl,
      unsubscribeUrl: manageUrl,
      why,
    }),
    html: mailHtml({
      title,
      body: html`<p>Hello ${to.name},</p><p>Attached: the ${label} report of store ${where} for ${span} (${file.filename}).</p>`,
      appUrl,
      unsubscribeUrl: manageUrl,
      why,
    }),
    attachments: [{ filename: file.filename, contentType: file.type, content: file.body }],
  };
}
