import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.ts';
import type { THistoryEvent as TEvent } from '../data/ads-history.ts';
import { demoSellers } from '../sellers.ts';
import { adsClient, SP_MEDIA } from '../testing/ads-client.ts';
import { expectConforms, operationOf } from '../testing/contract.ts';
import { adsAccessTokenFor } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

// POST /history (Amazon Ads change history): writes through Sponsored Products v3 and the seller's
// console edits (planted by the control route, and the generated lifecycle's pauses), each with the
// value it replaced, filtered, sorted and paged as change-history.json says.

const SELLER = demoSellers('eu')[1]?.sellingPartnerId ?? '';
const START = '2025-06-01T12:00:00Z';
const HISTORY = operationOf({ model: 'ads-api/change-history.json', operation: 'POST /history' });

describe('Ads change history', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' }, START);
  const ads = adsClient(sandbox, await adsAccessTokenFor(sandbox.app, SELLER), 50);
  const scope = (await ads('GET', '/v2/profiles')).json()[0].profileId;
  afterAll(() => sandbox.app.close());
  const now = () => sandbox.clock.now().getTime();
  const history = (body: object, headers?: Record<string, string>) =>
    ads('POST', '/history', { scope, body, ...(headers ? { headers } : {}) });

  const listed = await ads('POST', '/sp/keywords/list', {
    scope,
    mediaType: SP_MEDIA.keyword,
    body: { stateFilter: { include: ['ENABLED'] } },
  });
  const [first, second] = listed.json().keywords as { keywordId: string; bid: number; keywordText: string }[];
  if (!first || !second) throw new Error('no enabled keywords');

  it('records a bid write through the SP API with its previous value, as the model says', async () => {
    const put = await ads('PUT', '/sp/keywords', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: { keywords: [{ keywordId: first.keywordId, bid: 1.23 }] },
    });
    expect(put.statusCode).toBe(207);
    const res = await history({
      eventTypes: { KEYWORD: { eventTypeIds: [first.keywordId] } },
      fromDate: now() - DAY_MS,
      toDate: now(),
    });
    expectConforms(HISTORY, res, 200, 'POST /history');
    const events = res.json().events as TEvent[];
    expect(events[0]?.timestamp).toBeGreaterThan(now() - 60_000);
    expect(events).toEqual([
      expect.objectContaining({
        entityType: 'KEYWORD',
        entityId: first.keywordId,
        changeType: 'BID_AMOUNT',
        previousValue: String(first.bid),
        newValue: '1.23',
        timestamp: expect.any(Number),
        metadata: expect.objectContaining({ keyword: first.keywordText }),
      }),
    ]);
  });

  it('shows the seller’s console edits too, newest first, filtered by change type', async () => {
    sandbox.clock.advance(60_000);
    const planted = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/ads/console-edits',
      payload: {
        sellingPartnerId: SELLER,
        entityType: 'KEYWORD',
        entityId: second.keywordId,
        state: 'PAUSED',
      },
    });
    expect(planted.statusCode).toBe(200);
    const all = (
      await history({ eventTypes: { KEYWORD: {} }, fromDate: now() - DAY_MS, toDate: now() })
    ).json().events as TEvent[];
    expect(all.slice(0, 2).map((e) => [e.entityId, e.changeType, e.previousValue, e.newValue])).toEqual([
      [second.keywordId, 'STATUS', 'ENABLED', 'PAUSED'],
      [first.keywordId, 'BID_AMOUNT', String(first.bid), '1.23'],
    ]);
    const statusOnly = (
      await history({
        eventTypes: { KEYWORD: { filters: ['STATUS'] } },
        fromDate: now() - DAY_MS,
        toDate: now(),
        sort: { key: 'DATE', direction: 'ASC' },
      })
    ).json().events as TEvent[];
    expect(statusOnly.map((e) => e.entityId)).toEqual([second.keywordId]);
    // Campaigns asked for: none of these keyword events.
    const campaigns = (
      await history({ eventTypes: { CAMPAIGN: {} }, fromDate: now() - DAY_MS, toDate: now() })
    ).json().events as TEvent[];
    expect(campaigns.every((e) => e.entityType === 'CAMPAIGN')).toBe(true);
  });

  it('pages by nextToken, newest first, without losing or repeating an event', async () => {
    for (let i = 0; i < 55; i++) {
      sandbox.clock.advance(1000);
      await sandbox.app.inject({
        method: 'POST',
        url: '/sandbox/ads/console-edits',
        payload: {
          sellingPartnerId: SELLER,
          entityType: 'KEYWORD',
          entityId: first.keywordId,
          bid: 1 + i / 100,
        },
      });
    }
    const body = {
      eventTypes: { KEYWORD: { eventTypeIds: [first.keywordId] } },
      fromDate: now() - DAY_MS,
      toDate: now(),
      count: 50,
    };
    const pages: TEvent[][] = [];
    let token: string | undefined;
    do {
      const res = await history({ ...body, ...(token ? { nextToken: token } : {}) });
      expect(res.statusCode).toBe(200);
      pages.push(res.json().events);
      token = res.json().nextToken;
    } while (token);
    expect(pages.map((p) => p.length)).toEqual([50, 6]);
    const seen = pages.flat();
    const times = seen.map((e) => e.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(56);
    // Each console edit replaced the one before it.
    expect(seen[0]).toMatchObject({ previousValue: '1.53', newValue: '1.54', changeType: 'BID_AMOUNT' });
  });

  it('refuses what the model refuses: THEME without v1.1, a count out of range, more than 90 days', async () => {
    const theme = await history({ eventTypes: { THEME: {} }, fromDate: now() - DAY_MS, toDate: now() });
    expect(theme.statusCode).toBe(400);
    expect(theme.json()).toEqual({
      code: '400',
      details: 'Invalid request: Error: Key in HistoryEventTypes: THEME is not supported.',
    });
    expect(
      (await history({ eventTypes: { KEYWORD: {} }, fromDate: now() - DAY_MS, toDate: now(), count: 10 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await history({ eventTypes: { KEYWORD: {} }, fromDate: now() - 91 * DAY_MS, toDate: now() }))
        .statusCode,
    ).toBe(400);
    expect((await history({ fromDate: now() - DAY_MS, toDate: now() })).statusCode).toBe(400);
  });
});
