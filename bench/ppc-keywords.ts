// Issue 21's keyword-table bar: with 100 000 keywords × 60 days of Sponsored Products metrics in the
// database (10 stores of 10 000 keywords, 6 000 000 daily rows), a keyword table page of 50 (filters,
// sort) answers with p99 ≤ 50 ms at 16 concurrent clients. Seeds the data straight into the server's
// database with set-based SQL (generate_series), signs in one advertising-admin per store's company, then
// loads GET /api/ppc/keywords over the last 30 of the 60 days with filters and stores varying per request.
import { createVerifiedUser } from '@seller-tools/server/testing';
import type pg from 'pg';
import type { TTarget } from './load.ts';
import { secondsSince, signInToken, withDatabase } from './seeding.ts';

export const PPC_BENCH = {
  stores: 10,
  campaignsPerStore: 50,
  adGroupsPerCampaign: 4,
  keywordsPerAdGroup: 50,
  days: 60,
  connections: 16,
  p99TargetMs: 50,
} as const;
export const PPC_BENCH_KEYWORDS =
  PPC_BENCH.stores *
  PPC_BENCH.campaignsPerStore *
  PPC_BENCH.adGroupsPerCampaign *
  PPC_BENCH.keywordsPerAdGroup;
const PASSWORD = 'Bench-Ppc-2026!';
const LAST_DAY = '2026-11-21';
const RANGE = 'from=2026-10-23&to=2026-11-21';

// What a seller does in the keyword table: the whole store by spend, the wasted spend (clicks, no
// orders), worst ACoS first, a search, exact matches only, one campaign's and one ad group's keywords
// (the drill-down), by name, and the next page through the cursor.
const FILTERS = (store: number) => {
  const campaign = `${store}${String(7).padStart(4, '0')}`;
  const adGroup = `${campaign}02`;
  return [
    '',
    'min_clicks=10&max_orders=0',
    'sort=acos&dir=desc&min_clicks=5',
    'q=shoe',
    'match_type=EXACT&state=ENABLED',
    `campaign_id=${campaign}`,
    `campaign_id=${campaign}&ad_group_id=${adGroup}&sort=clicks`,
    'sort=name&dir=asc',
  ];
};

async function seed(client: pg.Client, companyIds: string[]): Promise<void> {
  const b = PPC_BENCH;
  await client.query(
    `insert into channels (company_id, seller_id, marketplace_id, region, refresh_token_enc, signup_step)
     select ($1::uuid[])[1 + n], 'APPCBENCH' || n, 'ATVPDKIKX0DER', 'North America', 'bench', 'done'
     from generate_series(0, $2 - 1) n`,
    [companyIds, b.stores],
  );
  await client.query(`create temp table bench_stores as
    select id, row_number() over (order by seller_id) as n from channels where seller_id like 'APPCBENCH%'`);
  await client.query(
    `insert into ads_profiles (channel_id, profile_id, marketplace_id, currency_code, timezone)
     select id, 'P' || n, 'ATVPDKIKX0DER', 'USD', 'America/Los_Angeles' from bench_stores`,
  );
  // Ids: campaign s·10⁴ + c, ad group campaign·100 + g, keyword ad group·1000 + k (as text, like Amazon's).
  await client.query(
    `insert into ads_campaigns (channel_id, campaign_id, profile_id, name, targeting_type, state, budget)
     select s.id, (s.n * 10000 + c)::text, 'P' || s.n, 'Campaign ' || c, (array['MANUAL', 'AUTO'])[1 + c % 2],
       (array['ENABLED', 'ENABLED', 'PAUSED'])[1 + c % 3], 10 + c
     from bench_stores s cross join generate_series(1, $1) c`,
    [b.campaignsPerStore],
  );
  await client.query(
    `insert into ads_ad_groups (channel_id, ad_group_id, campaign_id, name, state, default_bid)
     select s.id, ((s.n * 10000 + c) * 100 + g)::text, (s.n * 10000 + c)::text, 'Ad group ' || g, 'ENABLED', 0.5
     from bench_stores s cross join generate_series(1, $1) c cross join generate_series(1, $2) g`,
    [b.campaignsPerStore, b.adGroupsPerCampaign],
  );
  await client.query(
    `insert into ads_keywords (channel_id, keyword_id, ad_group_id, campaign_id, keyword_text, match_type, state, bid)
     select s.id, (((s.n * 10000 + c) * 100 + g) * 1000 + k)::text, ((s.n * 10000 + c) * 100 + g)::text,
       (s.n * 10000 + c)::text,
       (array['running shoe', 'trail shoe', 'yoga mat', 'water bottle', 'hiking sock', 'gym bag'])[1 + k % 6]
         || ' ' || c || '-' || g || '-' || k,
       (array['EXACT', 'PHRASE', 'BROAD'])[1 + k % 3], (array['ENABLED', 'ENABLED', 'ENABLED', 'PAUSED'])[1 + k % 4],
       0.2 + (k % 30) / 20.0
     from bench_stores s cross join generate_series(1, $1) c cross join generate_series(1, $2) g
       cross join generate_series(1, $3) k`,
    [b.campaignsPerStore, b.adGroupsPerCampaign, b.keywordsPerAdGroup],
  );
  // Every keyword has a row every day (the worst case: Amazon omits days without impressions).
  await client.query(
    `insert into ads_daily_metrics (channel_id, level, entity_id, day, campaign_id, ad_group_id, keyword_type,
       targeting, impressions, clicks, cost, purchases_1d, purchases_7d, purchases_14d, purchases_30d,
       sales_1d, sales_7d, sales_14d, sales_30d)
     select k.channel_id, 'targeting', k.keyword_id, date '${LAST_DAY}' - d, k.campaign_id, k.ad_group_id,
       k.match_type, k.keyword_text, m.imp, m.clk, m.clk * 0.45, m.ord, m.ord, m.ord, m.ord,
       m.ord * 24.99, m.ord * 24.99, m.ord * 24.99, m.ord * 24.99
     from ads_keywords k cross join generate_series(0, $1 - 1) d
       cross join lateral (select abs(hashint4(hashtext(k.keyword_id) + d)) as h) x
       cross join lateral (select x.h % 400 as imp, x.h % 9 as clk, case when x.h % 9 > 5 then 1 else 0 end as ord) m
     where k.channel_id in (select id from bench_stores)`,
    [b.days],
  );
  await client.query(
    `insert into ads_daily_metrics (channel_id, level, entity_id, day, campaign_id, impressions, clicks, cost,
       purchases_7d, sales_7d)
     select channel_id, 'campaign', campaign_id, day, campaign_id, sum(impressions), sum(clicks), sum(cost),
       sum(purchases_7d), sum(sales_7d)
     from ads_daily_metrics where level = 'targeting' and channel_id in (select id from bench_stores)
     group by channel_id, campaign_id, day`,
  );
  // As in the review bench: statistics, hint bits and the visibility map now, and the dirty pages
  // written out, so that neither autovacuum nor the checkpointer runs during the measurement.
  await client.query(
    'vacuum (analyze) channels, ads_campaigns, ads_ad_groups, ads_keywords, ads_targets, ads_daily_metrics',
  );
  await client.query('checkpoint');
}

/** Seeds the database at `databaseUrl` and answers the load target (requests rotate stores and filters). */
export async function preparePpcKeywords(
  databaseUrl: string,
  baseUrl: string,
): Promise<TTarget & { seedSeconds: number }> {
  const started = performance.now();
  const users = [];
  for (let i = 0; i < PPC_BENCH.stores; i++) {
    users.push(
      await createVerifiedUser(databaseUrl, {
        email: `ppc${i}@bench.test`,
        password: PASSWORD,
        companyName: `PPC bench ${i}`,
        roles: ['advertising-admin'],
      }),
    );
  }
  const companyIds = users.map((u) => u.companyId);
  const stores = await withDatabase(databaseUrl, async (client) => {
    await seed(client, companyIds);
    return (
      await client.query<{ id: string; company_id: string; n: number }>(
        `select id, company_id, n::int from bench_stores join channels using (id) order by n`,
      )
    ).rows;
  });
  const seedSeconds = secondsSince(started);

  const tokens = new Map<string, string>();
  for (const user of users) tokens.set(user.companyId, await signInToken(baseUrl, user.email, PASSWORD));
  // A second page: the cursor after the first page of the store-wide table by spend.
  const variants: { path: string; headers: Record<string, string> }[] = [];
  for (const store of stores) {
    const headers = { authorization: `Bearer ${tokens.get(store.company_id)}` };
    const base = `/api/ppc/keywords?channel_id=${store.id}&${RANGE}&limit=50`;
    const first = (await (await fetch(`${baseUrl}${base}`, { headers })).json()) as {
      data?: { next_cursor: string | null };
    };
    for (const filter of FILTERS(store.n))
      variants.push({ path: `${base}${filter ? `&${filter}` : ''}`, headers });
    if (first.data?.next_cursor) variants.push({ path: `${base}&cursor=${first.data.next_cursor}`, headers });
  }
  // Each variant once before the load: the server keeps a store's summed rows per period and scope
  // (modules/ppc/ppc-table-cache.ts), and the bar is about the steady state, not the first read of each set.
  for (const variant of variants) await fetch(`${baseUrl}${variant.path}`, { headers: variant.headers });
  // Stores and filters interleaved, so consecutive requests differ in both.
  variants.sort(
    (a, b) =>
      ((a.path.length * 31 + a.path.charCodeAt(60)) % 17) -
      ((b.path.length * 31 + b.path.charCodeAt(60)) % 17),
  );
  return {
    name: 'ppc-keywords',
    path: '/api/ppc/keywords',
    variants,
    connections: PPC_BENCH.connections,
    seedSeconds,
  };
}
