import {
  BROKEN_TEXT_MESSAGE,
  FAVORITE_CHANNEL_CONFIG_NAME,
  USER_CONFIG_MAX_BYTES,
  USER_CONFIG_MESSAGES,
  USER_CONFIGS_MAX,
  ZSaveUserConfigResponse,
  ZUserConfigResponse,
} from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userConfigs } from '../../db/schema/index.ts';
import { insertUser, type TSeededUser } from '../../testing/accounts.ts';
import { createTestSession } from '../../testing/registration-fixtures.ts';
import { injectAs } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

describe('GET/PUT /api/user/config', () => {
  let t: TTestApp;
  let alice: TSeededUser;
  let bob: TSeededUser;
  let aliceToken: string;
  let bobToken: string;

  const get = (name: string, token?: string) =>
    injectAs(t.app, token, 'GET', `/api/user/config?name=${encodeURIComponent(name)}`);
  const put = (payload: object, token?: string) => injectAs(t.app, token, 'PUT', '/api/user/config', payload);

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await insertUser(t.db, { email: 'alice@config.test', password: 'Corr3ct!horse' });
    // Same company: configs are per user, not per company.
    bob = await insertUser(t.db, {
      email: 'bob@config.test',
      password: 'Corr3ct!horse',
      companyId: alice.companyId,
    });
    aliceToken = await createTestSession(t.db, t.clock, alice.id);
    bobToken = await createTestSession(t.db, t.clock, bob.id);
  });
  afterAll(() => t.close());

  it('round-trips the favourites list, replacing it on every save', async () => {
    expect(
      ZUserConfigResponse.parse((await get(FAVORITE_CHANNEL_CONFIG_NAME, aliceToken)).json()).data,
    ).toBeNull();

    const first = [{ seller_id: 'A1SELLER', market_id: 'ATVPDKIKX0DER' }];
    const saved = ZSaveUserConfigResponse.parse(
      (await put({ name: FAVORITE_CHANNEL_CONFIG_NAME, data: first }, aliceToken)).json(),
    );
    expect(saved.data).toMatchObject({ name: FAVORITE_CHANNEL_CONFIG_NAME, data: first });

    const second = [...first, { seller_id: 'A1SELLER', market_id: 'A2EUQ1WTGCTBG2' }];
    const replaced = await put(
      {
        name: FAVORITE_CHANNEL_CONFIG_NAME,
        data: second,
        config_id: saved.data.config_id,
        login_name: 'Alice',
      },
      aliceToken,
    );
    expect(replaced.statusCode).toBe(200);
    const read = ZUserConfigResponse.parse((await get(FAVORITE_CHANNEL_CONFIG_NAME, aliceToken)).json());
    expect(read.data).toMatchObject({ config_id: saved.data.config_id, data: second });
  });

  it("keeps each user's configs apart", async () => {
    await put({ name: FAVORITE_CHANNEL_CONFIG_NAME, data: [] }, bobToken);
    const bobs = ZUserConfigResponse.parse((await get(FAVORITE_CHANNEL_CONFIG_NAME, bobToken)).json());
    expect(bobs.data?.data).toEqual([]);
    const alices = ZUserConfigResponse.parse((await get(FAVORITE_CHANNEL_CONFIG_NAME, aliceToken)).json());
    expect(alices.data?.data).toHaveLength(2);
    // Another user's config id cannot be used to write it.
    const res = await put(
      { name: FAVORITE_CHANNEL_CONFIG_NAME, data: [], config_id: alices.data?.config_id },
      bobToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, message: USER_CONFIG_MESSAGES.configIdMismatch });
    expect(
      ZUserConfigResponse.parse((await get(FAVORITE_CHANNEL_CONFIG_NAME, aliceToken)).json()).data?.data,
    ).toHaveLength(2);
  });

  it('checks the shape of favorite_channel and the size of any config, with readable 400s', async () => {
    const wrongShape = await put(
      { name: FAVORITE_CHANNEL_CONFIG_NAME, data: [{ seller_id: 'A1' }] },
      aliceToken,
    );
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json()).toEqual({
      error: true,
      message: expect.stringMatching(/^data\.0\.market_id: /),
    });

    const tooBig = await put({ name: 'table_columns', data: 'x'.repeat(USER_CONFIG_MAX_BYTES) }, aliceToken);
    expect(tooBig.json()).toEqual({ error: true, message: USER_CONFIG_MESSAGES.tooLarge });

    const badName = await get('Favorite Channel', aliceToken);
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toEqual({ error: true, message: `name: ${USER_CONFIG_MESSAGES.nameInvalid}` });

    const noData = await put({ name: 'table_columns' }, aliceToken);
    expect(noData.statusCode).toBe(400);
    expect(noData.json().error).toBe(true);
    // Nothing was half-written.
    expect(ZUserConfigResponse.parse((await get('table_columns', aliceToken)).json()).data).toBeNull();
  });

  it('keeps any JSON for other config names', async () => {
    const data = { columns: ['asin', 'rating'], pageSize: 50 };
    expect((await put({ name: 'review.table', data }, aliceToken)).statusCode).toBe(200);
    expect(ZUserConfigResponse.parse((await get('review.table', aliceToken)).json()).data?.data).toEqual(
      data,
    );
  });

  // Issue 17: a lone surrogate in saved JSON reached PostgreSQL's jsonb and answered 500.
  it('refuses a broken character (half a surrogate pair) anywhere in the data with a 400', async () => {
    const refused = await put({ name: 'review.table', data: { label: 'half \ud83d' } }, aliceToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: true, message: `data.label: ${BROKEN_TEXT_MESSAGE}` });
    expect((await put({ name: 'review.table', data: '\udfff\ud800x' }, aliceToken)).statusCode).toBe(400);
    const whole = await put({ name: 'review.table', data: { label: 'whole 😀' } }, aliceToken);
    expect(whole.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await get(FAVORITE_CHANNEL_CONFIG_NAME)).statusCode).toBe(401);
    expect((await put({ name: FAVORITE_CHANNEL_CONFIG_NAME, data: [] })).statusCode).toBe(401);
  });

  it('keeps at most USER_CONFIGS_MAX configs per user, with a clear 409 past it; saving a kept one still works', async () => {
    const carol = await insertUser(t.db, { email: 'carol@config.test', password: 'Corr3ct!horse' });
    const carolToken = await createTestSession(t.db, t.clock, carol.id);
    await t.db.insert(userConfigs).values(
      Array.from({ length: USER_CONFIGS_MAX - 1 }, (_, i) => ({
        userId: carol.id,
        name: `c${i}`,
        data: i,
      })),
    );
    expect((await put({ name: 'last.one', data: 1 }, carolToken)).statusCode).toBe(200);
    const over = await put({ name: 'one.more', data: 1 }, carolToken);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: true, message: USER_CONFIG_MESSAGES.tooMany });
    expect((await put({ name: 'last.one', data: 2 }, carolToken)).statusCode).toBe(200);
    // Bob's own count is his.
    expect((await put({ name: 'one.more', data: 1 }, bobToken)).statusCode).toBe(200);
  });
});
