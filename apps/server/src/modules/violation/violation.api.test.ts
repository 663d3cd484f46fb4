import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailOutbox,
  offerSnapshots,
  violationEvents,
  violationNotifications,
} from '../../db/schema/index.ts';
import { violationDetectJob } from '../../jobs/definitions/violation-detect.job.ts';
import { violationDigestJob } from '../../jobs/definitions/violation-digest.job.ts';
import type { TClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMailer } from '../../mail/mailer.ts';
import { contentHash } from '../../sync/snapshots.ts';
import { insertUser } from '../../testing/accounts.ts';
import { violationApiSuite } from '../../testing/violation-api-suite.ts';
import { sendViolationAlerts } from './alert-mail.ts';
import { detectViolations } from './detect.ts';
import { offerSnap, other, own } from './violation-fixtures.ts';

// The module end to end below the web: snapshots in, detection, the API with its roles and store scope,
// alerts mailed once, the bell.

describe('violation API, detection and alerts', () => {
  let now = new Date('2026-06-01T10:00:00Z');
  const clock: TClock = { now: () => now } as TClock;
  // A fresh session per call: the tests move the clock by hours, past the idle timeout.
  const s = violationApiSuite({
    clock,
    domain: 'violation.test',
    prefix: 'SELLERV',
    others: async (db) => ({ outsider: await insertUser(db, { email: 'outsider@violation.test' }) }),
  });
  const { call, ids } = s;

  /** One offers snapshot of ASIN B0TEST in `store` at the current time. */
  const snapshot = async (store: string, offers: Parameters<typeof offerSnap>[0]) => {
    const row = offerSnap(offers);
    const { channelId: _c, observedAt: _o, lastSeenAt: _l, contentHash: _h, ...content } = row;
    await s.t.db.insert(offerSnapshots).values({
      ...content,
      channelId: store,
      observedAt: now,
      lastSeenAt: now,
      contentHash: contentHash(content),
    });
  };
  const deps = () => ({
    db: s.t.db,
    clock,
    logger: createLogger('silent'),
    mailer: createMailer({ db: s.t.db, from: 'test@seller-tools.local', logger: createLogger('silent') }),
    publicUrl: 'https://app.test',
  });

  it('the plan makes the company admin violation-admin and members violation-user; a stored reporter stays one', async () => {
    const roleOf = async (who: string) => (await call(who, 'GET', '/api/user')).json().data.role as string;
    expect(await roleOf('owner')).toContain('violation-admin');
    expect(await roleOf('member')).toContain('violation-user');
    expect(await roleOf('reporter')).toBe('violation-reporter');
    expect(await roleOf('outsider')).not.toContain('violation');
    expect((await call('outsider', 'GET', `/api/violation/events?channel_id=${s.storeA}`)).statusCode).toBe(
      403,
    );
  });

  it('raises a hijacker once over 10 syncs, alerts each recipient once, and resolves it when it clears', async () => {
    await snapshot(s.storeA, [own(20, true)]);
    await snapshot(s.storeB, [own(20, true)]);
    await violationDetectJob.handler(deps(), { channelId: s.storeA });
    expect(await s.t.db.select().from(violationEvents)).toHaveLength(0);
    now = new Date(now.getTime() + 3_600_000);
    await snapshot(s.storeA, [own(20, true), other('AHIJACKER1', 20.4)]);
    for (let i = 0; i < 10; i++) {
      await violationDetectJob.handler(deps(), { channelId: s.storeA });
      now = new Date(now.getTime() + 60_000);
    }
    const events = await s.t.db.select().from(violationEvents);
    expect(events.map((e) => [e.type, e.asin, e.status])).toEqual([['hijacker', 'B0TEST', 'new']]);
    // owner, member, reporter see store A; the member limited to store B does not hear of it.
    const notices = await s.t.db.select().from(violationNotifications);
    expect(notices.map((n) => n.userId).sort()).toEqual([ids.owner, ids.member, ids.reporter].sort());
    const mails = await s.t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'member@violation.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Hijacker: Hijacker AHIJACKER1 is selling on your brand ASIN B0TEST/);
    expect(mails[0]?.text).toMatch(/test buy/);
  });

  it('lists events in the API shape with a keyset cursor; the limited member sees only its store', async () => {
    const res = await call(
      'member',
      'GET',
      `/api/violation/events?channel_id=${s.storeA}&type=hijacker&status=new&limit=1`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.items[0]).toMatchObject({
      type: 'hijacker',
      severity: 'critical',
      status: 'new',
      asin: 'B0TEST',
      sku: null,
      summary: expect.stringContaining('AHIJACKER1'),
      evidence: { offer: { seller_id: 'AHIJACKER1' } },
    });
    expect(Object.keys(data.items[0])).toEqual(
      expect.arrayContaining([
        'event_id',
        'type',
        'severity',
        'status',
        'asin',
        'sku',
        'detected_at',
        'occurred_at',
        'summary',
        'evidence',
      ]),
    );
    expect(data.next_cursor).toBeNull();
    expect(
      (await call('member', 'GET', `/api/violation/events?channel_id=${s.storeA}&cursor=bad`)).statusCode,
    ).toBe(400);
    expect((await call('limited', 'GET', `/api/violation/events?channel_id=${s.storeA}`)).statusCode).toBe(
      403,
    );
    const own = await call('limited', 'GET', `/api/violation/events?channel_id=${s.storeB}`);
    expect(own.json().data.items).toEqual([]);
  });

  it('a reporter reads but cannot acknowledge or change routing; a user acknowledges and the bell drops', async () => {
    const [event] = await s.t.db.select().from(violationEvents);
    const id = event?.id ?? '';
    expect(
      (await call('reporter', 'GET', `/api/violation/events/${id}?channel_id=${s.storeA}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('reporter', 'POST', `/api/violation/events/${id}/acknowledge`, { channel_id: s.storeA }))
        .statusCode,
    ).toBe(403);
    const routing = { preferences: [{ type: 'hijacker', delivery: 'off' }] };
    expect((await call('reporter', 'PUT', '/api/violation/alerts', routing)).statusCode).toBe(403);
    expect((await call('reporter', 'GET', '/api/violation/alerts')).statusCode).toBe(200);
    expect(
      (await call('member', 'PUT', '/api/violation/watch', { channel_id: s.storeA, items: [] })).statusCode,
    ).toBe(403);

    expect((await call('member', 'GET', '/api/violation/bell')).json().data.unread).toBe(1);
    const ack = await call('member', 'POST', `/api/violation/events/${id}/acknowledge`, {
      channel_id: s.storeA,
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json().data.status).toBe('acknowledged');
    expect((await call('member', 'GET', '/api/violation/bell')).json().data.unread).toBe(0);

    const noted = await call('member', 'POST', `/api/violation/events/${id}/notes`, {
      channel_id: s.storeA,
      text: 'Test buy ordered',
    });
    expect(noted.json().data.notes[0]).toMatchObject({ text: 'Test buy ordered' });
    const assigned = await call('owner', 'POST', `/api/violation/events/${id}/assign`, {
      channel_id: s.storeA,
      assignee_id: ids.member,
    });
    expect(assigned.json().data.assignee_id).toBe(ids.member);
    const outsiderAssign = await call('owner', 'POST', `/api/violation/events/${id}/assign`, {
      channel_id: s.storeA,
      assignee_id: ids.outsider,
    });
    expect(outsiderAssign.statusCode).toBe(400);
    // The owner (violation-admin) routes the member's alerts; the member cannot route the owner's.
    expect(
      (await call('owner', 'PUT', '/api/violation/alerts', { user_id: ids.member, ...routing })).statusCode,
    ).toBe(200);
    expect(
      (await call('member', 'PUT', '/api/violation/alerts', { user_id: ids.owner, ...routing })).statusCode,
    ).toBe(403);
    const memberRouting = (await call('member', 'GET', '/api/violation/alerts')).json().data.preferences;
    expect(memberRouting.find((p: { type: string }) => p.type === 'hijacker').delivery).toBe('off');
  });

  it('a cleared condition resolves its event with a resolved notice (mailed per preference); it never raises again unchanged', async () => {
    now = new Date(now.getTime() + 3_600_000);
    await snapshot(s.storeA, [own(20, true)]);
    await detectViolations({ db: s.t.db, clock }, s.storeA);
    const [event] = await s.t.db.select().from(violationEvents);
    expect(event).toMatchObject({ status: 'resolved', resolvedBy: null });
    expect(event?.clearedAt).not.toBeNull();
    const resolved = await s.t.db
      .select()
      .from(violationNotifications)
      .where(
        and(eq(violationNotifications.kind, 'resolved'), eq(violationNotifications.eventId, event?.id ?? '')),
      );
    // The member switched hijacker alerts off: owner and reporter get the resolved notice.
    expect(resolved.map((n) => n.userId).sort()).toEqual([ids.owner, ids.reporter].sort());
    const reports = await call('reporter', 'GET', `/api/violation/reports?channel_id=${s.storeA}`);
    expect(reports.json().data.weeks).toEqual([{ week: expect.any(String), type: 'hijacker', count: 1 }]);
    expect(reports.json().data.resolution[0]).toMatchObject({ type: 'hijacker', resolved: 1 });
  });

  it('routes to the daily summary: no immediate mail, one summary mail on the daily run, never twice', async () => {
    const saved = await call('owner', 'PUT', '/api/violation/alerts', {
      preferences: [{ type: 'map-breach', delivery: 'daily' }],
    });
    expect(saved.statusCode).toBe(200);
    const ownerMails = async () =>
      s.t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'owner@violation.test'));
    // The resolved notice of the hijacker (previous test) goes out with the next immediate run.
    await sendViolationAlerts(deps(), 'immediate');
    expect((await ownerMails()).at(-1)?.subject).toMatch(/^Resolved: Hijacker: /);
    const before = (await ownerMails()).length;
    // An authorised reseller (watch list, violation-admin) undercutting the price: a MAP breach only.
    const watch = await call('owner', 'PUT', '/api/violation/watch', {
      channel_id: s.storeA,
      items: [{ asin: 'B0TEST', authorized_sellers: ['ACHEAP1'], tags: ['hero'] }],
    });
    expect(watch.json().data.items).toEqual([
      { asin: 'B0TEST', map_price_minor: null, authorized_sellers: ['ACHEAP1'], tags: ['hero'] },
    ]);
    now = new Date(now.getTime() + 3_600_000);
    await snapshot(s.storeA, [own(20, true), other('ACHEAP1', 15)]);
    await violationDetectJob.handler(deps(), { channelId: s.storeA });
    // The member's and the reporter's defaults put map-breach in the daily summary too: nothing at once.
    expect((await ownerMails()).length).toBe(before);
    // The hourly digest mails at the owner's summary hour, 08:00 in their time zone (Los Angeles, PDT).
    expect(now.getTime()).toBeLessThan(Date.parse('2026-06-01T15:00:00Z'));
    await violationDigestJob.handler(deps(), {});
    expect((await ownerMails()).length).toBe(before);
    now = new Date('2026-06-01T15:00:00Z');
    expect(await violationDigestJob.handler(deps(), {})).toBeUndefined();
    const after = await ownerMails();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.subject).toBe('Violation summary: 1 update');
    expect(after.at(-1)?.text).toContain('MAP breach');
    await violationDigestJob.handler(deps(), {});
    expect(await ownerMails()).toHaveLength(before + 1);
    const tagged = await call(
      'member',
      'GET',
      `/api/violation/events?channel_id=${s.storeA}&tag=hero&type=map-breach`,
    );
    expect(tagged.json().data.items.map((e: { type: string; tags: string[] }) => [e.type, e.tags])).toEqual([
      ['map-breach', ['hero']],
    ]);
  });
});
