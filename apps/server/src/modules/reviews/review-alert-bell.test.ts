import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAlerts } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertMember, insertUser } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import { callAsNamed } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

// The bell's review alerts over the API: each user's own read marks, the stores the access policy lets
// them see (a member limited to one store, another company), and bad input refused.

describe('review alerts in the notification centre', () => {
  let t: TTestApp;
  const clock = fixedClock(new Date('2026-11-20T10:00:00Z'));
  const ids: Record<string, string> = {};
  const alertIds: Record<string, string> = {};

  const call = callAsNamed(() => t, ids);
  const bellOf = async (who: string) => {
    const res = await call(who, 'GET', '/api/review/alerts/bell');
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      unread: number;
      items: { alert_id: string; title: string; read: boolean; review_id: string | null; asin: string }[];
    };
  };
  const markRead = (who: string, body: object) => call(who, 'POST', '/api/review/alerts/bell/read', body);

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const owner = await insertUser(t.db, { email: 'owner@bell.test' });
    const storeA = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'SELLERBA' });
    const storeB = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'SELLERBB' });
    const limited = await insertMember(t.db, owner, 'limited@bell.test', ['SELLERBB']);
    const outsider = await insertUser(t.db, { email: 'outsider@bell.test' });
    const storeX = await insertStore(t.db, { companyId: outsider.companyId, sellerId: 'SELLERBX' });
    Object.assign(ids, { owner: owner.id, limited: limited.id, outsider: outsider.id });
    const rows = await t.db
      .insert(reviewAlerts)
      .values([
        {
          channelId: storeA,
          kind: 'negative_review',
          subjectKey: 'R1A',
          details: { asin: 'B0AAAAAAA1', stars: 1, title: 'Broke in a day', review_id: 'R1A' },
          createdAt: new Date('2026-11-20T08:00:00Z'),
        },
        {
          channelId: storeA,
          kind: 'rating_drop',
          subjectKey: 'B0AAAAAAA1:2026-11-20',
          details: { asin: 'B0AAAAAAA1', title: 'Water bottle', from: 4.3, to: 4.2, date: '2026-11-20' },
          createdAt: new Date('2026-11-20T09:00:00Z'),
        },
        {
          channelId: storeB,
          kind: 'review_removed',
          subjectKey: 'R2B:1',
          details: { asin: 'B0BBBBBBB1', stars: 2, title: 'Meh', review_id: 'R2B' },
          createdAt: new Date('2026-11-20T07:00:00Z'),
        },
        {
          channelId: storeX,
          kind: 'negative_review',
          subjectKey: 'R9X',
          details: { asin: 'B0XXXXXXX1', stars: 1, title: 'Other company', review_id: 'R9X' },
        },
      ])
      .returning({ id: reviewAlerts.id, key: reviewAlerts.subjectKey });
    for (const row of rows) alertIds[row.key] = row.id;
  });
  afterAll(async () => t?.close());

  it('lists the alerts of the stores each user may see, newest first, all unread', async () => {
    const owner = await bellOf('owner');
    expect(owner.unread).toBe(3);
    expect(owner.items.map((i) => i.title)).toEqual([
      'Rating of Water bottle fell from 4.3 to 4.2',
      '1★ review on B0AAAAAAA1: Broke in a day',
      'Amazon removed a 2★ review on B0BBBBBBB1: Meh',
    ]);
    expect(owner.items.map((i) => i.review_id)).toEqual([null, 'R1A', 'R2B']);
    // Limited to store B: its one alert. The other company: only its own.
    const limited = await bellOf('limited');
    expect(limited.unread).toBe(1);
    expect(limited.items.map((i) => i.alert_id)).toEqual([alertIds['R2B:1']]);
    const outsider = await bellOf('outsider');
    expect(outsider.items.map((i) => i.alert_id)).toEqual([alertIds.R9X]);
  });

  it('marks read per user, and never an alert of a store the caller cannot see', async () => {
    // The limited member names an alert of store A and the other company's: nothing changes for anyone.
    const ignored = await markRead('limited', { alert_ids: [alertIds.R1A, alertIds.R9X] });
    expect(ignored.json().data).toEqual({ unread: 1 });
    expect((await bellOf('outsider')).unread).toBe(1);
    expect((await bellOf('owner')).unread).toBe(3);

    expect((await markRead('limited', { alert_ids: [alertIds['R2B:1']] })).json().data).toEqual({
      unread: 0,
    });
    expect((await bellOf('limited')).items[0]?.read).toBe(true);
    // Read for the limited member only: the owner still has it unread.
    const owner = await bellOf('owner');
    expect(owner.unread).toBe(3);
    expect(owner.items.find((i) => i.alert_id === alertIds['R2B:1'])?.read).toBe(false);

    // All of them, twice (a double click): the owner's three, and the other company's stays unread.
    expect((await markRead('owner', {})).json().data).toEqual({ unread: 0 });
    expect((await markRead('owner', {})).json().data).toEqual({ unread: 0 });
    expect((await bellOf('owner')).items.every((i) => i.read)).toBe(true);
    expect((await bellOf('outsider')).unread).toBe(1);
  });

  it('refuses bad input and callers without a session', async () => {
    const bad = await markRead('owner', { alert_ids: ['not-a-uuid'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true });
    expect((await call('owner', 'GET', '/api/review/alerts/bell?limit=0')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/review/alerts/bell' })).statusCode).toBe(401);
  });
});
