import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { localTime } from '../../../lib/local-time.ts';
import { insertStore } from '../../../testing/channels.ts';
import { mailsTo as mailsToIn } from '../../../testing/registration-fixtures.ts';
import { insertMailTeam, insertReviewFixture, reviewEventsDeps } from '../../../testing/review-fixtures.ts';
import { createTestDatabase, type TTestDatabase } from '../../../testing/test-database.ts';
import { sendDailySummaries } from './daily-summary.ts';
import type { TReviewEventsDeps } from './review-events.ts';

describe('daily summary at each user’s own hour', () => {
  let database: TTestDatabase;
  let deps: TReviewEventsDeps;
  const clock = fixedClock(new Date('2026-11-22T12:00:00Z'));
  const mailsTo = (to: string) => mailsToIn(database.db, to);

  beforeAll(async () => {
    database = await createTestDatabase();
    deps = reviewEventsDeps(database.db, clock, { from: 'summary@seller-tools.local', keyByte: 3 });
    const [tokyo] = await insertMailTeam(database.db, [
      { email: 'tokyo@acme.test', timezone: 'Asia/Tokyo' },
      { email: 'la@acme.test', timezone: 'America/Los_Angeles' },
      { email: 'off@acme.test', timezone: 'Asia/Tokyo', dailySummary: false },
    ]);
    if (!tokyo) throw new Error('team not seeded');
    const store = await insertStore(database.db, { companyId: tokyo.companyId, sellerId: 'A1ACME' });
    await insertReviewFixture(database.db, store);
    // Two recent reviews arrived in the last day; the rest long before, and an old one (dated the 16th)
    // seen only now, as a store's first import sees its history, is not news.
    await database.db.update(reviews).set({ firstSeenAt: new Date('2026-11-01T00:00:00Z') });
    await database.db
      .update(reviews)
      .set({ firstSeenAt: new Date('2026-11-22T20:00:00Z') })
      .where(eq(reviews.reviewId, 'R6BOTTLE'));
    await database.db
      .update(reviews)
      .set({ firstSeenAt: new Date('2026-11-22T21:00:00Z') })
      .where(eq(reviews.reviewId, 'R5BOTTLE'));
    await database.db
      .update(reviews)
      .set({ firstSeenAt: new Date('2026-11-22T21:30:00Z') })
      .where(eq(reviews.reviewId, 'R1BOARD'));
  });
  afterAll(() => database.drop());

  it('knows local hours and dates', () => {
    expect(localTime(new Date('2026-11-22T23:00:00Z'), 'Asia/Tokyo')).toEqual({
      hour: 8,
      date: '2026-11-23',
    });
    expect(localTime(new Date('2026-11-22T23:00:00Z'), 'America/Los_Angeles')).toEqual({
      hour: 15,
      date: '2026-11-22',
    });
  });

  it('mails Tokyo at 08:00 Tokyo time and Los Angeles at 08:00 Los Angeles time, each once', async () => {
    clock.set(new Date('2026-11-22T23:00:00Z')); // 08:00 in Tokyo, 15:00 in Los Angeles
    expect(await sendDailySummaries(deps)).toBe(1);
    const [tokyoMail] = await mailsTo('tokyo@acme.test');
    expect(tokyoMail?.subject).toBe('Your daily review summary for 2026-11-23: 2 new reviews');
    expect(tokyoMail?.text).toContain('United States: 2 new reviews');
    expect(tokyoMail?.text).toContain('5★ 1  4★ 0  3★ 1  2★ 0  1★ 0');
    expect(tokyoMail?.text).toMatch(/Unsubscribe: https:\/\/app\.example\/email\/unsubscribe\?token=\S+/);
    expect(tokyoMail?.html).toContain('Unsubscribe</a>');
    expect(await mailsTo('la@acme.test')).toHaveLength(0);

    // The same hour again (a retried job): nobody twice.
    clock.set(new Date('2026-11-22T23:30:00Z'));
    expect(await sendDailySummaries(deps)).toBe(0);

    // 08:00 in Los Angeles (01:00 the next day in Tokyo): of the two, only the one written on the 21st is
    // recent enough.
    clock.set(new Date('2026-11-23T16:00:00Z'));
    expect(await sendDailySummaries(deps)).toBe(1);
    expect((await mailsTo('la@acme.test')).map((m) => m.subject)).toEqual([
      'Your daily review summary for 2026-11-23: 1 new review',
    ]);
    expect(await mailsTo('tokyo@acme.test')).toHaveLength(1);
    expect(await mailsTo('off@acme.test')).toHaveLength(0);
  });
});
