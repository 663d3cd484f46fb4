import { beforeAll, describe, expect, it } from 'vitest';
import { adsChangeHistory } from '../../../db/schema/index.ts';
import { ppcApiSuite } from '../../../testing/ppc-api-suite.ts';

describe('GET /api/ppc/history (Amazon Ads change history next to ours)', () => {
  const s = ppcApiSuite('history.test', 'SELLERHI');
  const get = (token: string, query: string) =>
    s.call(token, 'GET', `/api/ppc/history?channel_id=${s.store}${query}`);

  beforeAll(async () => {
    const at = (h: number) => new Date(Date.parse('2026-11-21T12:00:00Z') + h * 3_600_000);
    await s.t.db.insert(adsChangeHistory).values([
      {
        channelId: s.store,
        entityType: 'KEYWORD',
        entityId: 'k1',
        changeType: 'BID_AMOUNT',
        changedAt: at(0),
        previousValue: '1.00',
        newValue: '1.20',
        campaignId: 'c1',
        adGroupId: 'g1',
        label: 'garlic crusher',
        source: 'us',
      },
      {
        channelId: s.store,
        entityType: 'KEYWORD',
        entityId: 'k2',
        changeType: 'STATUS',
        changedAt: at(1),
        previousValue: 'ENABLED',
        newValue: 'PAUSED',
        campaignId: 'c1',
        adGroupId: 'g1',
        label: 'garlic press',
        source: 'amazon',
      },
      {
        channelId: s.store,
        entityType: 'CAMPAIGN',
        entityId: 'c1',
        changeType: 'BUDGET_AMOUNT',
        changedAt: at(2),
        previousValue: '20',
        newValue: '35',
        campaignId: 'c1',
        adGroupId: null,
        label: null,
        source: 'amazon',
      },
    ]);
  });

  it('is for advertising admins only', async () => {
    expect((await get(s.seller, '')).statusCode).toBe(403);
  });

  it('lists newest first with whose change it was, filters by source, pages by cursor', async () => {
    const all = await get(s.admin, '');
    expect(all.statusCode).toBe(200);
    const data = all.json().data;
    expect(data.currency).toBe('USD');
    expect(data.items.map((i: { entity_id: string; source: string }) => [i.entity_id, i.source])).toEqual([
      ['c1', 'amazon'],
      ['k2', 'amazon'],
      ['k1', 'us'],
    ]);
    expect(data.items[1]).toMatchObject({
      change_type: 'STATUS',
      previous_value: 'ENABLED',
      new_value: 'PAUSED',
      label: 'garlic press',
    });
    const ours = (await get(s.admin, '&source=us')).json().data.items;
    expect(ours.map((i: { entity_id: string }) => i.entity_id)).toEqual(['k1']);
    const first = (await get(s.admin, '&limit=2')).json().data;
    expect(first.items).toHaveLength(2);
    const second = (await get(s.admin, `&limit=2&cursor=${first.next_cursor}`)).json().data;
    expect(second.items.map((i: { entity_id: string }) => i.entity_id)).toEqual(['k1']);
    expect(second.next_cursor).toBeNull();
    expect((await get(s.admin, '&cursor=nonsense')).statusCode).toBe(400);
  });
});
