import type { TProductSetting, TReimburseStoreSettings } from '@seller-tools/contract';
import { CHANNEL_ID } from '../../../test/render-in-shell';

export function storeSettings(overrides: Partial<TReimburseStoreSettings> = {}): TReimburseStoreSettings {
  return {
    channel_id: CHANNEL_ID,
    currency: 'USD',
    enrolled: true,
    shipment_discrepancy_enabled: true,
    shipment_min_units: 1,
    shipment_min_percent: 0,
    excluded_shipment_ids: [],
    fee_overcharge_enabled: true,
    fee_min_per_unit: 0,
    excluded_skus: [],
    case_approval: 'each',
    auto_file_above: null,
    min_case_value: 0,
    can_edit: true,
    ...overrides,
  };
}

export function product(overrides: Partial<TProductSetting> = {}): TProductSetting {
  return {
    sku: 'BOARD-1',
    asin: 'B0BOARD001',
    fnsku: 'X001',
    title: 'Cutting board',
    image_url: null,
    amazon: {
      length_in: 12.5,
      width_in: 9,
      height_in: 1.2,
      weight_lb: 2.4,
      size_tier: 'Large standard',
      fee_per_unit: 540,
    },
    catalogue: { length_in: 10, width_in: 8, height_in: 1, weight_lb: 2 },
    seller: {
      length_in: null,
      width_in: null,
      height_in: null,
      weight_lb: null,
      unit_cost: null,
      dimensions_confirmed: false,
    },
    excluded: false,
    currency: 'USD',
    ...overrides,
  };
}
