import { parseProductPage, parseReviewPage, type TRatingSummary, type TReviewPage } from './review-parser.ts';

// The marketplace's public product pages: `/dp/{asin}` and `/product-reviews/{asin}?pageNumber=N`. No
// token, no documented rate; we keep a small number of pages in flight and retry transient failures.

// Each marketplace has its own storefront (www.amazon.de for Germany): the pages are read from the
// store's marketplace.
export type TProductPages = {
  productPage(
    marketplaceId: string,
    asin: string,
  ): Promise<(TRatingSummary & { title: string | null }) | null>;
  reviewPage(marketplaceId: string, asin: string, pageNumber: number): Promise<TReviewPage | null>;
};

export function createProductPages(deps: {
  /** One storefront for every marketplace (the sandbox), or the marketplace's own. */
  baseUrl: string | ((marketplaceId: string) => string);
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  attempts?: number;
}): TProductPages {
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const attempts = deps.attempts ?? 5;
  const baseOf = (marketplaceId: string) =>
    (typeof deps.baseUrl === 'string' ? deps.baseUrl : deps.baseUrl(marketplaceId)).replace(/\/+$/, '');

  async function get(marketplaceId: string, path: string): Promise<string | null> {
    const base = baseOf(marketplaceId);
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await doFetch(`${base}${path}`, {
          headers: { accept: 'text/html', 'accept-language': 'en-US' },
          signal: AbortSignal.timeout(30_000),
        });
        if (response.status === 404) return null;
        if (response.ok) return await response.text();
        if (response.status < 500 && response.status !== 429)
          throw new Error(`HTTP ${response.status} for ${path}`);
      } catch (err) {
        if (attempt + 1 >= attempts) throw err;
      }
      if (attempt + 1 >= attempts) throw new Error(`product page ${path} kept failing`);
      await sleep(Math.round(Math.random() * 250 * 2 ** attempt));
    }
  }

  return {
    async productPage(marketplaceId, asin) {
      const html = await get(marketplaceId, `/dp/${encodeURIComponent(asin)}`);
      return html === null ? null : parseProductPage(html);
    },
    async reviewPage(marketplaceId, asin, pageNumber) {
      const html = await get(
        marketplaceId,
        `/product-reviews/${encodeURIComponent(asin)}?sortBy=recent&pageNumber=${pageNumber}`,
      );
      return html === null ? null : parseReviewPage(html);
    },
  };
}
