import type { TReimburseAccount } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import type { TCallerStore } from '../../../lib/store-access.ts';

/** The caller's stores (the access policy already chose them) with enrolment, last audit and open findings. */
export async function listAccounts(db: TDb, stores: readonly TCallerStore[]): Promise<TReimburseAccount[]> {
  if (stores.length === 0) return [];
  const ids = stores.map((s) => s.channelId);
  const facts = await db.execute<{
    channel_id: string;
    enrolled: boolean | null;
    last_audit_at: string | null;
    findings: number;
  }>(sql`
    select c.id channel_id, st.enrolled,
      (select to_char(max(coalesce(r.finished_at, r.started_at)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        from reimburse_audit_runs r where r.channel_id = c.id and r.error is null) last_audit_at,
      (select count(*)::int from reimburse_findings f
        where f.channel_id = c.id and f.status in ('open', 'needs-action')) findings
    from channels c left join reimburse_store_settings st on st.channel_id = c.id
    where c.id in ${ids}`);
  const byId = new Map(facts.rows.map((f) => [f.channel_id, f]));
  return stores.map((store) => {
    const fact = byId.get(store.channelId);
    return {
      channel_id: store.channelId,
      seller_id: store.sellerId,
      marketplace_id: store.marketplaceId,
      country_code: store.countryCode,
      country_name: store.countryName,
      enrolled: fact?.enrolled ?? true,
      last_audit_at: fact?.last_audit_at ?? null,
      findings_count: fact?.findings ?? 0,
    };
  });
}
