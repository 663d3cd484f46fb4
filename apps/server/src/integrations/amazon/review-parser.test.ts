import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createProductPages } from './product-pages.ts';
import { parseProductPage, parseReviewPage } from './review-parser.ts';

// Fixed pages shaped like Amazon's (fixtures/): the parser must read them exactly, whatever the
// sandbox happens to generate.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('product page parser', () => {
  it('reads the title, average, rating count and star histogram', () => {
    expect(parseProductPage(fixture('product-page.html'))).toEqual({
      title: 'Nova Craft Stainless Steel Water Bottle, 32 oz',
      average: 4.4,
      count: 1234,
      histogram: [7, 3, 7, 16, 67],
    });
  });

  it('falls back to the popover and the ratings link, and reads a histogram without labels', () => {
    expect(parseProductPage(fixture('product-page-bare.html'))).toEqual({
      title: 'Koda Nest Bamboo Cutting Board',
      average: 3.9,
      count: 87,
      histogram: [15, 5, 10, 20, 50],
    });
  });

  it('answers zeros and no histogram for a page without any of it', () => {
    expect(parseProductPage('<html><body><p>Robot check</p></body></html>')).toEqual({
      title: null,
      average: 0,
      count: 0,
      histogram: null,
    });
  });
});

describe('review page parser', () => {
  it('reads every field of each review, the summary, and that another page follows', () => {
    const page = parseReviewPage(fixture('review-page-1.html'));
    expect(page).toMatchObject({
      average: 4.4,
      count: 1234,
      histogram: [7, 3, 7, 16, 67],
      hasNextPage: true,
      writtenCount: 321,
    });
    expect(page.reviews).toEqual([
      {
        reviewId: 'R1AAAAAAAAAAAA',
        stars: 5,
        title: 'Keeps ice for a whole day',
        body: 'Took it hiking; the ice lasted until evening. Lid & straw are easy to clean.',
        reviewDate: '2025-03-05',
        verified: true,
        variant: 'Size: 32 oz | Color: Slate',
        helpfulVotes: 1,
        author: 'Jordan P.',
      },
      {
        reviewId: 'R2BBBBBBBBBBBB',
        stars: 2,
        title: 'Dented on arrival',
        body: 'The bottom was dented.',
        reviewDate: '2024-12-31',
        verified: false,
        variant: 'Size: 18 oz',
        helpfulVotes: 1204,
        author: 'Amazon Customer',
      },
    ]);
  });

  it('reads the last page: day-first dates, optional parts missing, unreadable reviews skipped', () => {
    const page = parseReviewPage(fixture('review-page-last.html'));
    expect(page.hasNextPage).toBe(false);
    expect(page).toMatchObject({ average: 0, count: 0, histogram: null, writtenCount: null });
    expect(page.reviews).toEqual([
      {
        reviewId: 'R3CCCCCCCCCCCC',
        stars: 4,
        title: '',
        body: 'Fine.',
        reviewDate: '2025-02-07',
        verified: false,
        variant: null,
        helpfulVotes: 0,
        author: null,
      },
    ]);
  });

  it('reads a product without reviews as an empty last page', () => {
    expect(parseReviewPage(fixture('review-page-empty.html'))).toEqual({
      average: 0,
      count: 0,
      histogram: null,
      reviews: [],
      hasNextPage: false,
      writtenCount: null,
    });
  });
});

describe('product pages client', () => {
  const pages = (answers: Record<string, Response | (() => Response)>) => {
    const asked: string[] = [];
    const client = createProductPages({
      baseUrl: 'https://store.example/',
      sleep: async () => {},
      fetch: (async (input: string | URL | Request) => {
        const url = new URL(String(input));
        const key = `${url.pathname}${url.search}`;
        asked.push(key);
        const answer = answers[key];
        if (!answer) return new Response('not found', { status: 404 });
        return typeof answer === 'function' ? answer() : answer;
      }) as typeof fetch,
    });
    return { client, asked };
  };

  it('reads the newest reviews first, retries a failing page, and answers null for an unknown product', async () => {
    let failures = 2;
    const { client, asked } = pages({
      '/dp/B0TEST0001': new Response(fixture('product-page.html')),
      '/product-reviews/B0TEST0001?sortBy=recent&pageNumber=1': () =>
        failures-- > 0 ? new Response('busy', { status: 503 }) : new Response(fixture('review-page-1.html')),
    });
    expect(await client.productPage('ATVPDKIKX0DER', 'B0TEST0001')).toMatchObject({
      average: 4.4,
      count: 1234,
    });
    expect((await client.reviewPage('ATVPDKIKX0DER', 'B0TEST0001', 1))?.reviews).toHaveLength(2);
    expect(asked.filter((a) => a.startsWith('/product-reviews'))).toHaveLength(3);
    expect(await client.productPage('ATVPDKIKX0DER', 'B0GONE0000')).toBeNull();
  });
});
