import { describe, expect, it } from 'vitest';
import { parseTsv } from '../integrations/amazon/sp-api.ts';
import { UK_MARKETPLACE as UK, US_MARKETPLACE as US } from '../testing/channels.ts';
import { feedbackDate, sellerFeedbackRows } from './import-seller-feedback.ts';

const CHANNEL = '00000000-0000-4000-8000-000000000001';

const report = (rows: string[][]) =>
  parseTsv(
    [['Date', 'Rating', 'Comments', 'Response', 'Order ID', 'Rater Email'], ...rows]
      .map((r) => r.join('\t'))
      .join('\n'),
  );

describe('seller feedback rows', () => {
  it('maps each feedback to its order, day, rating and comments', () => {
    const records = report([
      ['06/01/25', '1', 'Never received the item.', '', '111-0001234-1234567', 'abc@marketplace.amazon.com'],
      ['12/31/24', '3', '', 'We are sorry.', '111-0001235-7654321', 'def@marketplace.amazon.com'],
    ]);
    expect(sellerFeedbackRows(CHANNEL, US, records)).toEqual([
      {
        channelId: CHANNEL,
        amazonOrderId: '111-0001234-1234567',
        feedbackDate: new Date('2025-06-01T00:00:00Z'),
        rating: 1,
        comments: 'Never received the item.',
      },
      {
        channelId: CHANNEL,
        amazonOrderId: '111-0001235-7654321',
        feedbackDate: new Date('2024-12-31T00:00:00Z'),
        rating: 3,
        comments: null,
      },
    ]);
  });

  it('reads the date in the marketplace style: day first in the UK', () => {
    const records = report([
      ['01/06/25', '2', 'Late.', '', '302-0001234-1234567', 'x@marketplace.amazon.co.uk'],
    ]);
    expect(sellerFeedbackRows(CHANNEL, UK, records)[0]?.feedbackDate).toEqual(
      new Date('2025-06-01T00:00:00Z'),
    );
    expect(feedbackDate('01.06.25', 'A1PA6795UKMFR9')).toEqual(new Date('2025-06-01T00:00:00Z'));
    expect(feedbackDate('25/06/01', 'A1VC38T7YXB528')).toEqual(new Date('2025-06-01T00:00:00Z'));
    expect(feedbackDate('2025-06-01', 'A2NODRKZP88ZB9')).toEqual(new Date('2025-06-01T00:00:00Z'));
    expect(feedbackDate('6/1/25', US)).toEqual(new Date('2025-06-01T00:00:00Z'));
  });

  it('skips rows without an order, a real date or a 1–5 rating', () => {
    const records = report([
      ['06/01/25', '1', 'x', '', '', 'a@marketplace.amazon.com'],
      ['13/01/25', '1', 'x', '', '111-0000001-0000001', 'a@marketplace.amazon.com'],
      ['02/30/25', '1', 'x', '', '111-0000002-0000002', 'a@marketplace.amazon.com'],
      ['', '1', 'x', '', '111-0000003-0000003', 'a@marketplace.amazon.com'],
      ['06/01/25', '', 'x', '', '111-0000004-0000004', 'a@marketplace.amazon.com'],
      ['06/01/25', '6', 'x', '', '111-0000005-0000005', 'a@marketplace.amazon.com'],
      ['06/01/25', '2', 'x', '', '111-0000006-0000006', 'a@marketplace.amazon.com'],
    ]);
    expect(sellerFeedbackRows(CHANNEL, US, records).map((r) => r.amazonOrderId)).toEqual([
      '111-0000006-0000006',
    ]);
  });
});
