import { CAMPAIGN_MESSAGES, ROLES, type TCampaign } from '@seller-tools/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaignRecipients, emailOutbox, users } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { unsubscribeTokensOf } from '../../lib/unsubscribe-tokens.ts';
import { createMailer, type TMailer } from '../../mail/mailer.ts';
import { insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { injectFormPost } from '../../testing/form-post.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp, testConfig } from '../../testing/test-app.ts';
import { runCampaignSend, type TSendDeps } from './send.ts';

const SUBSCRIBED = {
  general_newsletter_email: true,
  new_feature_guide_email: false,
  recent_update_email: false,
};
const PUBLIC_URL = testConfig().PUBLIC_URL;
const FAST = { batchSize: 500, ratePerSecond: 1_000_000, budgetMs: 3_600_000 };

describe('email campaigns', () => {
  let t: TTestApp;
  let admin: TSeededUser;
  let seller: TSeededUser;
  let token: string;
  let sendDeps: TSendDeps;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = token) =>
    injectAs(t.app, as, method, url, body);
  const data = <T>(res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (JSON.parse(res.body) as { data: T }).data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await insertUser(t.db, { email: 'root@system.test', roles: [ROLES.superAdmin] });
    seller = await insertUser(t.db, { email: 'maria@harbor.test', companyName: 'Harbor Goods' });
    await t.db.update(users).set({ marketing: SUBSCRIBED }).where(eq(users.id, seller.id));
    token = await signInToken(t, admin.email, TEST_PASSWORD);
    sendDeps = {
      db: t.db,
      clock: t.clock,
      mailer: createMailer({ db: t.db, from: 'test@seller-tools.local', logger: createLogger('silent') }),
      unsubscribeTokens: unsubscribeTokensOf(testConfig()),
      publicUrl: PUBLIC_URL,
    };
  });
  afterAll(() => t.close());

  it('is for super-admins only', async () => {
    const sellerToken = await signInToken(t, seller.email, TEST_PASSWORD);
    expect((await api('GET', '/api/system/email-campaigns', undefined, sellerToken)).statusCode).toBe(403);
    expect((await api('GET', '/api/system/email-campaigns', undefined, '')).statusCode).toBe(401);
  });

  it('builds, counts, sends once, tracks a click and unsubscribes with a POST alone', async () => {
    const created = data<TCampaign>(await api('POST', '/api/system/email-campaigns', { name: 'Spring' }));
    expect(created.state).toBe('draft');
    expect(created.counts.audience).toBe(1);
    const content = {
      name: 'Spring',
      list: created.list,
      filters: created.filters,
      subject: 'Spring news',
      preheader: 'What is new',
      blocks: [
        { type: 'text', id: 't', text: 'Read [the guide](https://example.com/guide).' },
        { type: 'footer', id: 'f', text: 'Seller Tools' },
      ],
      track_opens: true,
      track_clicks: true,
    };
    data(await api('PUT', `/api/system/email-campaigns/${created.id}`, content));
    // Filters narrow the live count: nobody has a connected store.
    const none = await api('POST', '/api/system/email-campaigns/audience', {
      list: 'general_newsletter_email',
      filters: { has_store: true },
    });
    expect(data<{ count: number }>(none).count).toBe(0);
    expect(
      data<{ count: number }>(
        await api('POST', '/api/system/email-campaigns/audience', {
          list: 'recent_update_email',
          filters: {},
        }),
      ).count,
    ).toBe(0);

    const test = data<{ to: string }>(await api('POST', `/api/system/email-campaigns/${created.id}/test`));
    expect(test.to).toBe(admin.email);

    const scheduled = data<TCampaign>(
      await api('POST', `/api/system/email-campaigns/${created.id}/schedule`, {
        scheduled_at: null,
        time_zone: 'Europe/Berlin',
      }),
    );
    expect(scheduled.state).toBe('sending');
    const queued = await t.queue.fetch('campaign-send', { batchSize: 5 });
    expect(queued.map((j) => j.data)).toEqual([{ campaignId: created.id }]);

    await runCampaignSend(sendDeps, created.id, FAST);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, seller.email));
    expect(mail?.subject).toBe('Spring news');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(unsubscribeUrl).toMatch(/\/email\/campaign\/unsubscribe\?t=/);
    expect(mail?.html).toContain(unsubscribeUrl.replaceAll('&', '&amp;'));
    // The guide link goes through the click redirect.
    const click = /href="([^"]*\/email\/campaign\/click[^"]*)"/
      .exec(mail?.html ?? '')?.[1]
      ?.replaceAll('&amp;', '&');
    expect(click).toBeDefined();
    const redirect = await t.app.inject({ method: 'GET', url: (click ?? '').replace(PUBLIC_URL, '') });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('https://example.com/guide');
    // A tampered target is refused (no open redirect).
    const tampered = await t.app.inject({
      method: 'GET',
      url: (click ?? '')
        .replace(PUBLIC_URL, '')
        .replace(encodeURIComponent('https://example.com/guide'), encodeURIComponent('https://evil.example')),
    });
    expect(tampered.statusCode).toBe(400);

    // GET shows a confirmation and changes nothing; the one-click POST alone unsubscribes.
    const path = unsubscribeUrl.replace(PUBLIC_URL, '');
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('<form method="post"');
    expect(
      (await t.db.select().from(users).where(eq(users.id, seller.id)))[0]?.marketing
        ?.general_newsletter_email,
    ).toBe(true);
    const post = await injectFormPost(t.app, path, 'List-Unsubscribe=One-Click');
    expect(post.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, seller.id));
    expect(after?.marketing?.general_newsletter_email).toBe(false);
    expect(after?.unsubscribeReqDate).not.toBeNull();

    const [listed] = data<TCampaign[]>(await api('GET', '/api/system/email-campaigns'));
    expect(listed?.state).toBe('sent');
    expect(listed?.counts).toEqual({
      audience: 1,
      sent: 1,
      delivered: 1,
      opened: 1,
      clicked: 1,
      unsubscribed: 1,
      bounced: 0,
    });
    // A sent campaign cannot be edited or deleted; it can be duplicated.
    expect((await api('PUT', `/api/system/email-campaigns/${created.id}`, content)).statusCode).toBe(409);
    expect(JSON.parse((await api('DELETE', `/api/system/email-campaigns/${created.id}`)).body).message).toBe(
      CAMPAIGN_MESSAGES.deleteDraftOnly,
    );
    const copy = data<TCampaign>(await api('POST', `/api/system/email-campaigns/${created.id}/duplicate`));
    expect(copy.state).toBe('draft');
    data(await api('DELETE', `/api/system/email-campaigns/${copy.id}`));
  });

  it('schedules for later, starts when due, and a cancel stops it', async () => {
    await t.db.update(users).set({ marketing: SUBSCRIBED }).where(eq(users.id, seller.id));
    const created = data<TCampaign>(await api('POST', '/api/system/email-campaigns', { subject: 'Later' }));
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = data<TCampaign>(
      await api('POST', `/api/system/email-campaigns/${created.id}/schedule`, {
        scheduled_at: at,
        time_zone: 'America/New_York',
      }),
    );
    expect(scheduled).toMatchObject({ state: 'scheduled', scheduled_at: at, time_zone: 'America/New_York' });
    const cancelled = data<TCampaign>(await api('POST', `/api/system/email-campaigns/${created.id}/cancel`));
    expect(cancelled.state).toBe('cancelled');
    await runCampaignSend(sendDeps, created.id, FAST);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Later'))).toEqual([]);
  });

  it('records a bounce from the SMTP answer', async () => {
    await t.db.update(users).set({ marketing: SUBSCRIBED }).where(eq(users.id, seller.id));
    const created = data<TCampaign>(await api('POST', '/api/system/email-campaigns', { subject: 'Bounce' }));
    data(
      await api('POST', `/api/system/email-campaigns/${created.id}/schedule`, {
        scheduled_at: null,
        time_zone: 'UTC',
      }),
    );
    const failing: TMailer = {
      ...sendDeps.mailer,
      deliver: async (id) => {
        await t.db
          .update(emailOutbox)
          .set({ status: 'failed', error: '550 5.1.1 mailbox unavailable' })
          .where(eq(emailOutbox.id, id));
        return 'failed';
      },
    };
    await runCampaignSend({ ...sendDeps, mailer: failing }, created.id, FAST);
    const [recipient] = await t.db
      .select()
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.campaignId, created.id));
    expect(recipient).toMatchObject({ status: 'bounced', error: '550 5.1.1 mailbox unavailable' });
  });

  it('sends to 10 000 subscribed users exactly once across a restart mid-send, and to nobody else', async () => {
    // 10 000 subscribed and verified users, plus 2 000 who must get nothing: another list only, no answer,
    // deleted, unverified (bulk insert: one statement each).
    await t.db.execute(sql`insert into users (company_id, email, user_name, name, password_hash, email_verified_at, marketing, deleted_at)
      select ${seller.companyId}::uuid, 'bulk' || g || '@load.test', 'bulk' || g, 'Bulk ' || g, 'x',
        case when g > 11500 then null else now() end,
        case when g <= 10000 or g > 11000 then ${JSON.stringify(SUBSCRIBED)}::jsonb
             when g <= 10500 then '{"general_newsletter_email":false,"new_feature_guide_email":true,"recent_update_email":true}'::jsonb
             else null end,
        case when g > 11000 and g <= 11500 then now() else null end
      from generate_series(1, 12000) g`);
    await t.db
      .update(users)
      .set({ marketing: null })
      .where(inArray(users.email, [seller.email, admin.email]));
    const created = data<TCampaign>(await api('POST', '/api/system/email-campaigns', { subject: 'Load' }));
    expect(created.counts.audience).toBe(10_000);
    data(
      await api('POST', `/api/system/email-campaigns/${created.id}/schedule`, {
        scheduled_at: null,
        time_zone: 'UTC',
      }),
    );

    // The first process dies in the middle of its third batch (after 1 200 mails were written).
    let queuedMails = 0;
    const dying: TMailer = {
      ...sendDeps.mailer,
      queueMany: async (messages, db) => {
        queuedMails += messages.length;
        // The rows are written, then the process dies before the batch commits.
        const ids = (await sendDeps.mailer.queueMany?.(messages, db)) ?? [];
        if (queuedMails > 1200) throw new Error('process killed');
        return ids;
      },
    };
    await expect(runCampaignSend({ ...sendDeps, mailer: dying }, created.id, FAST)).rejects.toThrow(
      'process killed',
    );
    const outboxCount = async () =>
      (
        await t.db
          .select({
            n: sql<number>`count(*)::int`,
            distinctTo: sql<number>`count(distinct ${emailOutbox.to})::int`,
          })
          .from(emailOutbox)
          .where(eq(emailOutbox.subject, 'Load'))
      )[0];
    // Two whole batches committed; the third rolled back.
    expect(await outboxCount()).toEqual({ n: 1000, distinctTo: 1000 });
    // A second process stops after one batch (a job killed between batches), a third finishes.
    expect((await runCampaignSend(sendDeps, created.id, { ...FAST, maxBatches: 1 })).more).toBe(true);
    await runCampaignSend(sendDeps, created.id, FAST);

    expect(await outboxCount()).toEqual({ n: 10_000, distinctTo: 10_000 });
    const [others] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.subject, 'Load'),
          sql`substring(${emailOutbox.to} from '^bulk([0-9]+)@')::int > 10000`,
        ),
      );
    expect(others?.n).toBe(0);
    const [listed] = data<TCampaign[]>(await api('GET', '/api/system/email-campaigns'));
    expect(listed).toMatchObject({ state: 'sent', counts: { audience: 10_000, sent: 10_000 } });
  }, 300_000);
});
