import {
  REPORT_SCHEDULE_MESSAGES,
  TEAM_MESSAGES,
  ZReportScheduleListResponse,
  ZReportScheduleRecipientsResponse,
  ZReportScheduleResponse,
} from '@seller-tools/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, reportScheduleSends, reportSchedules, users } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMailer } from '../../mail/mailer.ts';
import { sendDueReports } from '../../modules/report-schedules/send-due.ts';
import { PROFIT_ASINS, seedProfitStore } from '../../modules/reports-sales/report-fixtures.ts';
import { insertMember, insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';
import { scheduledReportFile } from './report-schedules-file.ts';

// The scheduled report emails end to end (issue 25): the endpoints' checks, and the hourly job's mails
// built with the real export services (composed in this folder, where they may be imported together).
// 1 November 2026, 08:00 in Los Angeles: a monthly schedule on the 1st at 07:00 there is due for October,
// the month report-fixtures seeds.
const FIRST_OF_NOVEMBER = new Date('2026-11-01T16:00:00Z');
const OCTOBER = 'from=2026-10-01&to=2026-10-31';

describe('scheduled report emails', () => {
  let t: TTestApp;
  let owner: TSeededUser;
  let store: string;
  let otherStore: string;
  const tokens: Record<string, string> = {};
  const logger = createLogger('silent');
  const jobDeps = (now: Date) => ({
    db: t.db,
    clock: { now: () => now },
    logger,
    mailer: createMailer({ db: t.db, from: 'test@seller-tools.local', logger }),
    publicUrl: 'https://app.test',
    reportFile: scheduledReportFile,
  });
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, tokens[who], method, url, payload);
  const schedule = (over: object = {}) => ({
    channel_id: store,
    report: 'sales',
    frequency: 'monthly',
    month_day: 1,
    send_hour: 7,
    time_zone: 'America/Los_Angeles',
    format: 'csv',
    ...over,
  });
  const create = async (who: string, over: object = {}) => {
    const res = await call(who, 'POST', '/api/report-schedules', schedule(over));
    expect(res.statusCode, res.body).toBe(200);
    const created = ZReportScheduleResponse.parse(res.json()).data;
    // Made in mid-October, so the 1 November send point is after it.
    await t.db
      .update(reportSchedules)
      .set({ createdAt: new Date('2026-10-15T00:00:00Z'), updatedAt: new Date('2026-10-15T00:00:00Z') })
      .where(eq(reportSchedules.id, created.id));
    return created;
  };
  const mailsTo = (email: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.to} = ${email} and ${emailOutbox.attachments} is not null`);
  const attachment = (row: {
    attachments: { contentBase64: string; filename: string; contentType: string }[] | null;
  }) => {
    const [file] = row.attachments ?? [];
    if (!file) throw new Error('no attachment');
    return { ...file, content: Buffer.from(file.contentBase64, 'base64') };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await insertUser(t.db, { email: 'owner@sched.test', companyName: 'Sched Co' });
    store = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'A1SCHED' });
    otherStore = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'A2OTHER' });
    await seedProfitStore(t.db, store);
    await insertMember(t.db, owner, 'viewer@sched.test', ['A1SCHED']);
    await insertMember(t.db, owner, 'blind@sched.test', ['A2OTHER']);
    await insertMember(t.db, owner, 'noexport@sched.test', ['A1SCHED'], { permissions: [] });
    await insertUser(t.db, { email: 'rival@rival.test', companyName: 'Rival' });
    for (const who of ['owner', 'viewer', 'blind', 'noexport'])
      tokens[who] = await signInToken(t.app, `${who}@sched.test`, TEST_PASSWORD);
    tokens.rival = await signInToken(t.app, 'rival@rival.test', TEST_PASSWORD);
  });
  afterAll(() => t?.close());

  it('starts empty, creates a schedule for the caller by default, and lists who may receive the store', async () => {
    const empty = await call('owner', 'GET', '/api/report-schedules');
    expect(ZReportScheduleListResponse.parse(empty.json()).data).toEqual([]);
    const created = await create('owner');
    expect(created).toMatchObject({
      report: 'sales',
      frequency: 'monthly',
      month_day: 1,
      weekday: null,
      enabled: true,
      recipients: [expect.objectContaining({ email: 'owner@sched.test' })],
    });
    const who = await call('owner', 'GET', `/api/report-schedules/recipients?channel_id=${store}`);
    const emails = ZReportScheduleRecipientsResponse.parse(who.json()).data.map((r) => r.email);
    // The blind member sees only the other store; the rival is another company.
    expect(emails.sort()).toEqual(['noexport@sched.test', 'owner@sched.test', 'viewer@sched.test']);
    expect((await call('owner', 'DELETE', `/api/report-schedules/${created.id}`)).statusCode).toBe(200);
  });

  it('refuses bad input and recipients who may not see the store with a 400 in the envelope', async () => {
    const [blind] = await t.db.select().from(users).where(eq(users.email, 'blind@sched.test'));
    const [rival] = await t.db.select().from(users).where(eq(users.email, 'rival@rival.test'));
    const bad: [object, string | undefined][] = [
      [{ frequency: 'weekly' }, REPORT_SCHEDULE_MESSAGES.weekdayRequired],
      [{ month_day: null }, REPORT_SCHEDULE_MESSAGES.monthDayRequired],
      [{ month_day: 31 }, undefined],
      [{ time_zone: 'Mars/Olympus' }, 'valid time zone'],
      [{ report: 'inventory' }, undefined],
      [{ format: 'pdf' }, undefined],
      [{ send_hour: 24 }, undefined],
      [{ recipient_ids: ['nope'] }, undefined],
      [{ recipient_ids: [blind?.id] }, REPORT_SCHEDULE_MESSAGES.recipientNotAllowed],
      [{ recipient_ids: [rival?.id] }, REPORT_SCHEDULE_MESSAGES.recipientNotAllowed],
    ];
    for (const [over, message] of bad) {
      const res = await call('owner', 'POST', '/api/report-schedules', schedule(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error).toBe(true);
      if (message) expect(res.json().message).toContain(message);
    }
    expect((await call('owner', 'PUT', '/api/report-schedules/not-a-uuid', schedule())).statusCode).toBe(400);
    expect(await t.db.select().from(reportSchedules)).toEqual([]);
  });

  it('checks the store, the export permission and the tenant on every endpoint', async () => {
    // A store the member may not see, and another company's store: the policy's 403.
    expect((await call('blind', 'POST', '/api/report-schedules', schedule())).statusCode).toBe(403);
    expect((await call('rival', 'POST', '/api/report-schedules', schedule())).statusCode).toBe(403);
    expect(
      (await call('blind', 'GET', `/api/report-schedules/recipients?channel_id=${store}`)).statusCode,
    ).toBe(403);
    // Without export_reports, no endpoint answers.
    const denied = await call('noexport', 'GET', '/api/report-schedules');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(TEAM_MESSAGES.permissionMissing);
    expect((await call('noexport', 'POST', '/api/report-schedules', schedule())).statusCode).toBe(403);
    // Someone else's schedule (same company or not) is not found; it is not listed.
    const mine = await create('owner');
    for (const who of ['viewer', 'rival']) {
      expect(
        ZReportScheduleListResponse.parse((await call(who, 'GET', '/api/report-schedules')).json()).data,
      ).toEqual([]);
      const sched = who === 'viewer' ? schedule() : schedule({ channel_id: store });
      const put = await call(who, 'PUT', `/api/report-schedules/${mine.id}`, sched);
      expect(put.statusCode, who).toBe(who === 'viewer' ? 404 : 403);
      const del = await call(who, 'DELETE', `/api/report-schedules/${mine.id}`);
      expect(del.statusCode, who).toBe(404);
    }
    // Moving one's own schedule to a store one may not see is refused too.
    expect(
      (await call('viewer', 'POST', '/api/report-schedules', schedule({ channel_id: otherStore })))
        .statusCode,
    ).toBe(403);
    await call('owner', 'DELETE', `/api/report-schedules/${mine.id}`);
  });

  it("mails the period's export as a CSV attachment, equal to the export endpoint's file, once", async () => {
    const [viewer] = await t.db.select().from(users).where(eq(users.email, 'viewer@sched.test'));
    const sales = await create('owner', { recipient_ids: [owner.id, viewer?.id] });
    expect(await sendDueReports(jobDeps(FIRST_OF_NOVEMBER))).toBe(1);

    const exported = await call(
      'owner',
      'GET',
      `/api/reports/sales/export?channel_id=${store}&${OCTOBER}&group_by=asin&format=csv`,
    );
    expect(exported.statusCode).toBe(200);
    for (const email of ['owner@sched.test', 'viewer@sched.test']) {
      const [mail, ...more] = await mailsTo(email);
      expect(more).toEqual([]);
      expect(mail?.subject).toContain('2026-10-01 to 2026-10-31');
      const file = attachment(mail as never);
      expect(file.contentType).toBe('text/csv; charset=utf-8');
      expect(file.filename).toMatch(/\.csv$/);
      expect(file.content.toString('utf8')).toBe(exported.body);
      expect(file.content.toString('utf8')).toContain(PROFIT_ASINS.a);
    }
    const [row] = await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, sales.id));
    expect(row?.lastPeriodFrom).toBe('2026-10-01');

    // The job again, an hour later and at the same moment: nothing more goes out.
    expect(await sendDueReports(jobDeps(FIRST_OF_NOVEMBER))).toBe(0);
    expect(await sendDueReports(jobDeps(new Date('2026-11-01T17:00:00Z')))).toBe(0);
    expect(await mailsTo('owner@sched.test')).toHaveLength(1);
    await call('owner', 'DELETE', `/api/report-schedules/${sales.id}`);
  });

  it('sends once when two runs race, even with the cheap last-period check bypassed', async () => {
    const profit = await create('owner', { report: 'profit', format: 'xlsx' });
    const before = (await mailsTo('owner@sched.test')).length;
    const results = await Promise.all([
      sendDueReports(jobDeps(FIRST_OF_NOVEMBER)),
      sendDueReports(jobDeps(FIRST_OF_NOVEMBER)),
      sendDueReports(jobDeps(FIRST_OF_NOVEMBER)),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    // Forget the schedule's record of the last period: only the claim row now stands in the way.
    await t.db.update(reportSchedules).set({ lastPeriodFrom: null }).where(eq(reportSchedules.id, profit.id));
    expect(await sendDueReports(jobDeps(FIRST_OF_NOVEMBER))).toBe(0);
    const mails = await mailsTo('owner@sched.test');
    expect(mails).toHaveLength(before + 1);
    const claims = await t.db
      .select()
      .from(reportScheduleSends)
      .where(eq(reportScheduleSends.scheduleId, profit.id));
    expect(claims).toEqual([
      expect.objectContaining({ periodFrom: '2026-10-01', periodTo: '2026-10-31', recipients: 1 }),
    ]);

    // The XLSX holds the same cells as the export endpoint's XLSX for October.
    const mail = mails.find((m) => m.subject.startsWith('Profit'));
    const file = attachment(mail as never);
    expect(file.filename).toMatch(/\.xlsx$/);
    const exported = await call(
      'owner',
      'GET',
      `/api/reports/profit/export?channel_id=${store}&${OCTOBER}&format=xlsx`,
    );
    expect(exported.statusCode).toBe(200);
    const cells = async (buffer: Buffer) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(buffer as never);
      return book.worksheets.map((sheet) => sheet.getSheetValues());
    };
    const sent = await cells(file.content);
    expect(JSON.stringify(sent)).toContain(PROFIT_ASINS.a);
    expect(sent).toEqual(await cells(exported.rawPayload));
    await call('owner', 'DELETE', `/api/report-schedules/${profit.id}`);
  });

  it('skips and pauses a schedule whose owner lost access to the store, and leaves out such recipients', async () => {
    const [owner2] = await t.db.select().from(users).where(eq(users.email, 'owner@sched.test'));
    const viewers = await create('viewer', { report: 'reviews', recipient_ids: [] });
    const owners = await create('owner', { report: 'reviews', recipient_ids: [owner2?.id] });
    const [viewer] = await t.db.select().from(users).where(eq(users.email, 'viewer@sched.test'));
    await t.db
      .update(users)
      .set({ accessChannelList: ['A2OTHER'] })
      .where(eq(users.id, viewer?.id ?? ''));
    const before = (await mailsTo('viewer@sched.test')).length;
    expect(await sendDueReports(jobDeps(FIRST_OF_NOVEMBER))).toBe(1);
    expect(await mailsTo('viewer@sched.test')).toHaveLength(before);
    const [paused] = await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, viewers.id));
    expect(paused).toMatchObject({ enabled: false, pausedReason: REPORT_SCHEDULE_MESSAGES.lostAccess });
    const list = await call('owner', 'GET', '/api/report-schedules');
    expect(ZReportScheduleListResponse.parse(list.json()).data.map((s) => s.id)).toEqual([owners.id]);
    // Paused means not tried again.
    expect(await sendDueReports(jobDeps(new Date('2026-11-02T16:00:00Z')))).toBe(0);
  });
});
