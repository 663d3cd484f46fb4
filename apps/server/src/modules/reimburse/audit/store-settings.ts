import type { TFindingKind } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { reimburseStoreSettings } from '../../../db/schema/index.ts';
import type { TFindingDraft } from './detector.ts';

// What the seller's setup pages (reimburse_store_settings) say the audit should leave alone. A store
// without a settings row audits everything with the table's defaults.

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

/** The kinds each setup page governs. */
const SHIPMENT_KINDS: readonly TFindingKind[] = ['short-received'];
const FEE_KINDS: readonly TFindingKind[] = ['wrong-size-tier'];

/** Why the seller's settings leave a finding out (the dismissal reason shown), or null. */
export function excludedBySettings(settings: TStoreSettings, draft: TFindingDraft): string | null {
  if (SHIPMENT_KINDS.includes(draft.kind)) {
    if (!settings.shipmentDiscrepancyEnabled) return 'Shipment discrepancies are not audited (setup)';
    if (draft.shipmentId && settings.excludedShipmentIds.includes(draft.shipmentId))
      return `Shipment ${draft.shipmentId} is excluded (setup)`;
    const shipped = Number(draft.evidence.quantity_shipped);
    const percent = shipped > 0 ? (draft.quantity / shipped) * 100 : 100;
    if (draft.quantity < settings.shipmentMinUnits && percent < Number(settings.shipmentMinPercent))
      return `Below the shortage thresholds (${settings.shipmentMinUnits} units, ${settings.shipmentMinPercent} %)`;
  }
  if (FEE_KINDS.includes(draft.kind)) {
    if (!settings.feeOverchargeEnabled) return 'Fee overcharges are not audited (setup)';
    if (draft.sku && settings.excludedSkus.includes(draft.sku)) return `SKU ${draft.sku} is excluded (setup)`;
    if ((draft.unitValueMinor ?? 0) < settings.feeMinPerUnitMinor)
      return 'Below the minimum overcharge per unit (setup)';
  }
  return null;
}
