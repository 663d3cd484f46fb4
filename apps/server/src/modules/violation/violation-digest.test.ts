import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsSent, violationEvents, violationNotifications } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMailer } from '../../mail/mailer.ts';
import { insertStore } from '../../testing/channels.ts';
import { mailsTo as mailsToIn } from '../../testing/registration-fixtures.ts';
import { insertMailTeam } from '../../testing/review-fixtures.ts';
import { createTestDatabase, type TTestDatabase } from '../../testing/test-database.ts';
import { sendViolationAlerts } from './alert-mail.ts';

// The violation daily summary goes out at each user's summary hour (08:00 here) in their own time zone,
// at most once per local day; what arrives after it waits for the next day's.

describe('violation daily summary in each user’s time zone', () => {
  let database: TTestDatabase;
  const clock = fixedClock(new Date('2026-06-01T20:00:00Z'));
  const mailsTo = (to: string) => mailsToIn(database.db, to);
  let store: string;
  let tokyo: string;
  let la: string;
  const deps = () => ({
    db: database.db,
    clock,
    mailer: createMailer({
      db: database.db,
      from: 'test@seller-tools.local',
      logger: createLogger('silent'),
    }),
    publicUrl: 'https://app.test',
  });

  /** A MAP breach raised now, routed to the users' daily summaries. */
  const raise = async (asin: string, userIds: string[]) => {
    const [event] = await database.db
      .insert(violationEvents)
      .values({
        channelId: store,
        type: 'map-breach',
        severity: 'medium',
        severityRank: 2,
        conditionKey: `map:${asin}`,
        asin,
        summary: `An offer on ${asin} is below your minimum advertised price`,
        evidence: {},
        occurredAt: clock.now(),
        detectedAt: clock.now(),
      })
      .returning({ id: violationEvents.id });
    await database.db.insert(violationNotifications).values(
      userIds.map((userId) => ({
        userId,
        eventId: event?.id ?? '',
        kind: 'raised' as const,
        delivery: 'daily' as const,
        createdAt: clock.now(),
      })),
    );
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const team = await insertMailTeam(database.db, [
      { email: 'tokyo@violation.test', timezone: 'Asia/Tokyo' },
      { email: 'la@violation.test', timezone: 'America/Los_Angeles' },
    ]);
    tokyo = team[0]?.id ?? '';
    la = team[1]?.id ?? '';
    store = await insertStore(database.db, { companyId: team[0]?.companyId ?? '', sellerId: 'A1DIGEST' });
    await raise('B0FIRST001', [tokyo, la]);
  });
  afterAll(() => database.drop());

  it('mails at 08:00 local time across the date line, never twice a local day', async () => {
    // 07:00 in Tokyo, 13:00 in Los Angeles: nobody's hour yet (the old job mailed at 07:00 UTC).
    clock.set(new Date('2026-06-01T22:00:00Z'));
    expect(await sendViolationAlerts(deps(), 'daily')).toBe(0);
    clock.set(new Date('2026-06-01T07:00:00Z'));
    expect(await sendViolationAlerts(deps(), 'daily')).toBe(0);

    // 08:00 on 2 June in Tokyo while it is still 1 June in UTC and Los Angeles.
    clock.set(new Date('2026-06-01T23:00:00Z'));
    expect(await sendViolationAlerts(deps(), 'daily')).toBe(1);
    expect((await mailsTo('tokyo@violation.test')).map((m) => m.subject)).toEqual([
      'Violation summary: 1 update',
    ]);
    expect(await mailsTo('la@violation.test')).toHaveLength(0);
    expect(
      await database.db
        .select({ key: notificationsSent.key })
        .from(notificationsSent)
        .where(and(eq(notificationsSent.userId, tokyo), eq(notificationsSent.kind, 'violation_summary'))),
    ).toEqual([{ key: '2026-06-02' }]);

    // A new breach later that hour and a retried run: Tokyo already had today's summary; it waits.
    clock.set(new Date('2026-06-01T23:30:00Z'));
    await raise('B0SECOND02', [tokyo]);
    expect(await sendViolationAlerts(deps(), 'daily')).toBe(0);
    expect(await mailsTo('tokyo@violation.test')).toHaveLength(1);
    const waiting = await database.db
      .select({ id: violationNotifications.id })
      .from(violationNotifications)
      .where(and(eq(violationNotifications.userId, tokyo), isNull(violationNotifications.emailedAt)));
    expect(waiting).toHaveLength(1);

    // 08:00 in Los Angeles (PDT, 15:00 UTC; 00:00 on 3 June in Tokyo): Los Angeles only.
    clock.set(new Date('2026-06-02T15:00:00Z'));
    expect(await sendViolationAlerts(deps(), 'daily')).toBe(1);
    expect(await mailsTo('la@violation.test')).toHaveLength(1);
    expect(await mailsTo('tokyo@violation.test')).toHaveLength(1);

    // The next Tokyo morning: the breach that waited, alone.
    clock.set(new Date('2026-06-02T23:00:00Z'));
    expect(await sendViolationAlerts(deps(), 'daily')).toBe(1);
    const tokyoMails = await mailsTo('tokyo@violation.test');
    expect(tokyoMails).toHaveLength(2);
    expect(tokyoMails[0]?.text).toContain('B0SECOND02');
    expect(tokyoMails[0]?.text).not.toContain('B0FIRST001');
    expect(await mailsTo('la@violation.test')).toHaveLength(1);
  });
});
