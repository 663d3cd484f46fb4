import type { TFindingKind } from '@seller-tools/contract';
import { loadStoreSettings, type TStoreSettings } from '../../../lib/reimburse-store-settings.ts';
import type { TFindingDraft } from './detector.ts';

// What the seller's setup pages (reimburse_store_settings) say the audit should leave alone. A store
// without a settings row audits everything with the table's defaults.

export { loadStoreSettings, type TStoreSettings };

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
