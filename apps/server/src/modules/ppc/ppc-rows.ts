import { type TPpcTable, withRatios } from '@seller-tools/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { attributionColumns, type TPpcRange } from './ppc-range.ts';

// Every row of one PPC table of a store (or of one campaign / ad group of it) with its figures summed
// over the period from ads_daily_metrics, left-joined: an entity without a click shows zeros. Money comes
// out in minor units (the money columns keep two decimals), ratios by the contract's ppc/metrics.ts.
// Filters, order and pages are applied to these rows in memory (ppc-tables.ts).

export type TPpcScope = { campaignId?: string | undefined; adGroupId?: string | undefined };

/** A summed row: the entity's columns (`id`, `name`, `state` always) and its figures with their ratios. */
export type TPpcRow = ReturnType<typeof withRatios> & {
  id: string;
  name: string;
  state: string;
  [column: string]: unknown;
};

/** Rows of `inner` (with campaign_id and ad_group_id) with their campaign's and ad group's names, as `e`. */
function withNames(channelId: string, inner: SQL): SQL {
  return sql`(select u.*, c.name as campaign_name, g.name as ad_group_name from (${inner}) u
    left join ads_campaigns c on c.channel_id = ${channelId} and c.campaign_id = u.campaign_id
    left join ads_ad_groups g on g.channel_id = ${channelId} and g.ad_group_id = u.ad_group_id) e`;
}

/** The entities of a table in scope, one row per id with its descriptive columns. */
function entities(table: TPpcTable, channelId: string, scope: TPpcScope): SQL {
  const within = (alias: string, withAdGroup = true) =>
    sql.join(
      [
        sql`${sql.raw(alias)}.channel_id = ${channelId}`,
        ...(scope.campaignId ? [sql`${sql.raw(alias)}.campaign_id = ${scope.campaignId}`] : []),
        ...(scope.adGroupId && withAdGroup ? [sql`${sql.raw(alias)}.ad_group_id = ${scope.adGroupId}`] : []),
      ],
      sql` and `,
    );
  switch (table) {
    case 'campaigns':
      return sql`(select campaign_id as id, name, state, targeting_type, round(budget * 100)::float8 as daily_budget
        from ads_campaigns a where ${within('a', false)}) e`;
    case 'ad-groups':
      return sql`(select g.ad_group_id as id, g.campaign_id, c.name as campaign_name, g.name, g.state,
          round(g.default_bid * 100)::float8 as default_bid
        from ads_ad_groups g
        left join ads_campaigns c on c.channel_id = g.channel_id and c.campaign_id = g.campaign_id
        where ${within('g')}) e`;
    case 'keywords':
      return withNames(
        channelId,
        sql`select k.keyword_id as id, 'keyword' as kind, k.campaign_id, k.ad_group_id, k.keyword_text as name,
            k.match_type, k.state, round(k.bid * 100)::float8 as bid
          from ads_keywords k where ${within('k')}
          union all
          select t.target_id, 'target', t.campaign_id, t.ad_group_id,
            coalesce((select string_agg(x->>'type' || coalesce('=' || (x->>'value'), ''), ' ')
              from jsonb_array_elements(coalesce(t.resolved_expression, t.expression)) x), ''),
            case when t.expression_type = 'AUTO' then 'TARGETING_EXPRESSION_PREDEFINED' else 'TARGETING_EXPRESSION' end,
            t.state, round(t.bid * 100)::float8
          from ads_targets t where ${within('t')}`,
      );
    case 'products':
      return withNames(
        channelId,
        sql`select p.ad_id as id, coalesce(p.asin, p.sku, p.ad_id) as name, p.asin, p.sku,
            p.campaign_id, p.ad_group_id, p.state
          from ads_product_ads p where ${within('p')}`,
      );
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

export async function loadPpcRows(
  db: TDb,
  table: TPpcTable,
  channelId: string,
  range: TPpcRange,
  scope: TPpcScope,
): Promise<TPpcRow[]> {
  const cols = attributionColumns(range.attribution);
  const metrics = METRICS_OF[table];
  const filters: SQL[] = [];
  if (scope.campaignId) filters.push(sql`and campaign_id = ${scope.campaignId}`);
  if (scope.adGroupId && table !== 'campaigns') filters.push(sql`and ad_group_id = ${scope.adGroupId}`);
  const result = await db.execute<Record<string, unknown>>(sql`
    with m as (
      select ${sql.raw(metrics.groupBy)} as mid,
        sum(impressions)::float8 as impressions,
        sum(clicks)::float8 as clicks,
        round(sum(cost) * 100)::float8 as spend,
        round(coalesce(sum(${cols.sales}), 0) * 100)::float8 as sales,
        coalesce(sum(${cols.orders}), 0)::float8 as orders
      from ads_daily_metrics
      where channel_id = ${channelId} and level = ${metrics.level}
        and day >= ${range.from}::date and day <= ${range.to}::date ${sql.join(filters, sql` `)}
      group by 1
    )
    select e.*, coalesce(m.impressions, 0) as impressions, coalesce(m.clicks, 0) as clicks,
      coalesce(m.spend, 0) as spend, coalesce(m.sales, 0) as sales, coalesce(m.orders, 0) as orders
    from ${entities(table, channelId, scope)} left join m on m.mid = e.id`);
  return result.rows.map((row) => ({
    ...row,
    id: String(row.id),
    name: String(row.name ?? ''),
    state: String(row.state ?? ''),
    ...withRatios({
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      spend: Number(row.spend),
      sales: Number(row.sales),
      orders: Number(row.orders),
    }),
  }));
}
