import { selectAll as cssAll, selectOne as cssOne } from 'css-select';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { afterAll, describe, expect, it } from 'vitest';
import { sellerData } from '../data/seller-data.ts';
import { demoSellers } from '../sellers.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('na')[1]?.sellingPartnerId ?? '';
// css-select's typings allow a Document back; review markup is always elements.
type TNode = Parameters<typeof cssOne>[1];
const selectOne = (selector: string, root: TNode) => cssOne(selector, root) as Element | null;
const selectAll = (selector: string, root: TNode) => cssAll(selector, root) as Element[];
const text = (el: Element | null): string =>
  el
    ? el.children
        .map((c) => ('data' in c ? String(c.data) : text(c as Element)))
        .join('')
        .trim()
    : '';

// The best seller of the catalogue has the most reviews.
const asin = sellerData(SELLER).catalog[0]?.asin ?? '';

describe('product and review pages', async () => {
  const sandbox = await buildTestSandbox();
  const get = (url: string) => sandbox.app.inject({ method: 'GET', url });
  afterAll(() => sandbox.app.close());

  it('serves /dp/{asin} with the title, the average and the rating count', async () => {
    const res = await get(`/dp/${asin}`);
    expect(res.statusCode).toBe(200);
    const doc = parseDocument(res.body);
    expect(text(selectOne('#productTitle', doc))).toBe(sellerData(SELLER).byAsin.get(asin)?.title);
    expect(text(selectOne('#acrCustomerReviewText', doc))).toMatch(/^[\d,]+ ratings$/);
    expect(selectOne('#acrPopover', doc)?.attribs.title).toMatch(/^\d\.\d out of 5 stars$/);
    expect(selectOne('#landingImage', doc)?.attribs.src).toBe(`/images/I/${asin}.svg`);
    const svg = await get(`/images/I/${asin}.svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await get('/dp/B000000000')).statusCode).toBe(404);
  });

  it('pages reviews ten at a time with the data-hook markup a scraper reads', async () => {
    const first = parseDocument((await get(`/product-reviews/${asin}?pageNumber=1&sortBy=recent`)).body);
    const reviews = selectAll('[data-hook="review"]', first);
    expect(reviews).toHaveLength(10);
    for (const review of reviews) {
      expect(review.attribs.id).toMatch(/^R[A-Z0-9]{13}$/);
      expect(text(selectOne('[data-hook="review-star-rating"] .a-icon-alt', review))).toMatch(
        /^[1-5]\.0 out of 5 stars$/,
      );
      expect(text(selectOne('[data-hook="review-title"]', review)).length).toBeGreaterThan(0);
      expect(text(selectOne('[data-hook="review-date"]', review))).toMatch(
        /^Reviewed in the United States on \w+ \d{1,2}, \d{4}$/,
      );
      expect(text(selectOne('[data-hook="review-body"]', review)).length).toBeGreaterThan(10);
      expect(text(selectOne('[data-hook="format-strip"]', review))).toMatch(/^Color: /);
      const badge = selectOne('[data-hook="avp-badge"]', review);
      if (badge) expect(text(badge)).toBe('Verified Purchase');
      const helpful = selectOne('[data-hook="helpful-vote-statement"]', review);
      if (helpful) expect(text(helpful)).toMatch(/^(One person|[\d,]+ people) found this helpful$/);
    }
    expect(text(selectOne('[data-hook="average-star-rating"] .a-icon-alt', first))).toMatch(
      /^\d\.\d out of 5 stars$/,
    );
    expect(selectOne('i.averageStarRating', first)).not.toBeNull();
    expect(selectOne('.a-pagination li.a-last a', first)?.attribs.href).toContain('pageNumber=2');

    // Dates descend across pages with sortBy=recent; no review repeats.
    const second = parseDocument((await get(`/product-reviews/${asin}?pageNumber=2&sortBy=recent`)).body);
    const ids = [...reviews, ...selectAll('[data-hook="review"]', second)].map((r) => r.attribs.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ends with a disabled next link and an empty page past the end', async () => {
    const doc = parseDocument((await get(`/product-reviews/${asin}?pageNumber=999`)).body);
    expect(selectAll('[data-hook="review"]', doc)).toHaveLength(0);
    expect(selectOne('.a-pagination li.a-disabled.a-last', doc)).not.toBeNull();
  });

  it('grows as the clock moves: new ratings and reviews arrive', async () => {
    const count = async () => {
      const doc = parseDocument((await get(`/product-reviews/${asin}`)).body);
      return Number(text(selectOne('[data-hook="total-review-count"] span', doc)).replace(/\D/g, ''));
    };
    const before = await count();
    sandbox.clock.advance(30 * 86_400_000);
    expect(await count()).toBeGreaterThan(before);
  });
});
