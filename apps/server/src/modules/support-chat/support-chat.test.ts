import {
  ROLES,
  SUPPORT_MESSAGES,
  SUPPORT_NOTHING_TO_CHANGE,
  SUPPORT_VISITOR_COMPANY,
  type TSupportConversation,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, supportConversations, supportMessages } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { injectAs, insertSignedInUser } from '../../testing/sign-in.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../testing/test-app.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');

describe('support chat', () => {
  let t: TTestApp;
  const clock = fixedClock(TEST_NOW);
  let seller: { id: string; email: string; companyId: string; token: string };
  let teammate: { token: string };
  let admin: { token: string };
  const data = <T>(res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (JSON.parse(res.body) as { data: T }).data;
  };

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    seller = await insertSignedInUser(t, t.db, { email: 'maria@harbor.test', companyName: 'Harbor Goods' });
    teammate = await insertSignedInUser(t, t.db, { email: 'sam@harbor.test', companyId: seller.companyId });
    admin = await insertSignedInUser(t, t.db, { email: 'root@system.test', roles: [ROLES.superAdmin] });
  });
  afterAll(() => t.close());

  it('refuses the event stream to a caller who is not signed in, and an inbox change that changes nothing', async () => {
    const stream = await t.app.inject({ method: 'GET', url: '/api/support/stream' });
    expect(stream.statusCode).toBe(401);
    expect(JSON.parse(stream.body)).toMatchObject({ error: true });
    const nothing = await injectAs(
      t.app,
      admin.token,
      'PUT',
      '/api/system/support/conversations/6f1c5a52-2a43-4f36-9a55-5d1f7c9b8e10',
      {},
    );
    expect(nothing.statusCode).toBe(400);
    expect(JSON.parse(nothing.body).message).toContain(SUPPORT_NOTHING_TO_CHANGE);
  });

  it('keeps a company conversation with checked attachments, answered from the inbox', async () => {
    expect(data(await injectAs(t.app, seller.token, 'GET', '/api/support/conversation'))).toBeNull();
    const post = (body: object, token = seller.token) =>
      injectAs(t.app, token, 'POST', '/api/support/messages', body);
    // A "PNG" whose bytes are a script is refused by its magic bytes.
    const fake = await post({
      body: 'hi',
      attachment: { name: 'x.png', type: 'image/png', data: Buffer.from('<script>').toString('base64') },
    });
    expect(fake.statusCode).toBe(400);
    expect(JSON.parse(fake.body).message).toBe(SUPPORT_MESSAGES.typeMismatch);
    const mine = data<TSupportConversation>(
      await post({
        body: 'The import is stuck',
        attachment: { name: 'shot.png', type: 'image/png', data: PNG },
      }),
    );
    expect(mine.messages).toHaveLength(1);
    const attachmentId = mine.messages[0]?.attachment?.id ?? '';
    const file = await injectAs(t.app, seller.token, 'GET', `/api/support/attachments/${attachmentId}`);
    expect(file.headers['content-type']).toBe('image/png');
    // A teammate who is not a company admin does not see it; staff do.
    expect(data(await injectAs(t.app, teammate.token, 'GET', '/api/support/conversation'))).toBeNull();
    expect(
      (await injectAs(t.app, teammate.token, 'GET', `/api/support/attachments/${attachmentId}`)).statusCode,
    ).toBe(404);
    expect((await injectAs(t.app, seller.token, 'GET', '/api/system/support/conversations')).statusCode).toBe(
      403,
    );
    const inbox = data<TSupportConversation[]>(
      await injectAs(t.app, admin.token, 'GET', '/api/system/support/conversations'),
    );
    expect(inbox.map((c) => c.opened_by_email)).toEqual([seller.email]);

    // The seller had the chat open just now: no mail. Ten minutes later they are away: a mail.
    data(
      await injectAs(t.app, admin.token, 'POST', `/api/system/support/conversations/${mine.id}/messages`, {
        body: 'Looking into it',
      }),
    );
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, seller.email))).toEqual([]);
    clock.advance(10 * 60_000);
    const answered = data<TSupportConversation>(
      await injectAs(t.app, admin.token, 'POST', `/api/system/support/conversations/${mine.id}/messages`, {
        body: 'Fixed now',
      }),
    );
    expect(answered).toMatchObject({ status: 'pending' });
    expect(answered.messages.map((m) => [m.from_staff, m.body])).toEqual([
      [false, 'The import is stuck'],
      [true, 'Looking into it'],
      [true, 'Fixed now'],
    ]);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, seller.email));
    expect(mails.map((m) => m.subject)).toEqual(['Seller Tools support answered you']);
    const closed = data<TSupportConversation>(
      await injectAs(t.app, admin.token, 'PUT', `/api/system/support/conversations/${mine.id}`, {
        status: 'closed',
      }),
    );
    expect(closed.status).toBe('closed');
  });

  it('limits how fast one user writes', async () => {
    let last = 200;
    for (let i = 0; i < 21; i++) {
      last = (await injectAs(t.app, teammate.token, 'POST', '/api/support/messages', { body: `m${i}` }))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  describe('visitors of the public site', () => {
    type TVisitorAnswer = { token: string; conversation: TSupportConversation };
    const visitorPost = (body: object, ip = '203.0.113.7') =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/visitor/messages',
        payload: body,
        remoteAddress: ip,
      });
    const visitorRead = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/support/visitor/conversation?token=${encodeURIComponent(token)}`,
      });

    it('reach the staff inbox marked as a visitor, and read the answers with their token only', async () => {
      const first = data<TVisitorAnswer>(
        await visitorPost({ email: 'ana@prospect.test', body: 'Do you support Amazon Japan?' }),
      );
      expect(first.token.length).toBeGreaterThanOrEqual(40);
      expect(first.conversation).toMatchObject({
        visitor: true,
        company_name: SUPPORT_VISITOR_COMPANY,
        opened_by_email: 'ana@prospect.test',
      });
      // Only the token's hash is stored.
      const [row] = await t.db
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.id, first.conversation.id));
      expect(row?.visitorTokenHash).not.toContain(first.token);
      expect(row?.companyId).toBeNull();

      clock.advance(1000);
      const again = data<TVisitorAnswer>(
        await visitorPost({ email: 'ana@prospect.test', body: 'And Brazil?', token: first.token }),
      );
      expect(again.conversation.id).toBe(first.conversation.id);
      expect(again.token).toBe(first.token);

      const inbox = data<TSupportConversation[]>(
        await injectAs(t.app, admin.token, 'GET', '/api/system/support/conversations'),
      );
      const listed = inbox.find((c) => c.id === first.conversation.id);
      expect(listed).toMatchObject({ visitor: true, opened_by_email: 'ana@prospect.test' });
      expect(listed?.messages.map((m) => [m.from_staff, m.author_name, m.body])).toEqual([
        [false, 'ana@prospect.test (visitor)', 'Do you support Amazon Japan?'],
        [false, 'ana@prospect.test (visitor)', 'And Brazil?'],
      ]);

      // Another token, a guessed one or none opens nothing.
      expect((await visitorRead('x'.repeat(43))).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/support/visitor/conversation' })).statusCode,
      ).toBe(400);
      expect(
        (await visitorPost({ email: 'ana@prospect.test', body: 'hi', token: 'y'.repeat(43) })).statusCode,
      ).toBe(404);

      // The visitor has the widget open (just read it): the answer shows there, no mail.
      data(await visitorRead(first.token));
      const reply = (body: string) =>
        injectAs(
          t.app,
          admin.token,
          'POST',
          `/api/system/support/conversations/${first.conversation.id}/messages`,
          {
            body,
          },
        );
      clock.advance(1000);
      data(await reply('Yes, Japan is supported.'));
      const read = data<TSupportConversation>(await visitorRead(first.token));
      expect(read.messages.at(-1)).toMatchObject({ from_staff: true, body: 'Yes, Japan is supported.' });
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ana@prospect.test'))).toEqual(
        [],
      );

      // Gone for ten minutes: the answer goes to their email (the dev outbox), linking the public site.
      clock.advance(10 * 60_000);
      data(await reply('Brazil too.'));
      const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ana@prospect.test'));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Brazil too.');
    });

    it('cannot attach files, and must give an email', async () => {
      const before = (await t.db.select().from(supportMessages)).length;
      const withFile = await visitorPost(
        {
          email: 'eve@prospect.test',
          body: 'see this',
          attachment: { name: 'x.png', type: 'image/png', data: PNG },
        },
        '203.0.113.8',
      );
      expect(withFile.statusCode).toBe(400);
      expect(JSON.parse(withFile.body)).toEqual({
        error: true,
        message: SUPPORT_MESSAGES.visitorNoAttachments,
      });
      const noEmail = await visitorPost({ email: 'not-an-email', body: 'hi' }, '203.0.113.8');
      expect(noEmail.statusCode).toBe(400);
      expect(JSON.parse(noEmail.body).message).toContain(SUPPORT_MESSAGES.visitorEmail);
      expect((await t.db.select().from(supportMessages)).length).toBe(before);
    });

    it('are rate-limited per IP address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await visitorPost({ email: 'bot@spam.test', body: `m${i}` }, '198.51.100.1')).statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      // Another address is not held back by that one.
      expect(
        (await visitorPost({ email: 'ok@prospect.test', body: 'hello' }, '198.51.100.2')).statusCode,
      ).toBe(200);
    });
  });
});
