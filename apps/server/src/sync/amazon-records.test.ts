import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createLogger, type TLogger } from '../lib/logger.ts';
import { validRecords } from './amazon-payloads.ts';
import {
  ZAdsAdGroup,
  ZAdsCampaign,
  ZAdsKeyword,
  ZAdsProductAd,
  ZAdsProfile,
  ZAdsReportRow,
  ZAdsTarget,
  ZAllOrdersRow,
  ZCatalogItem,
  ZInventorySummary,
  ZLedgerRow,
  ZListingRow,
  ZReimbursementRow,
  ZReturnRow,
  ZSellerFeedbackRow,
} from './amazon-records.ts';

// Every record type an importer writes is checked at the boundary: the good record goes through, the
// malformed one is quarantined — logged with its id and counted on the stage.

const ids = { campaignId: '111', adGroupId: '222' };
const CASES: [string, z.ZodType<unknown>, unknown, unknown, string][] = [
  ['catalog item', ZCatalogItem, { asin: 'B01' }, { asin: 'B02', dimensions: [{ item: {} }] }, 'B02'],
  ['inventory summary', ZInventorySummary, { sellerSku: 'S1', fnSku: 'X1' }, { sellerSku: '' }, 'null'],
  ['listing', ZListingRow, { 'seller-sku': 'S1', asin1: 'B01' }, { 'seller-sku': 'S2', asin1: '' }, 'S2'],
  [
    'order report row',
    ZAllOrdersRow,
    { 'amazon-order-id': '1', 'purchase-date': '2026-01-01T00:00:00+00:00' },
    { 'amazon-order-id': '2', 'purchase-date': 'yesterday' },
    '2',
  ],
  ['ledger row', ZLedgerRow, { Date: '2026-01-01', EventType: 'Shipments' }, { Date: '', FNSKU: 'X9' }, 'X9'],
  [
    'reimbursements row',
    ZReimbursementRow,
    { 'reimbursement-id': 'R1', 'approval-date': '2026-01-01T00:00:00Z' },
    { 'reimbursement-id': 'R2', 'approval-date': '' },
    'R2',
  ],
  [
    'returns row',
    ZReturnRow,
    { 'order-id': 'O1', 'return-date': '2026-01-01T00:00:00Z' },
    { 'order-id': 'O2' },
    'O2',
  ],
  [
    'seller feedback',
    ZSellerFeedbackRow,
    { Date: '01/02/26', Rating: '5', 'Order ID': 'O1' },
    { Date: '01/02/26', Rating: '9', 'Order ID': 'O2' },
    'O2',
  ],
  ['ads profile', ZAdsProfile, { profileId: 1 }, { profileId: null, countryCode: 'US' }, 'null'],
  [
    'ads campaign',
    ZAdsCampaign,
    { campaignId: '111', name: 'A', state: 'ENABLED' },
    { campaignId: '112', name: 'B' },
    '112',
  ],
  [
    'ads ad group',
    ZAdsAdGroup,
    { ...ids, name: 'G', state: 'ENABLED' },
    { adGroupId: '223', name: 'G', state: 'ENABLED' },
    '223',
  ],
  [
    'ads keyword',
    ZAdsKeyword,
    { ...ids, keywordId: '3', keywordText: 'k', matchType: 'EXACT', state: 'ENABLED' },
    { ...ids, keywordId: '4', keywordText: 'k', matchType: 'EXACT', state: 'ENABLED', bid: 'high' },
    '4',
  ],
  [
    'ads target',
    ZAdsTarget,
    { ...ids, targetId: '5', expressionType: 'MANUAL', expression: [], state: 'ENABLED' },
    { ...ids, targetId: '6', expressionType: 'MANUAL', state: 'ENABLED' },
    '6',
  ],
  ['ads product ad', ZAdsProductAd, { ...ids, adId: '7', state: 'ENABLED' }, { ...ids, adId: '8' }, '8'],
  [
    'ads report row',
    ZAdsReportRow,
    { date: '2026-01-01', campaignId: 111, impressions: 3 },
    { date: 'Jan 1', campaignId: 112 },
    '112',
  ],
];

describe('Amazon records at the adapter boundary', () => {
  it.each(CASES)(
    '%s: the good one goes through, the bad one is quarantined with its id',
    (kind, schema, good, bad, id) => {
      const warnings: Record<string, unknown>[] = [];
      const logger = new Proxy(createLogger('silent'), {
        get: (target, key) =>
          key === 'warn'
            ? (fields: Record<string, unknown>) => warnings.push(fields)
            : Reflect.get(target, key),
      }) as TLogger;
      const counts: Record<string, number> = {};
      const ctx = { logger, store: { channelId: 'c1' }, stage: 'catalogue', counts };
      const valid = validRecords(ctx, kind, schema, [good, bad]);
      expect(valid).toHaveLength(1);
      expect(valid[0]).toMatchObject(good as object);
      expect(counts.quarantined).toBe(1);
      expect(warnings).toEqual([
        expect.objectContaining({ channelId: 'c1', stage: 'catalogue', kind, id: id === 'null' ? null : id }),
      ]);
    },
  );
});
