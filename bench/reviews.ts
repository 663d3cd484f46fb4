// Issue 7's bar: with 1 000 000 reviews across 500 stores in the database, a filtered Review Observer page
// of 50 answers with p99 ≤ 50 ms at 16 concurrent clients. Seeds the data straight into the server's
// database with set-based SQL (generate_series), signs in one user per company, then loads
// GET /api/review/reviews with filters and stores varying per request.
import { createVerifiedUser } from '@seller-tools/server/testing';
import type pg from 'pg';
import type { TTarget } from './load.ts';
import { secondsSince, signInToken, withDatabase } from './seeding.ts';

export const REVIEW_BENCH = {
  reviews: 1_000_000,
  stores: 500,
  companies: 50,
  asinsPerStore: 200,
  connections: 16,
  p99TargetMs: 50,
} as const;
const PASSWORD = 'Bench-Reviews-2026!';

// Filters a seller uses in the Review Observer, each a page of 50: negative stars, a date range,
// unverified in a year, a keyword, a product, handled status, and a second page through the cursor.
const FILTERS = [
  'stars=1,2',
  'from=2026-01-01&to=2026-06-30',
  'verified=false&from=2025-11-01',
  'q=broke',
  'asin=B000000042',
  'stars=1,2,3&status=new',
  `cursor=${Buffer.from(JSON.stringify(['2026-03-01', 'R9999999'])).toString('base64url')}`,
  '',
];

async function seed(client: pg.Client, companyIds: string[]): Promise<void> {
  await client.query(
    `insert into channels (company_id, seller_id, marketplace_id, region, refresh_token_enc, signup_step)
     select ($1::uuid[])[1 + (n % $2)], 'ABENCH' || n, 'ATVPDKIKX0DER', 'North America', 'bench', 'done'
     from generate_series(0, $3 - 1) n`,
    [companyIds, companyIds.length, REVIEW_BENCH.stores],
  );
  await client.query(`create temp table bench_stores as
    select id, row_number() over (order by seller_id) - 1 as n from channels where seller_id like 'ABENCH%'`);
  await client.query(
    `insert into products (channel_id, sku, asin, title)
     select s.id, 'SKU-' || a, 'B' || lpad(a::text, 9, '0'), 'Bench product ' || a
     from bench_stores s cross join generate_series(0, $1 - 1) a`,
    [REVIEW_BENCH.asinsPerStore],
  );
  await client.query(
    `insert into reviews (channel_id, review_id, asin, stars, title, body, review_date, verified, helpful_votes,
       author, status, processed_at)
     select s.id, 'R' || g, 'B' || lpad(((g / $2) % $3)::text, 9, '0'),
       1 + abs(hashint4(g)) % 5,
       (array['Great value', 'Broke after a week', 'Not as described', 'Love it', 'Works fine', 'Too small'])[1 + g % 6],
       (array['It broke the second time I used it.', 'Exactly what I needed, would buy again.',
              'The colour is different from the photos.', 'Solid and well made.', 'Arrived late but works.'])[1 + g % 5],
       date '2026-11-22' - (abs(hashint4(g + 7)) % 730),
       g % 7 <> 0, g % 13, 'Shopper ' || (g % 997),
       (array['new', 'read', 'handled'])[1 + g % 3], now()
     from generate_series(0, $1 - 1) g join bench_stores s on s.n = g % $2`,
    [REVIEW_BENCH.reviews, REVIEW_BENCH.stores, REVIEW_BENCH.asinsPerStore],
  );
  // What autovacuum does to a table that grew by a million rows: statistics for the planner, hint bits and
  // the visibility map. Without it the first reads of each row write those hints back during the
  // measurement, and autovacuum itself starts in the middle of it.
  await client.query('vacuum (analyze) channels, products, reviews');
  // And what the checkpointer does with the gigabyte of pages the seed dirtied: write them out now. Left
  // to itself it spreads that write over the next minutes, which is the measurement.
  await client.query('checkpoint');
}

/** Seeds the database at `databaseUrl` and answers the load target (requests rotate stores and filters). */
export async function prepareReviewList(
  databaseUrl: string,
  baseUrl: string,
): Promise<TTarget & { seedSeconds: number }> {
  const started = performance.now();
  const users = [];
  for (let i = 0; i < REVIEW_BENCH.companies; i++) {
    users.push(
      await createVerifiedUser(databaseUrl, {
        email: `reviews${i}@bench.test`,
        password: PASSWORD,
        companyName: `Bench ${i}`,
      }),
    );
  }
  const companyIds = users.map((u) => u.companyId);
  const stores = await withDatabase(databaseUrl, async (client) => {
    await seed(client, companyIds);
    return (
      await client.query<{ id: string; company_id: string }>(
        `select id, company_id from bench_stores join channels using (id)`,
      )
    ).rows;
  });
  const seedSeconds = secondsSince(started);

  const tokens = new Map<string, string>();
  for (const user of users) tokens.set(user.companyId, await signInToken(baseUrl, user.email, PASSWORD));
  const variants = stores.flatMap((store, i) => {
    const filter = FILTERS[i % FILTERS.length] ?? '';
    return [
      {
        path: `/api/review/reviews?channel_id=${store.id}&limit=50${filter ? `&${filter}` : ''}`,
        headers: { authorization: `Bearer ${tokens.get(store.company_id)}` },
      },
    ];
  });
  return {
    name: 'review-list',
    path: '/api/review/reviews',
    variants,
    connections: REVIEW_BENCH.connections,
    seedSeconds,
  };
}
