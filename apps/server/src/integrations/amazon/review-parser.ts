import type { Element } from 'domhandler';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

// Reads Amazon's product and review pages by the `data-hook` attributes and ids that Amazon keeps stable
// across redesigns (review scrapers rely on the same ones). SP-API has no reviews API; this is the source.

export type TParsedReview = {
  reviewId: string;
  stars: number;
  title: string;
  body: string;
  reviewDate: string;
  verified: boolean;
  variant: string | null;
  helpfulVotes: number;
  author: string | null;
};
/** The star histogram in percent of ratings, index 0 = 1 star … 4 = 5 stars; null when the page has none. */
export type TStarHistogram = [number, number, number, number, number];
export type TRatingSummary = { average: number; count: number; histogram: TStarHistogram | null };
export type TReviewPage = TRatingSummary & {
  reviews: TParsedReview[];
  hasNextPage: boolean;
  /** "1,234 total ratings, 321 with reviews" → 321: the written reviews of the list; null when unread. */
  writtenCount: number | null;
};

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const text = (el: Element | null) => (el ? textContent(el).replace(/\s+/g, ' ').trim() : '');
const byHook = (root: Element[] | Element, hook: string) =>
  findOne((el) => getAttributeValue(el, 'data-hook') === hook, Array.isArray(root) ? root : [root], true);
const hasClass = (el: Element, name: string) =>
  (getAttributeValue(el, 'class') ?? '').split(/\s+/).includes(name);

/** "4.3 out of 5 stars" → 4.3 */
function starsOf(label: string): number | null {
  const match = /([\d.,]+)\s+out of\s+5/.exec(label);
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
}
/** "1,234 global ratings" → 1234 */
function countOf(label: string): number | null {
  const match = /([\d,.]+)\s+(?:global\s+)?ratings?/i.exec(label);
  return match?.[1] ? Number(match[1].replace(/[,.]/g, '')) : null;
}
/**
 * "Reviewed in the United States on March 5, 2025" (month first) or "Reviewed in the United Kingdom
 * on 5 March 2025" (day first, the European storefronts) → 2025-03-05
 */
function dateOf(label: string): string | null {
  const monthFirst = /on\s+([A-Za-z]+)\s+(\d{1,2}),\s+(\d{4})/.exec(label);
  const dayFirst = /on\s+(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})/.exec(label);
  const [monthName, day, year] = monthFirst
    ? [monthFirst[1], monthFirst[2], monthFirst[3]]
    : dayFirst
      ? [dayFirst[2], dayFirst[1], dayFirst[3]]
      : [];
  if (!monthName || !day || !year) return null;
  const month = MONTHS.indexOf(monthName.toLowerCase());
  if (month < 0) return null;
  return `${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}
/** "One person found this helpful" → 1, "1,204 people found this helpful" → 1204 */
function votesOf(label: string): number {
  if (label === '') return 0;
  if (/^one\b/i.test(label)) return 1;
  const match = /([\d,]+)/.exec(label);
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : 0;
}

/**
 * The histogram rows: "67 percent of reviews have 5 stars" in each row's aria-label (table or list
 * markup alike), else the row's own text ("5 star … 67%"). Null unless all five rows are read.
 */
function histogramOf(dom: Element[]): TStarHistogram | null {
  const table = findOne((e) => getAttributeValue(e, 'id') === 'histogramTable', dom, true);
  if (!table) return null;
  const shares: (number | null)[] = [null, null, null, null, null];
  const labelled = findAll(
    (e) => /percent of reviews have/i.test(getAttributeValue(e, 'aria-label') ?? ''),
    [table],
  );
  for (const row of labelled) {
    const match = /(\d+)\s*percent of reviews have\s*(\d)\s*stars?/i.exec(
      getAttributeValue(row, 'aria-label') ?? '',
    );
    if (match?.[1] && match[2]) shares[Number(match[2]) - 1] = Number(match[1]);
  }
  if (labelled.length === 0) {
    for (const row of findAll((e) => e.name === 'tr' || e.name === 'li', [table])) {
      const match = /([1-5])\s*stars?\D*?(\d+)\s*%/i.exec(text(row));
      if (match?.[1] && match[2]) shares[Number(match[1]) - 1] = Number(match[2]);
    }
  }
  return shares.every((v) => v !== null) ? (shares as TStarHistogram) : null;
}

function summaryOf(dom: Element[]): TRatingSummary {
  const average =
    starsOf(text(byHook(dom, 'average-star-rating'))) ?? starsOf(text(byHook(dom, 'rating-out-of-text')));
  const count = countOf(text(byHook(dom, 'total-review-count')));
  return { average: average ?? 0, count: count ?? 0, histogram: histogramOf(dom) };
}

export function parseReviewPage(html: string): TReviewPage {
  const dom = parseDocument(html).children as Element[];
  const reviews: TParsedReview[] = [];
  for (const el of findAll((e) => getAttributeValue(e, 'data-hook') === 'review', dom)) {
    const reviewId = getAttributeValue(el, 'id');
    const stars = starsOf(text(byHook(el, 'review-star-rating')));
    const reviewDate = dateOf(text(byHook(el, 'review-date')));
    if (!reviewId || stars === null || reviewDate === null) continue;
    const author = findOne((e) => hasClass(e, 'a-profile-name'), [el], true);
    const variant = text(byHook(el, 'format-strip'));
    reviews.push({
      reviewId,
      stars,
      title: text(byHook(el, 'review-title')),
      body: text(byHook(el, 'review-body')),
      reviewDate,
      verified: byHook(el, 'avp-badge') !== null,
      variant: variant === '' ? null : variant,
      helpfulVotes: votesOf(text(byHook(el, 'helpful-vote-statement'))),
      author: author ? text(author) : null,
    });
  }
  const next = findOne((e) => e.name === 'li' && hasClass(e, 'a-last'), dom, true);
  const hasNextPage =
    next !== null && !hasClass(next, 'a-disabled') && findOne((e) => e.name === 'a', [next], true) !== null;
  const filterInfo = text(byHook(dom, 'cr-filter-info-review-rating-count'));
  const written = /([\d,.]+)\s+with reviews?/i.exec(filterInfo)?.[1];
  const writtenCount = written ? Number(written.replace(/[,.]/g, '')) : null;
  return { ...summaryOf(dom), reviews, hasNextPage, writtenCount };
}

/** The rating summary of a product page (`/dp/{asin}`). */
export function parseProductPage(html: string): TRatingSummary & { title: string | null } {
  const dom = parseDocument(html).children as Element[];
  const title = text(findOne((e) => getAttributeValue(e, 'id') === 'productTitle', dom, true));
  const summary = summaryOf(dom);
  const popover = findOne((e) => getAttributeValue(e, 'id') === 'acrPopover', dom, true);
  const linkText = text(findOne((e) => getAttributeValue(e, 'id') === 'acrCustomerReviewText', dom, true));
  return {
    title: title === '' ? null : title,
    average: summary.average || (popover ? (starsOf(getAttributeValue(popover, 'title') ?? '') ?? 0) : 0),
    count: summary.count || (countOf(linkText) ?? 0),
    histogram: summary.histogram,
  };
}
