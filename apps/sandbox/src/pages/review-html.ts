import { helpfulVotes, type TRating, type TRatingSummary } from '../data/reviews.ts';
import { escapeHtml } from '../html.ts';
import type { TMarketplace } from '../marketplaces.ts';

// Markup mirrors Amazon's product and review pages: the ids, classes and data-hook attributes that
// review scrapers select on (data-hook="review", "review-star-rating", …), so our parser is the real one.

// Amazon's US pages write dates as "January 5, 2026"; en-US long dates are that, read in UTC like the data.
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function longDate(ms: number): string {
  return LONG_DATE.format(ms);
}

/** "4.5" → class a-star-4-5; Amazon rounds the icon to half stars. */
export function starClass(value: number): string {
  const half = Math.round(value * 2) / 2;
  return Number.isInteger(half) ? `a-star-${half}` : `a-star-${Math.floor(half)}-5`;
}

export const thousands = (n: number) => n.toLocaleString('en-US');

export function averageBlock(summary: TRatingSummary): string {
  const avg = summary.average.toFixed(1);
  return `<i data-hook="average-star-rating" class="a-icon a-icon-star ${starClass(summary.average)} averageStarRating"><span class="a-icon-alt">${avg} out of 5 stars</span></i>
<span data-hook="rating-out-of-text" class="a-size-medium a-color-base">${avg} out of 5</span>
<div data-hook="total-review-count" class="a-row a-spacing-medium averageStarRatingNumerical"><span class="a-size-base a-color-secondary">${thousands(summary.count)} global ratings</span></div>`;
}

export function histogram(summary: TRatingSummary): string {
  const rows = [5, 4, 3, 2, 1].map((stars) => {
    const n = summary.histogram[stars - 1] ?? 0;
    const pct = summary.count === 0 ? 0 : Math.round((n / summary.count) * 100);
    return `<tr class="a-histogram-row" aria-label="${pct} percent of reviews have ${stars} stars"><td class="aok-nowrap">${stars} star</td><td class="a-span10"><div class="a-meter" role="progressbar" aria-valuenow="${pct}%"><div class="a-meter-bar" style="width: ${pct}%;"></div></div></td><td class="a-text-right">${pct}%</td></tr>`;
  });
  return `<table id="histogramTable" class="a-normal a-align-center a-spacing-base">${rows.join('')}</table>`;
}

export function reviewBlock(r: TRating, marketplace: TMarketplace, now: number): string {
  const review = r.review;
  if (!review) return '';
  const votes = helpfulVotes(r, now);
  const helpful =
    votes === 0
      ? ''
      : `<span data-hook="helpful-vote-statement" class="a-size-base a-color-tertiary cr-vote-text">${votes === 1 ? 'One person found this helpful' : `${thousands(votes)} people found this helpful`}</span>`;
  return `<div id="${r.id}" data-hook="review" class="a-section review aok-relative">
<div class="a-row a-spacing-mini"><a href="/gp/profile/amzn1.account.${r.id.slice(1)}" class="a-profile"><div class="a-profile-content"><span class="a-profile-name">${escapeHtml(review.author)}</span></div></a></div>
<div class="a-row"><a class="a-link-normal" title="${r.stars}.0 out of 5 stars" href="/gp/customer-reviews/${r.id}/?ASIN=${r.asin}"><i data-hook="review-star-rating" class="a-icon a-icon-star ${starClass(r.stars)} review-rating"><span class="a-icon-alt">${r.stars}.0 out of 5 stars</span></i></a>
<a data-hook="review-title" class="a-size-base a-link-normal review-title a-color-base review-title-content a-text-bold" href="/gp/customer-reviews/${r.id}/?ASIN=${r.asin}"><span>${escapeHtml(review.title)}</span></a></div>
<span data-hook="review-date" class="a-size-base a-color-secondary review-date">Reviewed in ${marketplace.countryName} on ${longDate(r.at)}</span>
<div class="a-row a-spacing-mini review-data review-format-strip"><a data-hook="format-strip" class="a-size-mini a-link-normal a-color-secondary" href="/product-reviews/${r.asin}/?formatType=current_format">${escapeHtml(review.variant)}</a>${review.verified ? '<i class="a-icon a-icon-text-separator" role="img" aria-label="|"></i><span data-hook="avp-badge" class="a-size-mini a-color-state a-text-bold">Verified Purchase</span>' : ''}</div>
<div class="a-row a-spacing-small review-data"><span data-hook="review-body" class="a-size-base review-text review-text-content"><span>${escapeHtml(review.body)}</span></span></div>
<div class="a-row a-spacing-none">${helpful}</div>
</div>`;
}

export function storePage(title: string, body: string, marketplace: TMarketplace): string {
  return `<!doctype html>
<html lang="en-us" class="a-no-js">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<link rel="canonical" href="https://${marketplace.domain}/">
<style>body{font-family:Arial,sans-serif;margin:0;color:#0f1111}#navbar{background:#131921;color:#fff;padding:10px 20px}.a-section{margin:12px 20px}.review{border-bottom:1px solid #ddd;padding:12px 0}.a-meter{background:#eee;width:200px;height:14px;display:inline-block}.a-meter-bar{background:#ffa41c;height:14px}</style>
</head>
<body>
<div id="navbar">${escapeHtml(marketplace.name)} <small>(marketplace sandbox)</small></div>
${body}
</body>
</html>
`;
}
