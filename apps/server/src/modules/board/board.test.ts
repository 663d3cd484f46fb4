import {
  BOARD_MESSAGES,
  ZBoardListResponse,
  ZBoardUnseen,
  ZCreateBoardPostResponse,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPosts } from '../../db/schema/index.ts';
import { seedReferenceData } from '../../db/seed.ts';
import { BOARD_SEEDS } from '../../db/shell-seed-data.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertUser } from '../../testing/accounts.ts';
import { createTestSession } from '../../testing/registration-fixtures.ts';
import { injectAs } from '../../testing/sign-in.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../testing/test-app.ts';

describe('news board API', () => {
  let t: TTestApp;
  let seller: string;
  let admin: string;
  let violationAdmin: string;
  const clock = fixedClock(TEST_NOW);

  const list = (type: string, token?: string) => injectAs(t.app, token, 'GET', `/api/board/${type}`);
  const create = (type: string, payload: object, token?: string) =>
    injectAs(t.app, token, 'POST', `/api/board/${type}`, payload);

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const session = async (email: string, roles: string[]) =>
      createTestSession(
        t.db,
        t.clock,
        (await insertUser(t.db, { email, password: 'Corr3ct!horse', roles })).id,
      );
    seller = await session('seller@board.test', []);
    admin = await session('admin@board.test', ['super-admin']);
    violationAdmin = await session('violation@board.test', ['violation-admin']);
  });
  afterAll(() => t.close());

  it('lists the seeded changelog, newest first, with the news item fields', async () => {
    const res = await list('changelog', seller);
    expect(res.statusCode).toBe(200);
    const posts = ZBoardListResponse.parse(res.json()).data;
    const seeded = BOARD_SEEDS.filter((p) => p.type === 'changelog').sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    );
    expect(posts.map((p) => p.title)).toEqual(seeded.map((p) => p.title));
    expect(posts[0]).toMatchObject({
      type: 'changelog',
      cover_image: null,
      reference_content: null,
      created_at: seeded[0]?.createdAt.toISOString(),
    });
    expect(posts[0]?.bullet_content_list.length).toBeGreaterThan(0);
    expect(ZBoardListResponse.parse((await list('news', seller)).json()).data.length).toBeGreaterThan(0);
  });

  it('seeds each post once however often the seed runs', async () => {
    await seedReferenceData(t.db);
    const rows = await t.db.select().from(boardPosts).where(eq(boardPosts.type, 'changelog'));
    expect(rows).toHaveLength(BOARD_SEEDS.filter((p) => p.type === 'changelog').length);
  });

  it('sanitizes HTML on save: scripts, on* attributes and javascript: URLs are stripped', async () => {
    const res = await create(
      'news',
      {
        title: 'Reports are here',
        contents:
          '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://example.com/x" target="_blank">that</a>.</p>' +
          '<script>alert(document.cookie)</script><img src="x" onerror="alert(1)"><img src="https://cdn.example.com/a.png" alt="a">' +
          '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><a href="JaVaScRiPt:alert(2)">y</a>' +
          '<svg onload="alert(3)"><circle/></svg><a href="data:text/html;base64,PHNjcmlwdD4=">z</a>',
        bullet_content_list: ['Exports'],
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const post = ZCreateBoardPostResponse.parse(res.json()).data;
    expect(post.contents).not.toMatch(
      /<script|onclick|onerror|onload|javascript:|<iframe|<style|<svg|data:/i,
    );
    expect(post.contents).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">that</a>',
    );
    expect(post.contents).toContain('<img src="https://cdn.example.com/a.png" alt="a" />');
    expect(post.contents).toContain('<p>Read <a>this</a>');

    // Stored sanitized, so every reader gets the clean version.
    const [row] = await t.db.select().from(boardPosts).where(eq(boardPosts.id, post._id));
    expect(row?.contents).toBe(post.contents);
    const listed = ZBoardListResponse.parse((await list('news', seller)).json()).data;
    expect(listed[0]).toMatchObject({ _id: post._id, contents: post.contents });
  });

  it('refuses contents that are nothing but unsafe markup, storing nothing', async () => {
    const before = (await t.db.select().from(boardPosts)).length;
    const res = await create('news', { title: 'x', contents: '<script>alert(1)</script>' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: true,
      message: `contents: ${BOARD_MESSAGES.contentsEmptyAfterSanitizing}`,
    });
    expect((await t.db.select().from(boardPosts)).length).toBe(before);
  });

  it('lets only super-admins publish', async () => {
    const body = { title: 'Hello', contents: '<p>Hi</p>' };
    expect((await create('news', body)).statusCode).toBe(401);
    for (const token of [seller, violationAdmin]) {
      const res = await create('news', body, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(true);
    }
  });

  it('keeps unpublished posts off the board', async () => {
    const res = await create(
      'changelog',
      { title: 'Draft', contents: '<p>Soon</p>', published: false },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const titles = ZBoardListResponse.parse((await list('changelog', seller)).json()).data.map(
      (p) => p.title,
    );
    expect(titles).not.toContain('Draft');
  });

  const titlesOf = async (type: string, token: string) => {
    const res = await list(type, token);
    if (res.statusCode !== 200) throw new Error(res.body);
    return ZBoardListResponse.parse(res.json()).data;
  };
  const staffList = (type: string, token?: string) =>
    injectAs(t.app, token, 'GET', `/api/system/board/${type}`);
  const update = (type: string, id: string, payload: object, token?: string) =>
    injectAs(t.app, token, 'PUT', `/api/system/board/${type}/${id}`, payload);
  const unseen = async (type: string, token: string) =>
    ZBoardUnseen.parse((await injectAs(t.app, token, 'GET', `/api/board/${type}/unseen`)).json().data).count;

  it('staff list drafts, publish, unpublish and edit them; users only ever see published ones', async () => {
    const draft = ZCreateBoardPostResponse.parse(
      (
        await create('news', { title: 'Draft news', contents: '<p>Soon</p>', published: false }, admin)
      ).json(),
    ).data;
    expect(draft).toMatchObject({ published: false, is_new: false });
    const staffTitles = ZBoardListResponse.parse((await staffList('news', admin)).json()).data.map(
      (p) => p.title,
    );
    expect(staffTitles).toContain('Draft news');
    expect((await titlesOf('news', seller)).map((p) => p.title)).not.toContain('Draft news');

    const published = await update('news', draft._id, { published: true }, admin);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ published: true, title: 'Draft news' });
    expect((await titlesOf('news', seller)).map((p) => p.title)).toContain('Draft news');

    // An edit sanitizes again, and leaves what it does not name alone.
    const edited = await update(
      'news',
      draft._id,
      { contents: '<p>Now</p><script>alert(1)</script><img src=x onerror=alert(1)>' },
      admin,
    );
    expect(edited.json().data).toMatchObject({ published: true, title: 'Draft news' });
    expect(edited.json().data.contents).toMatch(/^<p>Now<\/p>/);
    expect(edited.json().data.contents).not.toMatch(/script|onerror|alert/i);

    expect((await update('news', draft._id, { published: false }, admin)).statusCode).toBe(200);
    expect((await titlesOf('news', seller)).map((p) => p.title)).not.toContain('Draft news');
    // Not reachable under the other board's type, nor by anyone but staff.
    expect((await update('changelog', draft._id, { published: true }, admin)).statusCode).toBe(404);
    for (const token of [seller, violationAdmin]) {
      expect((await update('news', draft._id, { published: true }, token)).statusCode).toBe(403);
      expect((await staffList('news', token)).statusCode).toBe(403);
    }
    expect((await titlesOf('news', seller)).map((p) => p.title)).not.toContain('Draft news');
  });

  it('keeps a post with a later publish date from users until that date', async () => {
    const later = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const res = await create('news', { title: 'Tomorrow', contents: '<p>x</p>', publish_at: later }, admin);
    expect(res.json().data).toMatchObject({ publish_at: later, published: true });
    expect((await titlesOf('news', seller)).map((p) => p.title)).not.toContain('Tomorrow');
    clock.advance(60_000);
    expect((await titlesOf('news', seller)).map((p) => p.title)).toContain('Tomorrow');
  });

  it('marks posts new since the caller last opened the board, per user', async () => {
    const reader = await createTestSession(
      t.db,
      t.clock,
      (await insertUser(t.db, { email: 'reader@board.test', password: 'Corr3ct!horse', roles: [] })).id,
    );
    // First visit: everything is new.
    const all = await titlesOf('changelog', reader);
    expect(all.every((p) => p.is_new)).toBe(true);
    expect(await unseen('changelog', reader)).toBe(all.length);

    const seen = await injectAs(t.app, reader, 'POST', '/api/board/changelog/seen');
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({ count: 0 });
    expect((await titlesOf('changelog', reader)).some((p) => p.is_new)).toBe(false);

    clock.advance(60_000);
    await create('changelog', { title: 'Fresh entry', contents: '<p>New</p>' }, admin);
    await create('changelog', { title: 'Hidden entry', contents: '<p>No</p>', published: false }, admin);
    expect(await unseen('changelog', reader)).toBe(1);
    const after = await titlesOf('changelog', reader);
    expect(after.filter((p) => p.is_new).map((p) => p.title)).toEqual(['Fresh entry']);
    // Another user's marker is their own.
    expect(await unseen('changelog', seller)).toBeGreaterThan(1);

    await injectAs(t.app, reader, 'POST', '/api/board/changelog/seen');
    expect(await unseen('changelog', reader)).toBe(0);
    expect((await injectAs(t.app, undefined, 'GET', '/api/board/changelog/unseen')).statusCode).toBe(401);
  });

  it('answers 400 for an unknown board type and 401 without a session', async () => {
    const res = await list('secrets', seller);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, message: 'type: Unknown board. Use one of: news, changelog.' });
    expect((await list('news')).statusCode).toBe(401);
  });
});
