import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettings, ratingSnapshots, reviews } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { insertStore } from '../../../testing/channels.ts';
import { mailsTo as mailsToIn } from '../../../testing/registration-fixtures.ts';
import { insertMailTeam, reviewEventsDeps } from '../../../testing/review-fixtures.ts';
import { createTestDatabase, type TTestDatabase } from '../../../testing/test-database.ts';
import { sendDailySummaries } from './daily-summary.ts';
import type { TReviewEventsDeps } from './review-events.ts';
import { duePeriod } from './summary-period.ts';

// Weekly (Mondays) and monthly (the 1st) summaries at the user's hour in their own time zone, each once
// per period, with figures counted by hand from the rows below.

const ASIN = 'B0DIGEST01';

describe('weekly and monthly review summaries', () => {
  let database: TTestDatabase;
  let deps: TReviewEventsDeps;
  const clock = fixedClock(new Date('2026-11-29T00:00:00Z'));
  const mailsTo = (to: string) => mailsToIn(database.db, to);
  const at = async (iso: string) => {
    clock.set(new Date(iso));
    return sendDailySummaries(deps);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    deps = reviewEventsDeps(database.db, clock, { from: 'summary@seller-tools.local', keyByte: 5 });
    const team = await insertMailTeam(database.db, [
      { email: 'weekly@acme.test', timezone: 'Asia/Tokyo' },
      { email: 'monthly-la@acme.test', timezone: 'America/Los_Angeles' },
      { email: 'monthly-tokyo@acme.test', timezone: 'Asia/Tokyo' },
    ]);
    const [weekly, monthlyLa, monthlyTokyo] = team.map((u) => u.id);
    if (!weekly || !monthlyLa || !monthlyTokyo) throw new Error('team not seeded');
    await database.db
      .update(notificationSettings)
      .set({ summaryFrequency: 'weekly' })
      .where(eq(notificationSettings.userId, weekly));
    await database.db
      .update(notificationSettings)
      .set({ summaryFrequency: 'monthly' })
      .where(inArray(notificationSettings.userId, [monthlyLa, monthlyTokyo]));
    const store = await insertStore(database.db, {
      companyId: team[0]?.companyId ?? '',
      sellerId: 'A1DIGEST',
    });
    const review = (
      id: string,
      stars: number,
      title: string,
      reviewDate: string,
      firstSeen: string,
      removed?: string,
    ) => ({
      channelId: store,
      reviewId: id,
      asin: ASIN,
      stars,
      title,
      body: `${title}.`,
      reviewDate,
      verified: true,
      helpfulVotes: 0,
      author: 'A shopper',
      firstSeenAt: new Date(firstSeen),
      processedAt: new Date(firstSeen),
      removedAt: removed ? new Date(removed) : null,
    });
    await database.db.insert(reviews).values([
      review('RA', 5, 'Great', '2026-11-04', '2026-11-05T00:00:00Z'),
      review('RB', 1, 'Cracked', '2026-11-09', '2026-11-10T00:00:00Z'),
      review('RC', 2, 'Leaks', '2026-11-30', '2026-11-30T20:00:00Z'),
      // Seen on Nov 1 at 10:00 UTC: 02:00 in Los Angeles (October's summary there), 19:00 in Tokyo.
      review('RD', 4, 'Fine', '2026-11-01', '2026-11-01T10:00:00Z'),
      // History the first import found: written long before, not news.
      review('RE', 3, 'Old', '2025-06-01', '2026-11-15T00:00:00Z'),
      review('RI', 4, 'Solid', '2026-11-24', '2026-11-25T00:00:00Z'),
      // Removed by Amazon on Nov 20 (counted in November), and one removed in October (not).
      review('RG', 5, 'Gone', '2026-09-30', '2026-10-01T00:00:00Z', '2026-11-20T00:00:00Z'),
      review('RH', 1, 'Gone earlier', '2026-09-29', '2026-10-01T00:00:00Z', '2026-10-15T00:00:00Z'),
    ]);
    await database.db.insert(ratingSnapshots).values(
      [
        ['2026-10-31', '4.46'],
        ['2026-11-15', '4.30'],
        ['2026-12-01', '4.14'],
      ].map(([snapshotDate, average]) => ({
        channelId: store,
        asin: ASIN,
        snapshotDate: snapshotDate as string,
        average: average as string,
        ratingsCount: 50,
      })),
    );
  });
  afterAll(() => database.drop());

  it('is due on Mondays and the 1st at the hour in the user’s zone, not by the UTC date', () => {
    const settings = {
      daily_summary: true,
      summary_frequency: 'weekly' as const,
      summary_hour: 8,
      timezone: 'Asia/Tokyo',
      negative_review_alert: true,
      negative_stars: [1, 2, 3],
      rating_drop_alert: true,
      alert_asins: [],
      alert_tag_ids: [],
    };
    // Sunday 23:00 UTC is Monday 08:00 in Tokyo.
    expect(duePeriod(new Date('2026-11-29T23:00:00Z'), settings)).toMatchObject({
      kind: 'weekly_summary',
      key: '2026-11-30',
      since: new Date('2026-11-22T23:00:00Z'),
    });
    expect(duePeriod(new Date('2026-11-30T23:00:00Z'), settings)).toBeNull(); // Tuesday there
    expect(duePeriod(new Date('2026-11-29T22:00:00Z'), settings)).toBeNull(); // 07:00
    const monthly = { ...settings, summary_frequency: 'monthly' as const };
    // Nov 30 23:00 UTC is Dec 1 in Tokyo: November's summary, 30 days.
    expect(duePeriod(new Date('2026-11-30T23:00:00Z'), monthly)).toMatchObject({
      kind: 'monthly_summary',
      key: '2026-12',
      since: new Date('2026-10-31T23:00:00Z'),
    });
    // March 1 after February's 28 days.
    expect(duePeriod(new Date('2027-02-28T23:00:00Z'), monthly)?.since).toEqual(
      new Date('2027-01-31T23:00:00Z'),
    );
    expect(duePeriod(new Date('2026-12-01T23:00:00Z'), monthly)).toBeNull();
    expect(duePeriod(new Date('2026-11-29T23:00:00Z'), { ...settings, daily_summary: false })).toBeNull();
  });

  it('mails each user once per period, at their boundaries, with the period’s figures', async () => {
    expect(await at('2026-11-29T22:00:00Z')).toBe(0); // Monday 07:00 in Tokyo
    expect(await at('2026-11-29T23:00:00Z')).toBe(1); // Monday 08:00 in Tokyo
    expect(await at('2026-11-29T23:30:00Z')).toBe(0); // the job again within the hour
    const [week] = await mailsTo('weekly@acme.test');
    // Nov 22 23:00 – Nov 29 23:00 UTC: RI only; RG's removal was before it; the rating stood at 4.3.
    expect(week?.subject).toBe('Your weekly review summary for 2026-11-23 to 2026-11-29: 1 new review');
    expect(week?.text).toContain('Here is what happened in the last 7 days.');
    expect(week?.text).toContain('5★ 0  4★ 1  3★ 0  2★ 0  1★ 0');
    expect(week?.text).not.toContain('Negative reviews');
    expect(week?.text).not.toContain('Reviews removed');
    expect(week?.text).toContain('No rating changes.');

    expect(await at('2026-11-30T16:00:00Z')).toBe(0); // Nov 30 08:00 in Los Angeles: not the 1st there
    expect(await at('2026-11-30T23:00:00Z')).toBe(1); // Dec 1 08:00 in Tokyo
    const [tokyoMonth] = await mailsTo('monthly-tokyo@acme.test');
    // Nov 1 08:00 – Dec 1 08:00 Tokyo: RA, RB, RC, RI and RD (seen Nov 1 19:00 Tokyo).
    expect(tokyoMonth?.subject).toBe('Your monthly review summary for November 2026: 5 new reviews');

    expect(await at('2026-12-01T16:00:00Z')).toBe(1); // Dec 1 08:00 in Los Angeles
    expect(await at('2026-12-01T16:10:00Z')).toBe(0);
    const [laMonth] = await mailsTo('monthly-la@acme.test');
    // Nov 1 08:00 – Dec 1 08:00 Los Angeles: RA, RB, RC, RI (RD was seen in October there, RE is history).
    expect(laMonth?.subject).toBe('Your monthly review summary for November 2026: 4 new reviews');
    expect(laMonth?.text).toContain('Here is what happened in November 2026.');
    expect(laMonth?.text).toContain('5★ 1  4★ 1  3★ 0  2★ 1  1★ 1');
    expect(laMonth?.text).toContain('Negative reviews (2):');
    expect(laMonth?.text).toContain('- 2★ B0DIGEST01 2026-11-30: Leaks');
    expect(laMonth?.text).toContain('- 1★ B0DIGEST01 2026-11-09: Cracked');
    expect(laMonth?.text).toContain('Reviews removed by Amazon: 1');
    // The last snapshot before November (4.46, shown 4.5) against the latest (4.14, shown 4.1).
    expect(laMonth?.text).toContain('B0DIGEST01 (B0DIGEST01): 4.5 → 4.1');

    expect(await at('2026-12-06T23:00:00Z')).toBe(1); // the next Monday in Tokyo
    expect((await mailsTo('weekly@acme.test')).map((m) => m.subject).sort()).toEqual([
      'Your weekly review summary for 2026-11-23 to 2026-11-29: 1 new review',
      // Nov 29 23:00 – Dec 6 23:00 UTC: RC.
      'Your weekly review summary for 2026-11-30 to 2026-12-06: 1 new review',
    ]);
    expect(await mailsTo('monthly-tokyo@acme.test')).toHaveLength(1);
    expect(await mailsTo('monthly-la@acme.test')).toHaveLength(1);
  });
});
