import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { reimburseStoreSettings } from '../db/schema/index.ts';

// A store's reimbursement settings (enrolment, audits, case preference) as stored, or the table's
// defaults when the store has no row: what the audit and the cases read.

export type TStoreSettings = typeof reimburseStoreSettings.$inferSelect;

export async function loadStoreSettings(db: TDb, channelId: string): Promise<TStoreSettings> {
  const [row] = await db
    .select()
    .from(reimburseStoreSettings)
    .where(eq(reimburseStoreSettings.channelId, channelId));
  return (
    row ?? {
      channelId,
      enrolled: true,
      shipmentDiscrepancyEnabled: true,
      shipmentMinUnits: 1,
      shipmentMinPercent: '0',
      excludedShipmentIds: [],
      feeOverchargeEnabled: true,
      feeMinPerUnitMinor: 0,
      excludedSkus: [],
      caseApproval: 'each',
      autoFileAboveMinor: null,
      minCaseValueMinor: 0,
      updatedBy: null,
      updatedAt: new Date(0),
    }
  );
}
