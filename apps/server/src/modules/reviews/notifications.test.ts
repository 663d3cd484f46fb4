import {
  DEFAULT_NOTIFICATION_TIMEZONE,
  REVIEW_MESSAGES,
  ZNotificationSettingsResponse,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { unsubscribeTokensOf } from '../../lib/unsubscribe-tokens.ts';
import { insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { injectFormPost } from '../../testing/form-post.ts';
import { signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp, testConfig } from '../../testing/test-app.ts';

describe('notification settings and unsubscribe links', () => {
  let t: TTestApp;
  let token: string;
  let user: TSeededUser;
  const tokens = unsubscribeTokensOf(testConfig());
  const settings = async () =>
    ZNotificationSettingsResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/review/notification-settings',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    ).data;

  beforeAll(async () => {
    t = await buildTestApp();
    user = await insertUser(t.db, { email: 'owner@acme.test', companyName: 'Acme' });
    token = await signInToken(t.app, 'owner@acme.test', TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('starts from the defaults and saves what the user chooses', async () => {
    expect(await settings()).toEqual({
      daily_summary: true,
      summary_frequency: 'daily',
      summary_hour: 8,
      timezone: DEFAULT_NOTIFICATION_TIMEZONE,
      negative_review_alert: true,
      negative_stars: [1, 2, 3],
      rating_drop_alert: true,
      alert_asins: [],
      alert_tag_ids: [],
    });
    const chosen = {
      daily_summary: true,
      summary_frequency: 'monthly',
      summary_hour: 18,
      timezone: 'Asia/Tokyo',
      negative_review_alert: true,
      negative_stars: [2, 1, 1],
      rating_drop_alert: false,
      alert_asins: [' b0abc12345 ', 'B0ABC12345'],
      alert_tag_ids: [],
    };
    const save = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/review/notification-settings',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const saved = await save(chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(REVIEW_MESSAGES.settingsSaved);
    expect(await settings()).toMatchObject({
      summary_frequency: 'monthly',
      summary_hour: 18,
      timezone: 'Asia/Tokyo',
      negative_stars: [1, 2],
      rating_drop_alert: false,
      alert_asins: ['B0ABC12345'],
    });
    for (const bad of [
      { ...chosen, summary_hour: 24 },
      { ...chosen, summary_frequency: 'yearly' },
      { ...chosen, timezone: 'Mars/Olympus' },
      { ...chosen, negative_stars: [] },
      { ...chosen, alert_asins: ['not-an-asin'] },
      { ...chosen, alert_tag_ids: ['not-a-uuid'] },
    ]) {
      const res = await save(bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/review/notification-settings' })).statusCode).toBe(
      401,
    );
  });

  it('the link shows a confirmation page; posting it turns that mail off', async () => {
    const link = `/email/unsubscribe?token=${tokens.sign(user.id, 'daily_summary')}`;
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Unsubscribe from the review summary email?');
    expect((await settings()).daily_summary).toBe(true);
    const done = await injectFormPost(t.app, link, '');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(REVIEW_MESSAGES.unsubscribed);
    expect((await settings()).daily_summary).toBe(false);

    const alerts = `/email/unsubscribe?token=${tokens.sign(user.id, 'alerts')}`;
    await t.app.inject({ method: 'POST', url: alerts });
    expect(await settings()).toMatchObject({ negative_review_alert: false, rating_drop_alert: false });

    await t.app.inject({
      method: 'POST',
      url: `/email/unsubscribe?token=${tokens.sign(user.id, 'marketing')}`,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.marketing).toEqual({
      general_newsletter_email: false,
      new_feature_guide_email: false,
      recent_update_email: false,
    });
    expect(row?.unsubscribeReqDate).not.toBeNull();
  });

  it('refuses a forged or damaged token', async () => {
    const good = tokens.sign(user.id, 'alerts');
    const forged = `${Buffer.from(`${user.id}:marketing`).toString('base64url')}.${good.split('.')[1]}`;
    for (const token of [forged, `${good}x`, 'garbage-token-value']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/email/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(REVIEW_MESSAGES.unsubscribeInvalid);
    }
  });

  it('answers the "not valid" page, not the JSON envelope, for a missing or malformed token', async () => {
    const long = 'x'.repeat(500);
    for (const query of [
      '',
      '?token=',
      '?token=short',
      `?token=${long}`,
      '?token=a&token=b',
      '?token=abcdefghij%00kl',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: `/email/unsubscribe${query}` });
        expect(res.statusCode, `${method} ${query}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain(REVIEW_MESSAGES.unsubscribeInvalid);
      }
    }
  });
});
