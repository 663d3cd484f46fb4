import type { TCampaignFilters, TCampaignList } from '@seller-tools/contract';
import { CAMPAIGN_LISTS } from '@seller-tools/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';

// Who a campaign reaches: verified, not deleted users subscribed to its list (users.marketing, the spec's
// is_subscribed_marketing_list; no answer is no consent), narrowed by the filters. One WHERE clause for the
// live count and for freezing the recipients when sending starts, so the count is what gets sent.

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export function audienceWhere(list: TCampaignList, filters: TCampaignFilters, now: Date): SQL {
  // The list name is one of three constants (never caller text) but is still checked before it is used.
  if (!CAMPAIGN_LISTS.includes(list)) throw new Error(`unknown list ${list}`);
  const conditions: SQL[] = [
    sql`u.deleted_at is null`,
    sql`u.email_verified_at is not null`,
    sql`coalesce((u.marketing ->> ${list})::boolean, false)`,
  ];
  // A company's plans: the default ones plus those assigned to it.
  const companyPlan = sql`p.is_active and (p.is_default or exists (select 1 from company_plans cp where cp.plan_id = p.id and cp.company_id = u.company_id))`;
  if (filters.plan_ids.length > 0) {
    conditions.push(
      sql`exists (select 1 from plans p where ${companyPlan} and p.id::text = any(${textArray(filters.plan_ids)}))`,
    );
  }
  if (filters.modules.length > 0) {
    conditions.push(
      sql`exists (select 1 from plans p where ${companyPlan} and p.modules && ${textArray(filters.modules)})`,
    );
  }
  if (filters.roles.length > 0) conditions.push(sql`u.roles && ${textArray(filters.roles)}`);
  const store = sql`select 1 from channels c where c.company_id = u.company_id and c.deleted_at is null`;
  if (filters.has_store === true) conditions.push(sql`exists (${store})`);
  if (filters.has_store === false) conditions.push(sql`not exists (${store})`);
  if (filters.marketplace_ids.length > 0) {
    conditions.push(sql`exists (${store} and c.marketplace_id = any(${textArray(filters.marketplace_ids)}))`);
  }
  if (filters.signed_up_from) conditions.push(sql`u.created_at >= ${filters.signed_up_from}::date`);
  if (filters.signed_up_to) conditions.push(sql`u.created_at < ${filters.signed_up_to}::date + 1`);
  if (filters.active_within_days !== null) {
    const since = new Date(now.getTime() - filters.active_within_days * 86_400_000);
    conditions.push(sql`u.last_login_at >= ${since.toISOString()}::timestamptz`);
  }
  return sql.join(conditions, sql` and `);
}

export async function countAudience(
  db: TDbOrTx,
  list: TCampaignList,
  filters: TCampaignFilters,
  now: Date,
): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users u where ${audienceWhere(list, filters, now)}`,
  );
  return rows.rows[0]?.n ?? 0;
}

/** Freezes the audience as the campaign's recipients (a second call adds nobody twice). */
export async function freezeRecipients(
  db: TDbOrTx,
  campaign: { id: string; list: TCampaignList; filters: TCampaignFilters },
  now: Date,
): Promise<number> {
  const result = await db.execute(
    sql`insert into email_campaign_recipients (campaign_id, user_id, email)
        select ${campaign.id}::uuid, u.id, u.email from users u where ${audienceWhere(campaign.list, campaign.filters, now)}
        on conflict (campaign_id, user_id) do nothing`,
  );
  return result.rowCount ?? 0;
}
