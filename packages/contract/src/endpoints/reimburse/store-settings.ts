import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { REIMBURSE_SETTINGS_MESSAGES, SHIPMENT_ID_MAX, SKU_MAX, ZMoneyInput } from './settings-common.ts';

// A store's reimbursement settings: enrolment, the two audits' switches and thresholds, and how cases are
// approved. One GET for all; each page saves its own part (PUT), so two pages never overwrite each other.

export const CASE_APPROVAL_MODES = ['each', 'auto-above'] as const;
export const ZCaseApproval = z.enum(CASE_APPROVAL_MODES);
export type TCaseApproval = z.infer<typeof ZCaseApproval>;

export const ZReimburseStoreSettings = z.object({
  channel_id: z.uuid(),
  currency: z.string(),
  enrolled: z.boolean(),
  shipment_discrepancy_enabled: z.boolean(),
  shipment_min_units: z.number().int(),
  shipment_min_percent: z.number(),
  excluded_shipment_ids: z.array(z.string()),
  fee_overcharge_enabled: z.boolean(),
  fee_min_per_unit: z.number().int(),
  excluded_skus: z.array(z.string()),
  case_approval: ZCaseApproval,
  auto_file_above: z.number().int().nullable(),
  min_case_value: z.number().int(),
  /** Whether the caller may change them (the company's admin). */
  can_edit: z.boolean(),
});
export type TReimburseStoreSettings = z.infer<typeof ZReimburseStoreSettings>;
export const ZReimburseStoreSettingsResponse = ZEnvelope(ZReimburseStoreSettings);

const ZStoreBody = z.object({ channel_id: z.uuid() });

export const ZShipmentSetupBody = ZStoreBody.extend({
  enabled: z.boolean(),
  /** A shortage of fewer units than this is not claimed. */
  min_units: z.number().int().min(1).max(10_000),
  /** A shortage below this share of the units shipped is not claimed. */
  min_percent: z.number().min(0).max(100),
});
export type TShipmentSetupBody = z.infer<typeof ZShipmentSetupBody>;

export const ZFeeSetupBody = ZStoreBody.extend({
  enabled: z.boolean(),
  /** An overcharge below this per unit (minor units) is not claimed. */
  min_per_unit: z.number().int().min(0).max(100_000),
});
export type TFeeSetupBody = z.infer<typeof ZFeeSetupBody>;

/** How cases are approved, without the store: a store's settings, and the enrolment's choice for its stores. */
export const ZCasePreferenceFields = z.object({
  case_approval: ZCaseApproval,
  auto_file_above: ZMoneyInput.nullable(),
  min_case_value: ZMoneyInput,
});
/** "File automatically above" needs the value it files above. */
export const autoFileNeedsValue = (b: { case_approval: TCaseApproval; auto_file_above: number | null }) =>
  b.case_approval === 'each' || b.auto_file_above !== null;
export const AUTO_FILE_ISSUE = {
  message: REIMBURSE_SETTINGS_MESSAGES.autoFileNeedsValue,
  path: ['auto_file_above'],
};

export const ZCasePreferenceBody = ZStoreBody.extend(ZCasePreferenceFields.shape).refine(
  autoFileNeedsValue,
  AUTO_FILE_ISSUE,
);
export type TCasePreferenceBody = z.infer<typeof ZCasePreferenceBody>;

export const ZEnrolmentBody = ZStoreBody.extend({ enrolled: z.boolean() });

export const ZShipmentExclusionBody = ZStoreBody.extend({
  shipment_id: z.string().trim().min(1).max(SHIPMENT_ID_MAX),
  excluded: z.boolean(),
});
export const ZSkuExclusionBody = ZStoreBody.extend({
  sku: z.string().trim().min(1).max(SKU_MAX),
  excluded: z.boolean(),
});

export const reimburseStoreSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/settings/store',
  tags: ['reimburse'],
  summary: "A store's reimbursement settings: enrolment, audits, thresholds, exclusions, case approval",
  query: ZStoreQuery,
  response: ZReimburseStoreSettingsResponse,
});

const put = <P extends `/${string}`>(path: P, summary: string) => ({
  method: 'PUT' as const,
  path,
  tags: ['reimburse'] as const,
  summary,
  response: ZReimburseStoreSettingsResponse,
});

export const saveShipmentSetupEndpoint = defineEndpoint({
  ...put(
    '/api/reimburse/settings/shipment-discrepancy',
    'Turn the shipment audit on or off and set its thresholds',
  ),
  body: ZShipmentSetupBody,
});
export const saveFeeSetupEndpoint = defineEndpoint({
  ...put(
    '/api/reimburse/settings/fee-overcharge',
    'Turn the fee-overcharge audit on or off and set its threshold',
  ),
  body: ZFeeSetupBody,
});
export const saveCasePreferenceEndpoint = defineEndpoint({
  ...put('/api/reimburse/settings/case-preference', 'Approve each case, or file automatically above a value'),
  body: ZCasePreferenceBody,
});
export const saveEnrolmentEndpoint = defineEndpoint({
  ...put('/api/reimburse/settings/enrolment', 'Enrol a store in the reimbursement audit, or leave it'),
  body: ZEnrolmentBody,
});
export const saveShipmentExclusionEndpoint = defineEndpoint({
  ...put(
    '/api/reimburse/setup/shipments/exclusion',
    'Leave a closed inbound shipment out of the audit, or back in',
  ),
  body: ZShipmentExclusionBody,
});
export const saveSkuExclusionEndpoint = defineEndpoint({
  ...put('/api/reimburse/setup/fee-overcharge/exclusion', 'Leave a SKU out of the fee audit, or back in'),
  body: ZSkuExclusionBody,
});
