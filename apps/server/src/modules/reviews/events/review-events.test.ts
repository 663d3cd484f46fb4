import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notificationSettings,
  ratingSnapshots,
  reviews,
  reviewTags,
  tagRules,
  tags,
} from '../../../db/schema/index.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { insertUser, type TSeededUser } from '../../../testing/accounts.ts';
import { mailsTo as mailsToIn } from '../../../testing/registration-fixtures.ts';
import { FIXTURE_ASINS, reviewEventsDeps, seedAcmeReviews } from '../../../testing/review-fixtures.ts';
import { createTestDatabase, type TTestDatabase } from '../../../testing/test-database.ts';
import { processReviewEvents, type TReviewEventsDeps } from './review-events.ts';

describe('review events: tag rules on new reviews, alerts that fire once', () => {
  let database: TTestDatabase;
  let deps: TReviewEventsDeps;
  let owner: TSeededUser;
  let picky: TSeededUser; // counts only 1-star reviews as negative
  let outsider: TSeededUser; // same company, no access to this store
  let store: string;
  let ruleTag: string;
  const clock = fixedClock(new Date('2026-11-22T12:00:00Z'));

  const mailsTo = async (to: string) => mailsToIn(database.db, to);
  const addReview = (
    id: string,
    stars: number,
    title: string,
    body: string,
    asin: string = FIXTURE_ASINS.board,
  ) =>
    database.db.insert(reviews).values({
      channelId: store,
      reviewId: id,
      asin,
      stars,
      title,
      body,
      reviewDate: '2026-11-22',
      verified: true,
      helpfulVotes: 0,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    deps = reviewEventsDeps(database.db, clock, { from: 'alerts@seller-tools.local', keyByte: 7 });
    ({ owner, store } = await seedAcmeReviews(database.db));
    picky = await insertUser(database.db, {
      email: 'picky@acme.test',
      password: 'x',
      companyId: owner.companyId,
    });
    outsider = await insertUser(database.db, {
      email: 'outsider@acme.test',
      password: 'x',
      companyId: owner.companyId,
      accessChannelList: ['A1OTHER'],
    });
    await database.db.insert(notificationSettings).values({
      userId: picky.id,
      dailySummary: true,
      summaryHour: 8,
      timezone: 'UTC',
      negativeReviewAlert: true,
      negativeStars: [1],
      ratingDropAlert: false,
    });
    const [tag] = await database.db
      .insert(tags)
      .values({ companyId: owner.companyId, name: 'Leaks', color: 'blue' })
      .returning();
    ruleTag = tag?.id ?? '';
    await database.db.insert(tagRules).values({
      companyId: owner.companyId,
      name: 'Leaking lids',
      tagId: ruleTag,
      keywords: ['leak'],
      stars: [1, 2, 3],
      asins: [],
    });
  });
  afterAll(() => database.drop());
  beforeEach(() => clock.set(new Date('2026-11-22T12:00:00Z')));

  it('after the initial import, tags new reviews but raises no alert for history', async () => {
    await addReview('RNEW-HIST', 1, 'It leaks', 'Leaks everywhere');
    const result = await processReviewEvents(deps, { channelId: store, alerts: false });
    expect(result).toMatchObject({ alerts: 0, mails: 0 });
    expect(result.tagged).toBe(1);
    expect(await mailsTo('owner@acme.test')).toHaveLength(0);
    const [row] = await database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.channelId, store), eq(reviews.reviewId, 'RNEW-HIST')));
    expect(row?.processedAt).not.toBeNull();
  });

  it('a new negative review alerts each user who wants it, once, and is tagged by the rules', async () => {
    await addReview('RNEW-1', 2, 'Lid leaks', 'The lid leaks after a day', FIXTURE_ASINS.bottle);
    await addReview('RNEW-2', 5, 'Perfect', 'No leak at all, love it', FIXTURE_ASINS.bottle);
    const first = await processReviewEvents(deps, { channelId: store, alerts: true });
    expect(first.alerts).toBeGreaterThanOrEqual(1);

    const ownerMails = await mailsTo('owner@acme.test');
    const negative = ownerMails.filter((m) => m.subject.startsWith('New 2-star review'));
    expect(negative).toHaveLength(1);
    expect(negative[0]?.subject).toBe('New 2-star review: Steel Water Bottle');
    expect(negative[0]?.text).toContain('The lid leaks after a day');
    expect(negative[0]?.text).toMatch(/Unsubscribe: https:\/\/app\.example\/email\/unsubscribe\?token=/);
    expect(negative[0]?.html).toContain('Lid leaks');
    // 2 stars is not negative for the picky user; the outsider cannot see the store.
    expect((await mailsTo('picky@acme.test')).filter((m) => m.subject.startsWith('New 2-star'))).toHaveLength(
      0,
    );
    expect(await mailsTo('outsider@acme.test')).toHaveLength(0);
    void outsider;

    // The rule (keyword "leak", stars 1–3) tagged the 2-star review, not the 5-star one.
    const tagged = await database.db.select().from(reviewTags).where(eq(reviewTags.tagId, ruleTag));
    expect(tagged.map((t) => t.reviewId).sort()).toEqual(['RNEW-1', 'RNEW-HIST']);

    // Run again (a retried job, the next sync): nothing new fires.
    const again = await processReviewEvents(deps, { channelId: store, alerts: true });
    expect(again).toEqual({ tagged: 0, alerts: 0, removed: 0, mails: 0 });
    expect((await mailsTo('owner@acme.test')).filter((m) => m.subject.startsWith('New 2-star'))).toHaveLength(
      1,
    );
  });

  it('a displayed rating crossing down (4.6 → 4.5) alerts once; a change within the same tenth does not', async () => {
    await database.db.insert(ratingSnapshots).values({
      channelId: store,
      asin: FIXTURE_ASINS.bottle,
      snapshotDate: '2026-11-23',
      average: '4.58',
      ratingsCount: 43,
    });
    expect((await processReviewEvents(deps, { channelId: store, alerts: true })).alerts).toBe(0);
    await database.db.insert(ratingSnapshots).values({
      channelId: store,
      asin: FIXTURE_ASINS.bottle,
      snapshotDate: '2026-11-24',
      average: '4.54',
      ratingsCount: 44,
    });
    const drop = await processReviewEvents(deps, { channelId: store, alerts: true });
    expect(drop.alerts).toBe(1);
    const mails = (await mailsTo('owner@acme.test')).filter((m) => m.subject.startsWith('Rating dropped'));
    expect(mails.map((m) => m.subject)).toEqual(['Rating dropped to 4.5: Steel Water Bottle']);
    expect(mails[0]?.text).toContain('fell from 4.6 to 4.5 on 2026-11-24');
    // The picky user turned rating-drop alerts off.
    expect(
      (await mailsTo('picky@acme.test')).filter((m) => m.subject.startsWith('Rating dropped')),
    ).toHaveLength(0);
    expect((await processReviewEvents(deps, { channelId: store, alerts: true })).alerts).toBe(0);
  });
  it("keeps each user's alerts to their scope: their ASINs, and for negative reviews their tags", async () => {
    const scoped = async (email: string, scope: { alertAsins?: string[]; alertTagIds?: string[] }) => {
      const user = await insertUser(database.db, { email, password: 'x', companyId: owner.companyId });
      await database.db.insert(notificationSettings).values({
        userId: user.id,
        dailySummary: false,
        summaryHour: 8,
        timezone: 'UTC',
        negativeReviewAlert: true,
        negativeStars: [1, 2, 3],
        ratingDropAlert: true,
        ...scope,
      });
    };
    await scoped('bottles@acme.test', { alertAsins: [FIXTURE_ASINS.bottle] });
    await scoped('leaks@acme.test', { alertTagIds: [ruleTag] });
    // A 1-star board review the rule tags "Leaks", and an untagged 1-star bottle review.
    await addReview('RSCOPE-1', 1, 'Leaky board', 'Water leaks through the seam', FIXTURE_ASINS.board);
    await addReview('RSCOPE-2', 1, 'Snapped', 'Broke within a week', FIXTURE_ASINS.bottle);
    await processReviewEvents(deps, { channelId: store, alerts: true });
    const bodies = async (email: string) => (await mailsTo(email)).map((m) => m.text);
    const has = (texts: string[], phrase: string) => texts.some((text) => text.includes(phrase));

    const bottles = await bodies('bottles@acme.test');
    expect(has(bottles, 'Broke within a week')).toBe(true);
    expect(has(bottles, 'Water leaks through the seam')).toBe(false);
    const leaks = await bodies('leaks@acme.test');
    expect(has(leaks, 'Water leaks through the seam')).toBe(true);
    expect(has(leaks, 'Broke within a week')).toBe(false);
    // Without a scope, both.
    const all = await bodies('owner@acme.test');
    expect(has(all, 'Water leaks through the seam') && has(all, 'Broke within a week')).toBe(true);
  });
});
