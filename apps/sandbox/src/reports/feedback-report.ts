import type { TSellerData } from '../data/seller-data.ts';
import { feedbackBetween } from '../data/seller-feedback.ts';
import type { TReportWindow } from './fba-reports.ts';
import { toTsv } from './tsv.ts';

export const FEEDBACK_REPORT_HEADER = ['Date', 'Rating', 'Comments', 'Response', 'Order ID', 'Rater Email'];

// Amazon writes the feedback date in the marketplace's locale with a two-digit year ("06/01/25" in the
// US, "01/06/25" in the UK, "01.06.25" in Germany, "25/06/01" in Japan), unlike its other flat files.
const DATE_STYLE: Record<string, 'MDY' | 'DMY.' | 'YMD'> = {
  ATVPDKIKX0DER: 'MDY',
  A1PA6795UKMFR9: 'DMY.',
  A1VC38T7YXB528: 'YMD',
};

export function feedbackDate(ms: number, marketplaceId: string): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [yy, mm, dd] = [pad(d.getUTCFullYear() % 100), pad(d.getUTCMonth() + 1), pad(d.getUTCDate())];
  const style = DATE_STYLE[marketplaceId];
  if (style === 'MDY') return `${mm}/${dd}/${yy}`;
  if (style === 'DMY.') return `${dd}.${mm}.${yy}`;
  if (style === 'YMD') return `${yy}/${mm}/${dd}`;
  return `${dd}/${mm}/${yy}`;
}

// GET_SELLER_FEEDBACK_DATA: Amazon's report lists the negative and neutral feedback (one to three
// stars) left in the window, and only what buyers have left by the time the report is created.
export function sellerFeedbackReport(data: TSellerData, w: TReportWindow): string | null {
  const marketplaceId = w.marketplaceIds?.[0] ?? data.profile.home.id;
  const list = feedbackBetween(data, w.start, Math.min(w.end, w.createdAt)).filter((f) => f.rating <= 3);
  if (list.length === 0) return null;
  return toTsv(
    FEEDBACK_REPORT_HEADER,
    list.map((f) => [
      feedbackDate(f.at, marketplaceId),
      f.rating,
      f.comments,
      f.response,
      f.order.amazonOrderId,
      f.raterEmail,
    ]),
  );
}
