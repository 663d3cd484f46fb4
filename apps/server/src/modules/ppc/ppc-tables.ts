import { PPC_MESSAGES, type TPpcSort, type TPpcTable, withRatios } from '@seller-tools/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { AppError } from '../../lib/outcome.ts';
import { decodePpcCursor, encodePpcCursor } from './ppc-cursor.ts';
import { attributionColumns, type TPpcRange } from './ppc-range.ts';

// The four PPC tables as one statement each: the entities of the store (with their filters), their
// figures summed over the period from ads_daily_metrics (left-joined: an entity without a click shows
// zeros), the figure filters, then one keyset page in the chosen order and the totals of every matching
// row, together. Ratios for sorting and filtering are computed here with the formulas of the contract's
// ppc/metrics.ts (x ÷ nullif(y, 0), null without a denominator); the figures answered are recomputed by
// those very functions. Money comes out in minor units (the money columns keep two decimals).

export type TTableFilters = {
  q?: string | undefined;
  state?: string[] | undefined;
  campaign_id?: string | undefined;
  ad_group_id?: string | undefined;
  match_type?: string[] | undefined;
  kind?: 'keyword' | 'target' | undefined;
  targeting_type?: string[] | undefined;
  min_impressions?: number | undefined;
  min_clicks?: number | undefined;
  min_orders?: number | undefined;
  max_orders?: number | undefined;
  min_spend?: number | undefined;
  min_acos?: number | undefined;
  max_acos?: number | undefined;
  sort: TPpcSort;
  dir: 'asc' | 'desc';
  cursor?: string | undefined;
  limit: number;
};

type TRow = Record<string, unknown> & { id: string };

const inList = (column: SQL, values: string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** Rows of `inner` (with campaign_id and ad_group_id) with their campaign's and ad group's names, as `e`. */
function withNames(channelId: string, inner: SQL): SQL {
  return sql`(select u.*, c.name as campaign_name, g.name as ad_group_name from (${inner}) u
    left join ads_campaigns c on c.channel_id = ${channelId} and c.campaign_id = u.campaign_id
    left join ads_ad_groups g on g.channel_id = ${channelId} and g.ad_group_id = u.ad_group_id) e`;
}

/** The entities of a table, one row per id with its descriptive columns (`id`, `name` always). */
function entities(table: TPpcTable, channelId: string, f: TTableFilters): { from: SQL; where: SQL[] } {
  const where: SQL[] = [];
  const q = f.q ? containsPattern(f.q) : null;
  switch (table) {
    case 'campaigns': {
      if (q) where.push(sql`e.name ilike ${q}`);
      if (f.campaign_id) where.push(sql`e.id = ${f.campaign_id}`);
      if (f.targeting_type?.length) where.push(inList(sql`e.targeting_type`, f.targeting_type));
      return {
        from: sql`(select campaign_id as id, name, state, targeting_type,
            round(budget * 100)::float8 as daily_budget
          from ads_campaigns where channel_id = ${channelId}) e`,
        where,
      };
    }
    case 'ad-groups': {
      if (q) where.push(sql`e.name ilike ${q}`);
      if (f.campaign_id) where.push(sql`e.campaign_id = ${f.campaign_id}`);
      if (f.ad_group_id) where.push(sql`e.id = ${f.ad_group_id}`);
      return {
        from: sql`(select g.ad_group_id as id, g.campaign_id, c.name as campaign_name, g.name, g.state,
            round(g.default_bid * 100)::float8 as default_bid
          from ads_ad_groups g
          left join ads_campaigns c on c.channel_id = g.channel_id and c.campaign_id = g.campaign_id
          where g.channel_id = ${channelId}) e`,
        where,
      };
    }
    case 'keywords': {
      if (q) where.push(sql`e.name ilike ${q}`);
      if (f.campaign_id) where.push(sql`e.campaign_id = ${f.campaign_id}`);
      if (f.ad_group_id) where.push(sql`e.ad_group_id = ${f.ad_group_id}`);
      if (f.match_type?.length) where.push(inList(sql`e.match_type`, f.match_type));
      if (f.kind) where.push(sql`e.kind = ${f.kind}`);
      // The scope filters go inside too, so that a drill-down reads one ad group's rows by its index.
      const scope = (alias: string) =>
        sql.join(
          [
            sql`${sql.raw(alias)}.channel_id = ${channelId}`,
            ...(f.campaign_id ? [sql`${sql.raw(alias)}.campaign_id = ${f.campaign_id}`] : []),
            ...(f.ad_group_id ? [sql`${sql.raw(alias)}.ad_group_id = ${f.ad_group_id}`] : []),
          ],
          sql` and `,
        );
      return {
        from: withNames(
          channelId,
          sql`
          select k.keyword_id as id, 'keyword' as kind, k.campaign_id, k.ad_group_id, k.keyword_text as name,
            k.match_type, k.state, round(k.bid * 100)::float8 as bid
          from ads_keywords k where ${scope('k')}
          union all
          select t.target_id, 'target', t.campaign_id, t.ad_group_id,
            coalesce((select string_agg(x->>'type' || coalesce('=' || (x->>'value'), ''), ' ')
              from jsonb_array_elements(coalesce(t.resolved_expression, t.expression)) x), ''),
            case when t.expression_type = 'AUTO' then 'TARGETING_EXPRESSION_PREDEFINED' else 'TARGETING_EXPRESSION' end,
            t.state, round(t.bid * 100)::float8
          from ads_targets t where ${scope('t')}`,
        ),
        where,
      };
    }
    case 'products': {
      if (q) where.push(sql`(e.asin ilike ${q} or e.sku ilike ${q})`);
      if (f.campaign_id) where.push(sql`e.campaign_id = ${f.campaign_id}`);
      if (f.ad_group_id) where.push(sql`e.ad_group_id = ${f.ad_group_id}`);
      return {
        from: withNames(
          channelId,
          sql`select p.ad_id as id, coalesce(p.asin, p.sku, p.ad_id) as name, p.asin, p.sku,
            p.campaign_id, p.ad_group_id, p.state
          from ads_product_ads p where p.channel_id = ${channelId}`,
        ),
        where,
      };
    }
  }
}

/** The level of ads_daily_metrics a table's figures come from, and the column they are grouped by. */
const METRICS_OF: Record<TPpcTable, { level: string; groupBy: string }> = {
  campaigns: { level: 'campaign', groupBy: 'entity_id' },
  // An ad group's figures are those of its keywords and targets (the targeting report covers every click).
  'ad-groups': { level: 'targeting', groupBy: 'ad_group_id' },
  keywords: { level: 'targeting', groupBy: 'entity_id' },
  products: { level: 'product-ad', groupBy: 'entity_id' },
};

const RATIO_SQL: Record<'acos' | 'roas' | 'cpc' | 'ctr' | 'cvr', string> = {
  acos: 'spend / nullif(sales, 0)',
  roas: 'sales / nullif(spend, 0)',
  cpc: 'spend / nullif(clicks, 0)',
  ctr: 'clicks / nullif(impressions, 0)',
  cvr: 'orders / nullif(clicks, 0)',
};

/** The sort key as SQL over the summed row `r0`: lower-cased name, or the figure (null ratios as -1, last in descending order). */
function sortKey(sort: TPpcSort): SQL {
  if (sort === 'name') return sql.raw('lower(name)');
  if (sort in RATIO_SQL) return sql.raw(`coalesce(${RATIO_SQL[sort as keyof typeof RATIO_SQL]}, -1)`);
  return sql.raw(sort);
}

export type TTablePage = {
  rows: TRow[];
  totals: ReturnType<typeof withRatios> & { daily_budget?: number };
  totalCount: number;
  nextCursor: string | null;
};

export async function tablePage(
  db: TDb,
  table: TPpcTable,
  channelId: string,
  range: TPpcRange,
  f: TTableFilters,
  options: { paged: boolean } = { paged: true },
): Promise<TTablePage> {
  const cols = attributionColumns(range.attribution);
  const metrics = METRICS_OF[table];
  const e = entities(table, channelId, f);
  const scope: SQL[] = [];
  if (f.campaign_id) scope.push(sql`and campaign_id = ${f.campaign_id}`);
  if (f.ad_group_id && table !== 'campaigns') scope.push(sql`and ad_group_id = ${f.ad_group_id}`);

  const figure: SQL[] = [];
  if (f.state?.length) figure.push(inList(sql`state`, f.state));
  if (f.min_impressions !== undefined) figure.push(sql`impressions >= ${f.min_impressions}`);
  if (f.min_clicks !== undefined) figure.push(sql`clicks >= ${f.min_clicks}`);
  if (f.min_orders !== undefined) figure.push(sql`orders >= ${f.min_orders}`);
  if (f.max_orders !== undefined) figure.push(sql`orders <= ${f.max_orders}`);
  if (f.min_spend !== undefined) figure.push(sql`spend >= ${f.min_spend}`);
  if (f.min_acos !== undefined) figure.push(sql`spend / nullif(sales, 0) >= ${f.min_acos}`);
  if (f.max_acos !== undefined) figure.push(sql`spend / nullif(sales, 0) <= ${f.max_acos}`);

  const keyKind = f.sort === 'name' ? 'string' : 'number';
  const desc = f.dir === 'desc';
  let after = sql``;
  if (options.paged && f.cursor) {
    const cursor = decodePpcCursor(f.cursor, keyKind);
    if (!cursor) throw new AppError('invalid', PPC_MESSAGES.cursorInvalid);
    const key = keyKind === 'string' ? sql`${cursor.key}::text` : sql`${cursor.key}::float8`;
    after = desc
      ? sql`where (sk, id) < (${key}, ${cursor.id})`
      : sql`where (sk, id) > (${key}, ${cursor.id})`;
  }
  const order = sql.raw(desc ? 'sk desc, id desc' : 'sk asc, id asc');
  const limit = options.paged ? f.limit + 1 : null;
  const budgetTotal =
    table === 'campaigns' ? sql`, coalesce(sum(daily_budget), 0)::float8 as t_budget` : sql``;

  const result = await db.execute<TRow & { t_count: number } & Record<string, number>>(sql`
    with m as (
      select ${sql.raw(metrics.groupBy)} as mid,
        sum(impressions)::float8 as impressions,
        sum(clicks)::float8 as clicks,
        round(sum(cost) * 100)::float8 as spend,
        round(coalesce(sum(${cols.sales}), 0) * 100)::float8 as sales,
        coalesce(sum(${cols.orders}), 0)::float8 as orders
      from ads_daily_metrics
      where channel_id = ${channelId} and level = ${metrics.level}
        and day >= ${range.from}::date and day <= ${range.to}::date ${sql.join(scope, sql` `)}
      group by 1
    ),
    r0 as (
      select e.*, coalesce(m.impressions, 0) as impressions, coalesce(m.clicks, 0) as clicks,
        coalesce(m.spend, 0) as spend, coalesce(m.sales, 0) as sales, coalesce(m.orders, 0) as orders
      from ${e.from} left join m on m.mid = e.id
      ${e.where.length ? sql`where ${sql.join(e.where, sql` and `)}` : sql``}
    ),
    r as (
      select r0.*, ${sortKey(f.sort)} as sk from r0
      ${figure.length ? sql`where ${sql.join(figure, sql` and `)}` : sql``}
    ),
    t as (
      select count(*)::int as t_count, coalesce(sum(impressions), 0)::float8 as t_impressions,
        coalesce(sum(clicks), 0)::float8 as t_clicks, coalesce(sum(spend), 0)::float8 as t_spend,
        coalesce(sum(sales), 0)::float8 as t_sales, coalesce(sum(orders), 0)::float8 as t_orders ${budgetTotal}
      from r
    )
    select t.*, p.* from t left join lateral (
      select * from r ${after} order by ${order} ${limit === null ? sql`` : sql`limit ${limit}`}
    ) p on true`);

  const first = result.rows[0];
  const totals = withRatios({
    impressions: first?.t_impressions ?? 0,
    clicks: first?.t_clicks ?? 0,
    spend: first?.t_spend ?? 0,
    sales: first?.t_sales ?? 0,
    orders: first?.t_orders ?? 0,
  });
  let rows = result.rows.filter((row) => row.id !== null);
  let nextCursor: string | null = null;
  if (limit !== null && rows.length > f.limit) {
    rows = rows.slice(0, f.limit);
    const last = rows[rows.length - 1] as unknown as { sk: number | string; id: string };
    nextCursor = encodePpcCursor({ key: last.sk, id: last.id });
  }
  return {
    rows,
    totals: table === 'campaigns' ? { ...totals, daily_budget: first?.t_budget ?? 0 } : totals,
    totalCount: first?.t_count ?? 0,
    nextCursor,
  };
}

/** A summed row's figures with their ratios, from the statement's columns. */
export function rowFigures(row: Record<string, unknown>) {
  return withRatios({
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    spend: Number(row.spend),
    sales: Number(row.sales),
    orders: Number(row.orders),
  });
}
