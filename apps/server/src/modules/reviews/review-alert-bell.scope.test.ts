import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAlerts, reviewTags, tags } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertUser } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import { callAsNamed } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

// The bell keeps each user's alert scope, the one the alert mails keep (alert-scope.ts): a user
// scoped to one ASIN sees no alert of another, a user who counts only 1★ as negative sees no 3★ review
// alert, a user scoped to a tag sees only the negative reviews carrying it. Settings are saved over the API.

const X = 'B0XXXXXXX1';
const Y = 'B0YYYYYYY1';

describe('the bell keeps each user’s alert scope', () => {
  let t: TTestApp;
  const clock = fixedClock(new Date('2026-11-20T10:00:00Z'));
  const ids: Record<string, string> = {};

  const call = callAsNamed(() => t, ids);
  const bellOf = async (who: string) => {
    const res = await call(who, 'GET', '/api/review/alerts/bell');
    expect(res.statusCode).toBe(200);
    return res.json().data as { unread: number; items: { title: string }[] };
  };
  const scope = async (who: string, changes: object) => {
    const current = (await call(who, 'GET', '/api/review/notification-settings')).json().data;
    const res = await call(who, 'PUT', '/api/review/notification-settings', { ...current, ...changes });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const owner = await insertUser(t.db, { email: 'owner@scope.test' });
    const store = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'SELLERSC' });
    ids.owner = owner.id;
    for (const who of ['onlyX', 'oneStar', 'leaks'])
      ids[who] = (await insertUser(t.db, { email: `${who}@scope.test`, companyId: owner.companyId })).id;
    const [leaks] = await t.db
      .insert(tags)
      .values({ companyId: owner.companyId, name: 'Leaks', color: 'blue' })
      .returning();
    const review = (id: string, asin: string, stars: number, hour: number) => ({
      channelId: store,
      kind: 'negative_review' as const,
      subjectKey: id,
      details: { asin, stars, title: id, review_id: id },
      createdAt: new Date(`2026-11-20T0${hour}:00:00Z`),
    });
    await t.db.insert(reviewAlerts).values([
      review('LEAKY-X', X, 1, 1),
      review('MEH-Y', Y, 3, 2),
      {
        channelId: store,
        kind: 'rating_drop',
        subjectKey: `${Y}:2026-11-20`,
        details: { asin: Y, title: 'Lamp', from: 4.4, to: 4.3, date: '2026-11-20' },
        createdAt: new Date('2026-11-20T03:00:00Z'),
      },
    ]);
    await t.db
      .insert(reviewTags)
      .values({ channelId: store, reviewId: 'LEAKY-X', tagId: leaks?.id ?? '', source: 'manual' });
    await scope('onlyX', { alert_asins: [X] });
    await scope('oneStar', { negative_stars: [1] });
    await scope('leaks', { alert_tag_ids: [leaks?.id] });
  });
  afterAll(async () => t?.close());

  it('lists and counts only the alerts inside each scope', async () => {
    const titles = async (who: string) => {
      const bell = await bellOf(who);
      expect(bell.unread).toBe(bell.items.length);
      return bell.items.map((i) => i.title);
    };
    const drop = 'Rating of Lamp fell from 4.4 to 4.3';
    expect(await titles('owner')).toEqual([drop, `3★ review on ${Y}: MEH-Y`, `1★ review on ${X}: LEAKY-X`]);
    // ASIN X only: nothing about Y, not even its rating drop.
    expect(await titles('onlyX')).toEqual([`1★ review on ${X}: LEAKY-X`]);
    // Only 1★ counts as negative: the 3★ review is not theirs; a rating drop has no stars to narrow.
    expect(await titles('oneStar')).toEqual([drop, `1★ review on ${X}: LEAKY-X`]);
    // Tag "Leaks": the tagged review; the untagged one is not theirs.
    expect(await titles('leaks')).toEqual([drop, `1★ review on ${X}: LEAKY-X`]);
  });

  it('marks read only what the scope shows, and widening the scope brings the rest back unread', async () => {
    expect((await call('onlyX', 'POST', '/api/review/alerts/bell/read', {})).json().data).toEqual({
      unread: 0,
    });
    await scope('onlyX', { alert_asins: [] });
    const bell = await bellOf('onlyX');
    expect(bell.items).toHaveLength(3);
    expect(bell.unread).toBe(2);
  });
});
