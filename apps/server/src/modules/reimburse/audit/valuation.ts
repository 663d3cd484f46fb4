import type { TFindingAction } from '@seller-tools/contract';
import { formatMoney, toMinorUnits } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TAuditContext } from './detector.ts';

// What a lost or short unit is worth (issue 19). Since March 2025 Amazon reimburses at the seller's
// manufacturing cost, so the unit cost the seller enters (reimburse_product_settings) is the value. Until
// they enter it the finding needs their action (missing-cogs) and carries an estimate, in this order:
// Amazon's own latest per-unit reimbursement for the SKU under the cost rule (what Amazon itself paid
// for the same unit), else the listing price (an upper bound: Amazon will not pay more than the cost).

export type TUnitValue = {
  unitValueMinor: number | null;
  /** "unit cost you entered", "Amazon's reimbursement per unit on 2025-06-01", … */
  basis: string;
  actionNeeded: TFindingAction | null;
};

export type TValuer = (sku: string | null) => TUnitValue;

/** "4 × £12.30 unit cost you entered". */
export function valuationText(quantity: number, value: TUnitValue, currency: string): string {
  if (value.unitValueMinor === null) return `${quantity} units, not valued yet: enter the unit cost`;
  return `${quantity} × ${formatMoney(value.unitValueMinor, currency)} ${value.basis}`;
}

type TRow = {
  sku: string;
  cost: number | null;
  paid: string | null;
  paid_on: string | null;
  price: string | null;
};

/** Loads every SKU's value basis of the store once; the detectors ask it per finding. */
export async function loadValuer(context: TAuditContext): Promise<TValuer> {
  const { db, store, policy } = context;
  const result = await db.execute(sql`
    with skus as (
      select sku from products where channel_id = ${store.channelId}
      union select sku from reimburse_product_settings where channel_id = ${store.channelId}
      union select distinct sku from fba_reimbursements where channel_id = ${store.channelId} and sku is not null
    ), paid as (
      select distinct on (sku) sku, amount_per_unit::text as paid, approval_date::date::text as paid_on
        from fba_reimbursements
       where channel_id = ${store.channelId} and sku is not null and amount_per_unit > 0
         and reason in ('Lost_Warehouse', 'Damaged_Warehouse', 'Lost_Inbound')
         and approval_date >= ${policy.manufacturingCostValuationFrom}::date
       order by sku, approval_date desc
    )
    select s.sku, ps.unit_cost_minor as cost, paid.paid, paid.paid_on, p.price::text as price
      from skus s
      left join reimburse_product_settings ps on ps.channel_id = ${store.channelId} and ps.sku = s.sku
      left join paid on paid.sku = s.sku
      left join products p on p.channel_id = ${store.channelId} and p.sku = s.sku`);
  const bySku = new Map<string, TUnitValue>();
  for (const row of result.rows as TRow[]) {
    if (row.cost !== null && row.cost > 0) {
      bySku.set(row.sku, { unitValueMinor: row.cost, basis: 'unit cost you entered', actionNeeded: null });
    } else if (row.paid !== null) {
      bySku.set(row.sku, {
        unitValueMinor: toMinorUnits(row.paid, store.currency),
        basis: `Amazon's own reimbursement per unit for this SKU (${row.paid_on}); enter your unit cost`,
        actionNeeded: 'missing-cogs',
      });
    } else if (row.price !== null && Number(row.price) > 0) {
      bySku.set(row.sku, {
        unitValueMinor: toMinorUnits(row.price, store.currency),
        basis: 'listing price (Amazon pays the unit cost: enter it)',
        actionNeeded: 'missing-cogs',
      });
    }
  }
  const none: TUnitValue = { unitValueMinor: null, basis: '', actionNeeded: 'missing-cogs' };
  return (sku) => (sku ? (bySku.get(sku) ?? none) : none);
}
