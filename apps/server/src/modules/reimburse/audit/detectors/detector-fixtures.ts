import { afterAll, beforeAll } from 'vitest';
import type { TDb } from '../../../../db/client.ts';
import {
  fbaCustomerReturns,
  fbaEstimatedFees,
  fbaLedgerEvents,
  fbaReimbursements,
  financialEvents,
  orderItems,
  orders,
  products,
  reimburseProductSettings,
} from '../../../../db/schema/index.ts';
import { insertUser } from '../../../../testing/accounts.ts';
import { insertStore } from '../../../../testing/channels.ts';
import { createTestDatabase, type TTestDatabase } from '../../../../testing/test-database.ts';
import type { TAuditContext, TDetector } from '../detector.ts';
import { AUDIT_POLICY } from '../policy.ts';

// Rows for the detectors' tests (tests only), shaped as the import writes them.

let seq = 0;
const key = (prefix: string) => `${prefix}-${++seq}`;
export const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
export const plusDays = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000);

export async function auditStore(db: TDb, name: string) {
  const { companyId } = await insertUser(db, {
    email: `${name}@example.com`,
    password: 'Corr3ct!horse',
    verified: true,
  });
  const channelId = await insertStore(db, { companyId, sellerId: `SELLER${name.toUpperCase()}` });
  const context = (asOf: Date): TAuditContext => ({
    db,
    store: { channelId, currency: 'USD', marketplaceId: 'ATVPDKIKX0DER' },
    asOf,
    policy: AUDIT_POLICY,
  });
  return { channelId, context };
}

/**
 * One detector's suite: a fresh database with an audit store named `name`, seeded before the suite and
 * dropped after it. `found(asOf)` runs the detector as of that moment; `store()` gives the database and
 * store for rows a single test adds.
 */
export function detectorSuite(
  name: string,
  detector: TDetector,
  seed: (db: TDb, channelId: string) => Promise<void>,
) {
  let database: TTestDatabase;
  let store: Awaited<ReturnType<typeof auditStore>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await auditStore(database.db, name);
    await seed(database.db, store.channelId);
  });
  afterAll(() => database.drop());
  return {
    found: (asOf: Date) => detector.detect(store.context(asOf)),
    store: () => ({ db: database.db, channelId: store.channelId }),
  };
}

export async function seedOrder(
  db: TDb,
  channelId: string,
  o: { orderId: string; sku: string; quantity?: number; channel?: 'AFN' | 'MFN'; at?: Date },
) {
  const at = o.at ?? day('2026-01-01');
  await db.insert(orders).values({
    channelId,
    amazonOrderId: o.orderId,
    status: 'Shipped',
    purchaseDate: at,
    lastUpdateDate: at,
    fulfillmentChannel: o.channel ?? 'AFN',
  });
  await db.insert(orderItems).values({
    channelId,
    amazonOrderId: o.orderId,
    sku: o.sku,
    asin: `ASIN-${o.sku}`,
    quantity: o.quantity ?? 1,
  });
}

export async function seedProduct(
  db: TDb,
  channelId: string,
  p: { sku: string; price?: string; dims?: [number, number, number, number] | null },
) {
  const d = p.dims === undefined ? [10, 6, 0.5, 0.4] : p.dims;
  await db.insert(products).values({
    channelId,
    sku: p.sku,
    asin: `ASIN-${p.sku}`,
    fnsku: `X00${p.sku}`,
    price: p.price ?? '25.00',
    currency: 'USD',
    fulfillmentChannel: 'AFN',
    lengthIn: d ? String(d[0]) : null,
    widthIn: d ? String(d[1]) : null,
    heightIn: d ? String(d[2]) : null,
    weightLb: d ? String(d[3]) : null,
  });
}

export async function seedUnitCost(
  db: TDb,
  channelId: string,
  sku: string,
  unitCostMinor: number | null,
  dims?: { dims: [number, number, number, number]; confirmed: boolean },
) {
  await db.insert(reimburseProductSettings).values({
    channelId,
    sku,
    unitCostMinor,
    lengthIn: dims ? String(dims.dims[0]) : null,
    widthIn: dims ? String(dims.dims[1]) : null,
    heightIn: dims ? String(dims.dims[2]) : null,
    weightLb: dims ? String(dims.dims[3]) : null,
    dimensionsConfirmed: dims?.confirmed ?? false,
  });
}

export async function seedRefund(
  db: TDb,
  channelId: string,
  r: { orderId: string; sku: string; at: Date; quantity?: number; amount?: string },
) {
  await db.insert(financialEvents).values({
    channelId,
    rowKey: key('refund'),
    eventGroup: 'Refund',
    eventType: 'Refund',
    postedDate: r.at,
    amazonOrderId: r.orderId,
    orderItemId: `${r.orderId}-R`,
    sellerSku: r.sku,
    quantity: r.quantity ?? 1,
    amountKind: 'charge',
    amountType: 'Principal',
    amount: r.amount ?? '-25.00',
    currency: 'USD',
  });
}

export async function seedReturn(
  db: TDb,
  channelId: string,
  r: { orderId: string; sku: string; at: Date; disposition?: string; quantity?: number; ledger?: boolean },
) {
  const quantity = r.quantity ?? 1;
  const disposition = r.disposition ?? 'SELLABLE';
  await db.insert(fbaCustomerReturns).values({
    channelId,
    rowKey: key('return'),
    returnDate: r.at,
    amazonOrderId: r.orderId,
    sku: r.sku,
    fnsku: `X00${r.sku}`,
    quantity,
    detailedDisposition: disposition,
    status: 'Unit returned to inventory',
    licensePlateNumber: key('LPN'),
  });
  if (r.ledger !== false) await seedLedgerReturn(db, channelId, { ...r, quantity, disposition });
}

export async function seedLedgerReturn(
  db: TDb,
  channelId: string,
  r: { orderId: string; sku: string; at: Date; quantity?: number; disposition?: string },
) {
  await db.insert(fbaLedgerEvents).values({
    channelId,
    rowKey: key('ledger'),
    eventDate: r.at.toISOString().slice(0, 10),
    fnsku: `X00${r.sku}`,
    msku: r.sku,
    eventType: 'CustomerReturns',
    referenceId: r.orderId,
    quantity: r.quantity ?? 1,
    disposition: r.disposition ?? 'SELLABLE',
  });
}

/** A ledger row on an early day, so the ledger is known to cover the days after it. */
export async function seedLedgerStart(db: TDb, channelId: string, at: Date) {
  await db.insert(fbaLedgerEvents).values({
    channelId,
    rowKey: key('ledger'),
    eventDate: at.toISOString().slice(0, 10),
    msku: 'ANY',
    eventType: 'Shipments',
    referenceId: 'start',
    quantity: -1,
    disposition: 'SELLABLE',
  });
}

export async function seedReimbursement(
  db: TDb,
  channelId: string,
  r: {
    id: string;
    at: Date;
    reason: string;
    sku: string | null;
    orderId?: string;
    perUnit: string;
    quantity?: number;
    originalId?: string;
  },
) {
  const quantity = r.quantity ?? 1;
  await db.insert(fbaReimbursements).values({
    channelId,
    rowKey: key('reimbursement'),
    reimbursementId: r.id,
    approvalDate: r.at,
    amazonOrderId: r.orderId ?? null,
    reason: r.reason,
    sku: r.sku,
    fnsku: r.sku ? `X00${r.sku}` : null,
    currency: 'USD',
    amountPerUnit: r.perUnit,
    amountTotal: (Number(r.perUnit) * quantity).toFixed(2),
    quantityCash: quantity,
    quantityInventory: 0,
    quantityTotal: quantity,
    originalReimbursementId: r.originalId ?? null,
  });
}

/** Amazon paying for a customer return's order (reason CustomerReturn), for SKU A unless said. */
export function seedReturnPayment(
  db: TDb,
  channelId: string,
  r: { id: string; orderId: string; at: Date; perUnit: string; sku?: string | null },
) {
  return seedReimbursement(db, channelId, { reason: 'CustomerReturn', sku: 'A', ...r });
}

/** Products by SKU with the seller's unit cost in minor units (none entered: null), in this order. */
export async function seedProducts(db: TDb, channelId: string, unitCosts: Record<string, number | null>) {
  for (const sku of Object.keys(unitCosts)) await seedProduct(db, channelId, { sku });
  for (const [sku, cost] of Object.entries(unitCosts))
    if (cost !== null) await seedUnitCost(db, channelId, sku, cost);
}

export async function seedAdjustment(
  db: TDb,
  channelId: string,
  a: { type: string; transaction: string; sku: string; at: Date; perUnit: string; quantity?: number },
) {
  const quantity = a.quantity ?? 1;
  await db.insert(financialEvents).values({
    channelId,
    rowKey: key('adjustment'),
    eventGroup: 'Adjustment',
    eventType: a.type,
    postedDate: a.at,
    sellerSku: a.sku,
    quantity,
    amountKind: 'adjustment',
    amount: (Number(a.perUnit) * quantity).toFixed(2),
    currency: 'USD',
    perUnitAmount: a.perUnit,
    transactionNumber: a.transaction,
  });
}

/** The fee report's row: Amazon's measurement (sides in inches, weight in pounds). */
export async function seedFeeReport(
  db: TDb,
  channelId: string,
  f: { sku: string; sides: [number, number, number]; weight: number; tier: string; fee: string },
) {
  await db.insert(fbaEstimatedFees).values({
    channelId,
    sku: f.sku,
    fnsku: `X00${f.sku}`,
    asin: `ASIN-${f.sku}`,
    sizeTier: f.tier,
    longestSideIn: String(f.sides[0]),
    medianSideIn: String(f.sides[1]),
    shortestSideIn: String(f.sides[2]),
    weightLb: String(f.weight),
    currency: 'USD',
    fulfillmentFeePerUnit: f.fee,
  });
}

export async function seedFeeCharge(
  db: TDb,
  channelId: string,
  c: { orderId: string; sku: string; at: Date; quantity?: number; perUnit: string },
) {
  const quantity = c.quantity ?? 1;
  await db.insert(financialEvents).values({
    channelId,
    rowKey: key('fee'),
    eventGroup: 'Shipment',
    eventType: 'Shipment',
    postedDate: c.at,
    amazonOrderId: c.orderId,
    orderItemId: `${c.orderId}-1`,
    sellerSku: c.sku,
    quantity,
    amountKind: 'fee',
    amountType: 'FBAPerUnitFulfillmentFee',
    amount: (-Number(c.perUnit) * quantity).toFixed(2),
    currency: 'USD',
  });
}
