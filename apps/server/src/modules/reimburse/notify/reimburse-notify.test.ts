import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyPlans,
  plans,
  reimburseFindings,
  reimburseNotificationSettings,
  reimburseStoreSettings,
} from '../../../db/schema/index.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { insertStore } from '../../../testing/channels.ts';
import { mailsTo as mailsToIn } from '../../../testing/registration-fixtures.ts';
import { insertMailTeam, reviewEventsDeps } from '../../../testing/review-fixtures.ts';
import { createTestDatabase, type TTestDatabase } from '../../../testing/test-database.ts';
import { sendReimburseNotices, type TNotifyDeps } from './reimburse-notify.ts';

// 2026-11-22T23:05Z is 08:05 in Tokyo (the owner's hour) and 15:05 in Los Angeles (the member's).
describe('daily reimbursement mail', () => {
  let database: TTestDatabase;
  let deps: TNotifyDeps;
  const clock = fixedClock(new Date('2026-11-22T23:05:00Z'));
  const mailsTo = (to: string) => mailsToIn(database.db, to);
  let store: string;
  let leftOut: string;

  const finding = (
    channelId: string,
    key: string,
    values: Partial<typeof reimburseFindings.$inferInsert>,
  ) => ({
    channelId,
    kind: 'short-received',
    findingKey: key,
    status: 'open',
    quantity: 2,
    estimatedValueMinor: 2460,
    currency: 'USD',
    occurredAt: new Date('2026-11-01T00:00:00Z'),
    ...values,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    deps = reviewEventsDeps(database.db, clock, { from: 'reimburse@seller-tools.local', keyByte: 5 });
    const [owner, , quiet] = await insertMailTeam(database.db, [
      { email: 'owner@acme.test', timezone: 'Asia/Tokyo' },
      { email: 'member@acme.test', timezone: 'America/Los_Angeles' },
      { email: 'quiet@acme.test', timezone: 'Asia/Tokyo' },
    ]);
    if (!owner || !quiet) throw new Error('team not seeded');
    await database.db.insert(reimburseNotificationSettings).values({
      userId: quiet.id,
      newFindings: false,
      deadlineReminders: false,
      reimbursementsReceived: false,
    });
    const [plan] = await database.db.select().from(plans).where(eq(plans.name, 'reimburse'));
    if (!plan) throw new Error('reimburse plan not seeded');
    await database.db.insert(companyPlans).values({ companyId: owner.companyId, planId: plan.id });
    // A review-only company with the same kind of finding: it sees the free audit, gets no mail.
    const [reviewOnly] = await insertMailTeam(
      database.db,
      [{ email: 'review@other.test', timezone: 'Asia/Tokyo' }],
      'Other',
    );
    if (!reviewOnly) throw new Error('review-only company not seeded');
    const otherStore = await insertStore(database.db, {
      companyId: reviewOnly.companyId,
      sellerId: 'A9OTHER',
    });
    store = await insertStore(database.db, { companyId: owner.companyId, sellerId: 'A1ACME' });
    leftOut = await insertStore(database.db, { companyId: owner.companyId, sellerId: 'A2ACME' });
    await database.db.insert(reimburseStoreSettings).values({ channelId: leftOut, enrolled: false });
    await database.db.insert(reimburseFindings).values([
      // New since yesterday, deadline in 5 days (Tokyo's today is the 23rd).
      finding(store, 'FBA1:<b>SKU</b>', {
        sku: '<b>SKU</b>',
        firstFoundAt: new Date('2026-11-22T20:00:00Z'),
        claimDeadline: '2026-11-28',
      }),
      // Old, deadline in 30 days: neither new nor due.
      finding(store, 'FBA2:OLD', {
        sku: 'OLD',
        firstFoundAt: new Date('2026-10-01T00:00:00Z'),
        claimDeadline: '2026-12-23',
      }),
      // Paid by Amazon this morning.
      finding(store, 'FBA3:PAID', {
        sku: 'PAID',
        status: 'reimbursed',
        reimbursedAmountMinor: 1500,
        firstFoundAt: new Date('2026-10-01T00:00:00Z'),
        resolvedAt: new Date('2026-11-22T10:00:00Z'),
      }),
      // A store that left the audit is never mailed about.
      finding(leftOut, 'FBA9:X', { sku: 'LEFT', firstFoundAt: new Date('2026-11-22T20:00:00Z') }),
      finding(otherStore, 'FBA8:Y', { sku: 'OTHER', firstFoundAt: new Date('2026-11-22T20:00:00Z') }),
    ]);
  });
  afterAll(() => database.close());

  it('mails each user at their hour, escaped, each item once', async () => {
    expect(await sendReimburseNotices(deps)).toBe(1);
    const [mail] = await mailsTo('owner@acme.test');
    expect(mail?.subject).toBe(
      'Reimbursements: 1 new finding, 1 deadline coming up, 1 reimbursement received',
    );
    expect(mail?.text).toContain('Inbound shipment shortage, SKU <b>SKU</b> (');
    expect(mail?.text).toContain('$24.60, claim by 2026-11-28');
    expect(mail?.text).toContain('$15.00');
    expect(mail?.text).not.toContain('LEFT');
    expect(mail?.text).not.toContain('OLD');
    expect(mail?.html).toContain('&lt;b&gt;SKU&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>SKU</b>');
    expect(await mailsTo('member@acme.test')).toHaveLength(0);
    expect(await mailsTo('quiet@acme.test')).toHaveLength(0);
    expect(await mailsTo('review@other.test')).toHaveLength(0);

    // A rerun in the same hour, and the next day's run, send nothing already sent.
    expect(await sendReimburseNotices(deps)).toBe(0);
    clock.set(new Date('2026-11-23T23:05:00Z'));
    expect(await sendReimburseNotices(deps)).toBe(0);

    // Los Angeles' 08:00: the member gets theirs (a reminder of the deadline within 7 days).
    clock.set(new Date('2026-11-23T16:05:00Z'));
    expect(await sendReimburseNotices(deps)).toBe(1);
    const [memberMail] = await mailsTo('member@acme.test');
    expect(memberMail?.subject).toContain('1 deadline coming up');
  });
});
