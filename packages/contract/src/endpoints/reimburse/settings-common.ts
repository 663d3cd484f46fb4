import { z } from 'zod';

// The reimbursement line's setup and settings (issue 19): the seller tells the audit what to look at, how
// cases are approved, and each SKU's true dimensions, weight and unit cost. Store settings are written by
// the company's admin; anyone who sees the store reads them. Lengths travel in the unit the seller chose
// (in or cm) and weights in lb or kg; the server stores inches and pounds.

export const REIMBURSE_SETTINGS_MESSAGES = {
  adminOnly: "Only your company's admin can change the reimbursement settings of a store.",
  saved: 'Settings saved.',
  skuUnknown: 'This SKU is not in this store.',
  shipmentUnknown: 'This shipment is not in this store, or it is not closed yet.',
  autoFileNeedsValue: 'Enter the value above which cases are filed automatically.',
  notificationSaved: 'Notification settings saved.',
  fileUnreadable: 'This file could not be read. Upload the template as CSV or XLSX.',
  fileEmpty: 'The file has no rows under its header.',
  fileTooManyRows: 'The file has too many rows; split it into files of at most 5 000 rows.',
  headerMissing: 'The header row needs a "sku" column.',
} as const;

export const DIMENSION_UNITS = ['in', 'cm'] as const;
export const ZDimensionUnit = z.enum(DIMENSION_UNITS);
export type TDimensionUnit = z.infer<typeof ZDimensionUnit>;
export const WEIGHT_UNITS = ['lb', 'kg'] as const;
export const ZWeightUnit = z.enum(WEIGHT_UNITS);
export type TWeightUnit = z.infer<typeof ZWeightUnit>;

const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.453_592_37;

/** A stored length (inches) or weight (pounds) shown in the unit the seller chose, rounded for the screen. */
export function fromCanonical(value: number | null, unit: TDimensionUnit | TWeightUnit): number | null {
  if (value === null) return null;
  if (unit === 'cm') return Math.round(value * CM_PER_INCH * 100) / 100;
  if (unit === 'kg') return Math.round(value * KG_PER_POUND * 1000) / 1000;
  return value;
}

/** The largest length (inches: about 500 cm) and weight (pounds: about 1 000 kg) a seller may enter. */
export const MAX_LENGTH = 200;
export const MAX_WEIGHT = 2_300;
/** The largest unit cost or case value, in minor units (one million in a currency with cents). */
export const MAX_MONEY_MINOR = 100_000_000;
export const SKU_MAX = 64;
export const SHIPMENT_ID_MAX = 32;

/** A positive measure, or null for "not known". */
export const ZMeasure = (max: number) => z.number().positive().max(max).nullable();
export const ZMoneyInput = z.number().int().min(0).max(MAX_MONEY_MINOR);
