import {
  CONTROL_CHARACTERS_MESSAGE,
  DEFAULT_TAG_NAME,
  REVIEW_MESSAGES,
  TAG_RULES_MAX,
  TEAM_MESSAGES,
  ZReviewListResponse,
  ZTagListResponse,
  ZTagRuleResponse,
} from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tagRules } from '../../db/schema/index.ts';
import { insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { acmeReviewsSuite } from '../../testing/acme-reviews-suite.ts';
import { FIXTURE_ASINS } from '../../testing/review-fixtures.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';

describe('tags and tag automation API', () => {
  const s = acmeReviewsSuite();
  let rivalToken: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = s.token) =>
    injectAs(s.t.app, as, method, url, payload);
  const taggedWith = async (tagId: string) =>
    ZReviewListResponse.parse(
      (await call('GET', `/api/review/reviews?channel_id=${s.store}&tag_id=${tagId}`)).json(),
    ).data.items.map((r) => r.review_id);

  beforeAll(async () => {
    // Another company, no store: its tags must stay apart from Acme's.
    await insertUser(s.t.db, { email: 'rival@rival.test', companyName: 'Rival' });
    rivalToken = await signInToken(s.t.app, 'rival@rival.test', TEST_PASSWORD);
  });

  it('lets a member without the manage-tags permission read tags and rules but not change them', async () => {
    const owner = await s.t.db.execute(sql`select company_id from users where email = 'owner@acme.test'`);
    const companyId = (owner.rows[0] as { company_id: string }).company_id;
    await insertUser(s.t.db, { email: 'viewer@acme.test', companyId, permissions: ['export_reports'] });
    const viewer = await signInToken(s.t.app, 'viewer@acme.test', TEST_PASSWORD);
    expect((await call('GET', '/api/review/tags', undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', '/api/review/tag-rules', undefined, viewer)).statusCode).toBe(200);
    const refused = await call('POST', '/api/review/tags', { name: 'Sneaky', color: 'red' }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: true, message: TEAM_MESSAGES.permissionMissing });
    expect((await call('POST', '/api/review/tag-rules/apply', {}, viewer)).statusCode).toBe(403);
    const list = ZTagListResponse.parse((await call('GET', '/api/review/tags')).json()).data;
    expect(list.map((tag) => tag.name)).not.toContain('Sneaky');
  });

  it('creates, renames and lists tags; names obey dupTitle and isNameDefault', async () => {
    const created = await call('POST', '/api/review/tags', { name: 'Quality', color: 'red' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.tag_id;
    for (const name of ['quality', ' QUALITY ']) {
      const dup = await call('POST', '/api/review/tags', { name });
      expect(dup.statusCode).toBe(400);
      expect(dup.json()).toEqual({ error: true, message: REVIEW_MESSAGES.tagNameTaken });
    }
    const dflt = await call('POST', '/api/review/tags', { name: DEFAULT_TAG_NAME });
    expect(dflt.json()).toEqual({ error: true, message: REVIEW_MESSAGES.tagNameDefault });
    expect((await call('POST', '/api/review/tags', { name: '' })).statusCode).toBe(400);
    expect((await call('POST', '/api/review/tags', { name: 'x', color: 'plaid' })).statusCode).toBe(400);
    // Renaming to its own name in another case is not a duplicate of itself.
    expect((await call('PUT', `/api/review/tags/${id}`, { name: 'QUALITY', color: 'red' })).statusCode).toBe(
      200,
    );
    const list = ZTagListResponse.parse((await call('GET', '/api/review/tags')).json()).data;
    expect(list.map((tag) => tag.name)).toEqual(['QUALITY']);
    // Another company sees none of it and cannot change it.
    expect(
      ZTagListResponse.parse((await call('GET', '/api/review/tags', undefined, rivalToken)).json()).data,
    ).toEqual([]);
    expect((await call('PUT', `/api/review/tags/${id}`, { name: 'Mine' }, rivalToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/review/tags/${id}`, undefined, rivalToken)).statusCode).toBe(404);
    expect((await call('POST', '/api/review/tags', { name: 'quality' }, rivalToken)).statusCode).toBe(200);
  });

  it('applies rules to existing reviews on demand: keywords AND stars AND ASINs, idempotently', async () => {
    const tag = (await call('POST', '/api/review/tags', { name: 'Damage' })).json().data.tag_id;
    const noCondition = await call('POST', '/api/review/tag-rules', { name: 'Empty', tag_id: tag });
    expect(noCondition.json()).toEqual({
      error: true,
      message: `keywords: ${REVIEW_MESSAGES.ruleNeedsCondition}`,
    });
    const rule = await call('POST', '/api/review/tag-rules', {
      name: 'Cracks and warps',
      tag_id: tag,
      keywords: ['crack', 'WARP'],
      stars: [1, 2, 3],
      asins: [FIXTURE_ASINS.board.toLowerCase()],
    });
    expect(rule.statusCode).toBe(200);
    const saved = ZTagRuleResponse.parse(rule.json()).data;
    expect(saved).toMatchObject({
      asins: [FIXTURE_ASINS.board],
      stars: [1, 2, 3],
      active: true,
      tag: { name: 'Damage' },
    });
    // Rules only tag new reviews until applied.
    expect(await taggedWith(tag)).toEqual([]);
    const applied = await call('POST', '/api/review/tag-rules/apply');
    expect(applied.json().data.tagged).toBe(2);
    expect(await taggedWith(tag)).toEqual(['R1BOARD', 'R2BOARD']);
    expect((await call('POST', '/api/review/tag-rules/apply')).json().data.tagged).toBe(0);

    // A paused rule tags nothing; a rule on stars alone matches any text.
    const fives = (await call('POST', '/api/review/tags', { name: 'Five stars' })).json().data.tag_id;
    const fiveRule = (
      await call('POST', '/api/review/tag-rules', { name: 'Fives', tag_id: fives, stars: [5], active: false })
    ).json().data.rule_id;
    await call('POST', '/api/review/tag-rules/apply');
    expect(await taggedWith(fives)).toEqual([]);
    expect(
      (await call('PUT', `/api/review/tag-rules/${fiveRule}`, { name: 'Fives', tag_id: fives, stars: [5] }))
        .statusCode,
    ).toBe(200);
    await call('POST', '/api/review/tag-rules/apply');
    expect(await taggedWith(fives)).toEqual(['R5BOTTLE', 'R3BOARD']);

    // Rules of another company are not visible, nor can its tags be used.
    expect((await call('GET', '/api/review/tag-rules', undefined, rivalToken)).json().data).toEqual([]);
    expect(
      (
        await call('POST', '/api/review/tag-rules', { name: 'x', tag_id: tag, stars: [1] }, rivalToken)
      ).json(),
    ).toEqual({
      error: true,
      message: REVIEW_MESSAGES.tagNotFound,
    });
    // Deleting a tag removes it from reviews and deletes its rules.
    expect((await call('DELETE', `/api/review/tags/${tag}`)).statusCode).toBe(200);
    const rules = (await call('GET', '/api/review/tag-rules')).json().data as { name: string }[];
    expect(rules.map((r) => r.name)).toEqual(['Fives']);
    expect((await call('DELETE', `/api/review/tag-rules/${fiveRule}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/review/tag-rules/${fiveRule}`)).statusCode).toBe(404);
  });

  it('keeps at most TAG_RULES_MAX rules per company, with a clear 409 past it; editing one still works', async () => {
    const rival = await s.t.db.execute(sql`select company_id from users where email = 'rival@rival.test'`);
    const companyId = (rival.rows[0] as { company_id: string }).company_id;
    const tag = (await call('POST', '/api/review/tags', { name: 'Capped', color: 'red' }, rivalToken)).json()
      .data.tag_id as string;
    await s.t.db.insert(tagRules).values(
      Array.from({ length: TAG_RULES_MAX - 1 }, (_, i) => ({
        companyId,
        name: `Rule ${i}`,
        tagId: tag,
        keywords: [],
        stars: [1],
        asins: [],
      })),
    );
    const addRivalRule = (name: string, stars: number[]) =>
      call('POST', '/api/review/tag-rules', { name, tag_id: tag, stars }, rivalToken);
    const last = await addRivalRule('Last', [2]);
    expect(last.statusCode).toBe(200);
    const over = await addRivalRule('Over', [3]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: true, message: REVIEW_MESSAGES.tooManyRules });
    const edited = await call(
      'PUT',
      `/api/review/tag-rules/${last.json().data.rule_id}`,
      { name: 'Last', tag_id: tag, stars: [4] },
      rivalToken,
    );
    expect(edited.statusCode).toBe(200);
    // Another company is not held to this one's count.
    const tagOfAcme = (await call('POST', '/api/review/tags', { name: 'Uncapped', color: 'blue' })).json()
      .data.tag_id as string;
    expect(
      (await call('POST', '/api/review/tag-rules', { name: 'Mine', tag_id: tagOfAcme, stars: [1] }))
        .statusCode,
    ).toBe(200);
  });

  // Issue 17: a NUL reached PostgreSQL and answered 500; the contract now refuses control characters.
  it('refuses a tag name holding a control character with a readable 400, writing nothing', async () => {
    const before = ZTagListResponse.parse((await call('GET', '/api/review/tags')).json()).data.length;
    for (const name of ['Bad\u0000tag', 'Bell\u0007', 'Del\u007f']) {
      const res = await call('POST', '/api/review/tags', { name, color: 'red' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: `name: ${CONTROL_CHARACTERS_MESSAGE}` });
    }
    const after = ZTagListResponse.parse((await call('GET', '/api/review/tags')).json()).data.length;
    expect(after).toBe(before);
  });
});
