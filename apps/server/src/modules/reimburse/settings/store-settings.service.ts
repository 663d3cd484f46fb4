import {
  CLOSED_SHIPMENT_STATUSES,
  marketplaceCurrency,
  REIMBURSE_SETTINGS_MESSAGES,
  type TCaseApproval,
  type TCasePreferenceBody,
  type TFeeSetupBody,
  type TReimburseStoreSettings,
  type TShipmentSetupBody,
} from '@seller-tools/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { inboundShipments, reimburseStoreSettings } from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/outcome.ts';
import type { TReviewStore } from '../../../lib/store-access.ts';
import { assertCanEdit, type TSettingsActor } from './actor.ts';
import { knownSkus } from './known-skus.ts';

type TRow = typeof reimburseStoreSettings.$inferSelect;
type TColumns = Partial<Omit<TRow, 'channelId' | 'updatedAt' | 'updatedBy'>>;

function settingsOf(store: TReviewStore, row: TRow | undefined, canEdit: boolean): TReimburseStoreSettings {
  return {
    channel_id: store.channelId,
    currency: marketplaceCurrency(store.marketplaceId),
    enrolled: row?.enrolled ?? true,
    shipment_discrepancy_enabled: row?.shipmentDiscrepancyEnabled ?? true,
    shipment_min_units: row?.shipmentMinUnits ?? 1,
    shipment_min_percent: Number(row?.shipmentMinPercent ?? 0),
    excluded_shipment_ids: row?.excludedShipmentIds ?? [],
    fee_overcharge_enabled: row?.feeOverchargeEnabled ?? true,
    fee_min_per_unit: row?.feeMinPerUnitMinor ?? 0,
    excluded_skus: row?.excludedSkus ?? [],
    case_approval: (row?.caseApproval ?? 'each') as TCaseApproval,
    auto_file_above: row?.autoFileAboveMinor ?? null,
    min_case_value: row?.minCaseValueMinor ?? 0,
    can_edit: canEdit,
  };
}

/** A list with the value added or taken out, sorted, each once. */
function toggled(list: readonly string[], value: string, on: boolean): string[] {
  const set = new Set(list);
  if (on) set.add(value);
  else set.delete(value);
  return [...set].sort();
}

export function createStoreSettingsService({ db, clock }: { db: TDbOrTx; clock: TClock }) {
  async function row(channelId: string): Promise<TRow | undefined> {
    const [found] = await db
      .select()
      .from(reimburseStoreSettings)
      .where(eq(reimburseStoreSettings.channelId, channelId));
    return found;
  }

  async function get(store: TReviewStore, actor: TSettingsActor): Promise<TReimburseStoreSettings> {
    return settingsOf(store, await row(store.channelId), actor.isCompanyAdmin);
  }

  async function write(store: TReviewStore, actor: TSettingsActor, columns: TColumns) {
    assertCanEdit(actor);
    const values = { ...columns, updatedBy: actor.userId, updatedAt: clock.now() };
    await db
      .insert(reimburseStoreSettings)
      .values({ channelId: store.channelId, ...values })
      .onConflictDoUpdate({ target: reimburseStoreSettings.channelId, set: values });
    return get(store, actor);
  }

  return {
    get,
    saveShipmentSetup: (store: TReviewStore, actor: TSettingsActor, body: TShipmentSetupBody) =>
      write(store, actor, {
        shipmentDiscrepancyEnabled: body.enabled,
        shipmentMinUnits: body.min_units,
        shipmentMinPercent: body.min_percent.toFixed(2),
      }),
    saveFeeSetup: (store: TReviewStore, actor: TSettingsActor, body: TFeeSetupBody) =>
      write(store, actor, { feeOverchargeEnabled: body.enabled, feeMinPerUnitMinor: body.min_per_unit }),
    saveCasePreference: (store: TReviewStore, actor: TSettingsActor, body: TCasePreferenceBody) =>
      write(store, actor, {
        caseApproval: body.case_approval,
        // "Approve each" keeps no threshold: a later switch to automatic asks for one afresh.
        autoFileAboveMinor: body.case_approval === 'auto-above' ? body.auto_file_above : null,
        minCaseValueMinor: body.min_case_value,
      }),
    saveEnrolment: (store: TReviewStore, actor: TSettingsActor, enrolled: boolean) =>
      write(store, actor, { enrolled }),

    async excludeShipment(store: TReviewStore, actor: TSettingsActor, shipmentId: string, excluded: boolean) {
      assertCanEdit(actor);
      const [shipment] = await db
        .select({ id: inboundShipments.shipmentId })
        .from(inboundShipments)
        .where(
          and(
            eq(inboundShipments.channelId, store.channelId),
            eq(inboundShipments.shipmentId, shipmentId),
            inArray(inboundShipments.status, [...CLOSED_SHIPMENT_STATUSES]),
          ),
        );
      // Taking an id back out is always allowed (the shipment may have gone from the import since).
      if (!shipment && excluded) throw new AppError('invalid', REIMBURSE_SETTINGS_MESSAGES.shipmentUnknown);
      const current = await get(store, actor);
      return write(store, actor, {
        excludedShipmentIds: toggled(current.excluded_shipment_ids, shipmentId, excluded),
      });
    },

    async excludeSku(store: TReviewStore, actor: TSettingsActor, sku: string, excluded: boolean) {
      assertCanEdit(actor);
      if (excluded && (await knownSkus(db, store.channelId, [sku])).size === 0)
        throw new AppError('invalid', REIMBURSE_SETTINGS_MESSAGES.skuUnknown);
      const current = await get(store, actor);
      return write(store, actor, { excludedSkus: toggled(current.excluded_skus, sku, excluded) });
    },
  };
}

export type TStoreSettingsService = ReturnType<typeof createStoreSettingsService>;
