import { beforeAll, describe, expect, it } from 'vitest';
import { insertStore } from '../../../testing/channels.ts';
import { expectEnvelopeError } from '../../../testing/envelope-error.ts';
import { ppcApiSuite } from '../../../testing/ppc-api-suite.ts';

describe('PPC tags API', () => {
  const s = ppcApiSuite('tags.test', 'SELLERT');
  const { call } = s;
  let otherStore: string;

  beforeAll(async () => {
    otherStore = await insertStore(s.t.db, { companyId: s.companyId, sellerId: 'SELLERT2' });
  });

  it('is for advertising admins only', async () => {
    expect((await call(s.seller, 'GET', `/api/ppc/tags?channel_id=${s.store}`)).statusCode).toBe(403);
  });

  it('tags selected rows, lists tags with counts and a page of entities, untags', async () => {
    const tag = (body: object) => call(s.admin, 'POST', '/api/ppc/tags', { channel_id: s.store, ...body });
    const res = await tag({ entity_type: 'keyword', entity_ids: ['k1', 'k2'], add: ['Wasters', 'Brand'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { updated: 2 }, message: 'Tags updated.' });
    expect((await tag({ entity_type: 'campaign', entity_ids: ['c2'], add: ['Brand'] })).statusCode).toBe(200);
    // Tagging twice is harmless; removing takes one tag off one row.
    await tag({ entity_type: 'keyword', entity_ids: ['k1'], add: ['Wasters'] });
    await tag({ entity_type: 'keyword', entity_ids: ['k2'], remove: ['Wasters'] });
    const list = await call(s.admin, 'GET', `/api/ppc/tags?channel_id=${s.store}`);
    expect(list.json().data.items).toEqual([
      { tag: 'Brand', campaigns: 1, ad_groups: 0, keywords: 2, targets: 0 },
      { tag: 'Wasters', campaigns: 0, ad_groups: 0, keywords: 1, targets: 0 },
    ]);
    const page = await call(
      s.admin,
      'GET',
      `/api/ppc/tags/entities?channel_id=${s.store}&entity_type=keyword&ids=k1,k2,k3`,
    );
    expect(page.json().data.items).toEqual([
      { entity_id: 'k1', tags: ['Brand', 'Wasters'] },
      { entity_id: 'k2', tags: ['Brand'] },
    ]);
  });

  it('refuses rows of another store, an empty selection and no tag (400, nothing written)', async () => {
    const tag = (channel: string, body: object) =>
      call(s.admin, 'POST', '/api/ppc/tags', { channel_id: channel, ...body });
    const foreign = await tag(s.store, { entity_type: 'keyword', entity_ids: ['k1', 'nope'], add: ['X'] });
    expectEnvelopeError(foreign, 400, 'Some of the selected rows are not in this store.');
    expect(
      (await tag(otherStore, { entity_type: 'keyword', entity_ids: ['k1'], add: ['X'] })).statusCode,
    ).toBe(400);
    expect((await tag(s.store, { entity_type: 'keyword', entity_ids: [], add: ['X'] })).statusCode).toBe(400);
    const none = await tag(s.store, { entity_type: 'keyword', entity_ids: ['k1'] });
    expectEnvelopeError(none, 400, 'Name a tag to add or remove.');
    const list = await call(s.admin, 'GET', `/api/ppc/tags?channel_id=${s.store}`);
    expect(list.json().data.items.map((i: { tag: string }) => i.tag)).not.toContain('X');
  });

  it('a rule scoped by tag dry-runs over the tagged keywords and everything under a tagged campaign or ad group', async () => {
    const dry = async (tags: string[]) => {
      const res = await call(s.admin, 'POST', '/api/ppc/rules/dry-run', {
        channel_id: s.store,
        rule: {
          name: 'Tagged',
          lookback_days: 14,
          scope: { entities: 'keywords', tags },
          conditions: [{ metric: 'clicks', op: 'gte', value: 1 }],
          action: { type: 'lower-bid', percent: 10 },
        },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as { evaluated: number; changes: { entity_id: string }[] };
    };
    // Wasters: k1 only (k2 had Wasters removed).
    const wasters = await dry(['Wasters']);
    expect(wasters.evaluated).toBe(1);
    expect(wasters.changes.map((c) => c.entity_id)).toEqual(['k1']);
    // Brand: k1 and k2 tagged (c2, tagged too, has no keyword).
    expect((await dry(['Brand'])).changes.map((c) => c.entity_id).sort()).toEqual(['k1', 'k2']);
    // An ad-group tag takes its keywords: g1 holds k1, k2 and k3 (k3 without clicks: evaluated, unchanged).
    await call(s.admin, 'POST', '/api/ppc/tags', {
      channel_id: s.store,
      entity_type: 'ad-group',
      entity_ids: ['g1'],
      add: ['Presses'],
    });
    const presses = await dry(['Presses']);
    expect(presses.evaluated).toBe(3);
    expect(presses.changes.map((c) => c.entity_id).sort()).toEqual(['k1', 'k2']);
    expect(await dry(['Nobody'])).toEqual({ evaluated: 0, changes: [] });
    expect(s.fake.calls).toHaveLength(0);
  });
});
