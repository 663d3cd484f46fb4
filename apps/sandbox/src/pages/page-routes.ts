import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TClock } from '../clock.ts';
import type { TProduct } from '../data/catalog.ts';
import { summarize, type TRating, visibleRatings } from '../data/reviews.ts';
import { ownerOfAsin, sellerData, type TSellerData } from '../data/seller-data.ts';
import { escapeHtml } from '../html.ts';
import { param } from '../query.ts';
import { ALL_DEMO_SELLERS } from '../sellers.ts';
import { productSvg } from './product-image.ts';
import { averageBlock, histogram, reviewBlock, starClass, storePage, thousands } from './review-html.ts';

export const REVIEWS_PER_PAGE = 10;

const STAR_FILTERS: Record<string, (r: TRating) => boolean> = {
  all_stars: () => true,
  five_star: (r) => r.stars === 5,
  four_star: (r) => r.stars === 4,
  three_star: (r) => r.stars === 3,
  two_star: (r) => r.stars === 2,
  one_star: (r) => r.stars === 1,
  positive: (r) => r.stars >= 4,
  critical: (r) => r.stars <= 3,
};

// Product pages name an ASIN, not a seller: look in the sellers seen so far, then in the demo sellers.
function findProduct(asin: string): { data: TSellerData; product: TProduct } | null {
  let owner = ownerOfAsin(asin);
  if (!owner) {
    for (const seller of ALL_DEMO_SELLERS) sellerData(seller.sellingPartnerId);
    owner = ownerOfAsin(asin);
  }
  if (!owner) return null;
  const data = sellerData(owner);
  const product = data.byAsin.get(asin);
  return product ? { data, product } : null;
}

function notFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(
      "<!doctype html><html><head><title>Page Not Found</title></head><body><h1>Sorry! We couldn't find that page.</h1></body></html>",
    );
}

export function registerPageRoutes(app: FastifyInstance, deps: { clock: TClock }) {
  app.get('/images/I/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const asin = /^(B0[A-Z0-9]{8})(\.[\w.]+)?\.svg$/.exec(file)?.[1];
    const found = asin ? findProduct(asin) : null;
    if (!found) return reply.code(404).type('text/plain').send('Not Found');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(productSvg(found.product));
  });

  app.get('/dp/:asin', async (request, reply) => {
    const { asin } = request.params as { asin: string };
    const found = findProduct(asin);
    if (!found) return notFoundPage(reply);
    const { data, product } = found;
    const now = deps.clock.now().getTime();
    const ratings = visibleRatings(data, product, now);
    const summary = summarize(ratings);
    const marketplace = data.profile.home;
    const top = ratings
      .filter((r) => r.review)
      .slice(-8)
      .reverse()
      .map((r) => reviewBlock(r, marketplace, now))
      .join('\n');
    const avg = summary.average.toFixed(1);
    const body = `<div id="dp" class="a-section">
<div id="imgTagWrapperId"><img id="landingImage" alt="${escapeHtml(product.title)}" src="/images/I/${product.asin}.svg" data-old-hires="/images/I/${product.asin}.svg"></div>
<h1 id="title" class="a-size-large a-spacing-none"><span id="productTitle" class="a-size-large product-title-word-break">${escapeHtml(product.title)}</span></h1>
<a id="bylineInfo" class="a-link-normal" href="/stores/${encodeURIComponent(product.brand)}">Visit the ${escapeHtml(product.brand)} Store</a>
<div id="averageCustomerReviews" data-asin="${product.asin}"><span id="acrPopover" class="reviewCountTextLinkedHistogram noUnderline" title="${avg} out of 5 stars"><span class="a-declarative"><a href="#customerReviews" class="a-popover-trigger a-declarative"><span class="a-size-base a-color-base">${avg}</span><i class="a-icon a-icon-star ${starClass(summary.average)} cm-cr-review-stars-spacing-big"><span class="a-icon-alt">${avg} out of 5 stars</span></i></a></span></span>
<a id="acrCustomerReviewLink" class="a-link-normal" href="#customerReviews"><span id="acrCustomerReviewText" class="a-size-base">${thousands(summary.count)} ratings</span></a></div>
<div id="corePrice_feature_div"><span class="a-price"><span class="a-offscreen">${product.currency === 'USD' ? '$' : `${product.currency} `}${product.price.toFixed(2)}</span></span></div>
<div id="feature-bullets"><ul class="a-unordered-list a-vertical">${product.bullets.map((b) => `<li><span class="a-list-item">${escapeHtml(b)}</span></li>`).join('')}</ul></div>
<table id="productDetails_detailBullets_sections1"><tr><th>ASIN</th><td>${product.asin}</td></tr><tr><th>Customer Reviews</th><td>${avg} out of 5 stars, ${thousands(summary.count)} ratings</td></tr></table>
</div>
<div id="customerReviews" class="a-section">
<h2>Customer reviews</h2>
${averageBlock(summary)}
${histogram(summary)}
<div id="cm-cr-dp-review-list">
${top}
</div>
<a data-hook="see-all-reviews-link-foot" class="a-link-emphasis a-text-bold" href="/product-reviews/${product.asin}/ref=cm_cr_dp_d_show_all_btm?ie=UTF8&amp;reviewerType=all_reviews">See more reviews</a>
</div>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(storePage(`Amazon.com: ${product.title}`, body, marketplace));
  });

  app.get('/product-reviews/:asin', async (request, reply) => {
    const { asin } = request.params as { asin: string };
    const found = findProduct(asin);
    if (!found) return notFoundPage(reply);
    const { data, product } = found;
    const now = deps.clock.now().getTime();
    const q = request.query;
    const pageNumber = Math.max(1, Math.floor(Number(param(q, 'pageNumber') ?? 1)) || 1);
    const filter = STAR_FILTERS[param(q, 'filterByStar') ?? 'all_stars'] ?? STAR_FILTERS.all_stars;
    const verifiedOnly = param(q, 'reviewerType') === 'avp_only_reviews';
    const ratings = visibleRatings(data, product, now);
    const summary = summarize(ratings);
    const reviews = ratings.filter((r) => r.review && filter?.(r) && (!verifiedOnly || r.review.verified));
    // "Top reviews" (default) sorts by helpful votes; sortBy=recent by date. Newest first either way.
    const sorted =
      param(q, 'sortBy') === 'recent'
        ? [...reviews].reverse()
        : [...reviews]
            .reverse()
            .sort((a, b) => (b.review?.helpfulCeiling ?? 0) - (a.review?.helpfulCeiling ?? 0));
    const pageCount = Math.max(1, Math.ceil(sorted.length / REVIEWS_PER_PAGE));
    const page = sorted.slice((pageNumber - 1) * REVIEWS_PER_PAGE, pageNumber * REVIEWS_PER_PAGE);
    const marketplace = data.profile.home;
    const link = (n: number) => {
      const params = new URLSearchParams({ ...(q as Record<string, string>), pageNumber: String(n) });
      return `/product-reviews/${product.asin}?${escapeHtml(params.toString())}`;
    };
    const pagination = `<ul class="a-pagination">${
      pageNumber > 1
        ? `<li class="a-normal"><a href="${link(pageNumber - 1)}">← Previous page</a></li>`
        : '<li class="a-disabled">← Previous page</li>'
    }${pageNumber < pageCount ? `<li class="a-last"><a href="${link(pageNumber + 1)}">Next page →</a></li>` : '<li class="a-disabled a-last">Next page →</li>'}</ul>`;
    const body = `<div id="cm_cr-product_info" class="a-section">
<a data-hook="product-link" class="a-link-normal" href="/dp/${product.asin}">${escapeHtml(product.title)}</a>
${averageBlock(summary)}
${histogram(summary)}
</div>
<div id="filter-info-section" class="a-section"><div data-hook="cr-filter-info-review-rating-count" class="a-row a-spacing-base a-size-base">${thousands(summary.count)} total ratings, ${thousands(reviews.length)} with reviews</div></div>
<div id="cm_cr-review_list" class="a-section a-spacing-none review-views celwidget">
${page.map((r) => reviewBlock(r, marketplace, now)).join('\n')}
${page.length === 0 ? '<div class="a-section a-spacing-top-large a-text-center no-reviews-section"><span class="a-size-medium">Sorry, no reviews match your current selections.</span></div>' : ''}
</div>
<div id="cm_cr-pagination_bar" class="a-text-center">${pagination}</div>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(storePage(`Amazon.com: Customer reviews: ${product.title}`, body, marketplace));
  });
}
