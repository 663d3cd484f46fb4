import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import {
  MAX_LENGTH,
  MAX_WEIGHT,
  SKU_MAX,
  ZDimensionUnit,
  ZMeasure,
  ZMoneyInput,
  ZWeightUnit,
} from './settings-common.ts';
import { ZSetupPagedQuery } from './setup-lists.ts';

// Per SKU of a store: what Amazon measured (the fee report), what the catalogue says, and what the seller
// says (true dimensions, weight, unit cost). Lengths are inches and weights pounds in answers; a save names
// the units it was entered in and the server converts.

const ZDims = z.object({
  length_in: z.number().nullable(),
  width_in: z.number().nullable(),
  height_in: z.number().nullable(),
  weight_lb: z.number().nullable(),
});
export type TDims = z.infer<typeof ZDims>;

export const ZProductSetting = z.object({
  sku: z.string(),
  asin: z.string().nullable(),
  fnsku: z.string().nullable(),
  title: z.string().nullable(),
  image_url: z.string().nullable(),
  /** The fee report's measurement: its longest/median/shortest sides, weight and size tier. */
  amazon: ZDims.extend({ size_tier: z.string().nullable(), fee_per_unit: z.number().int().nullable() }),
  catalogue: ZDims,
  seller: ZDims.extend({ unit_cost: z.number().int().nullable(), dimensions_confirmed: z.boolean() }),
  excluded: z.boolean(),
  currency: z.string(),
});
export type TProductSetting = z.infer<typeof ZProductSetting>;

export const ZProductSettingsResponse = ZEnvelope(
  z.object({ items: z.array(ZProductSetting), next_cursor: z.string().nullable() }),
);

export const productSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/settings/products',
  tags: ['reimburse'],
  summary:
    "Per SKU: Amazon's measurement, the catalogue's, and the seller's dimensions, weight and unit cost",
  query: ZSetupPagedQuery,
  response: ZProductSettingsResponse,
});

export const ZProductSettingBody = z.object({
  channel_id: z.uuid(),
  sku: z.string().trim().min(1).max(SKU_MAX),
  dimension_unit: ZDimensionUnit,
  weight_unit: ZWeightUnit,
  // In the units named; 500 cm and 1 000 kg are the most a seller may enter.
  length: ZMeasure(MAX_LENGTH * 2.54),
  width: ZMeasure(MAX_LENGTH * 2.54),
  height: ZMeasure(MAX_LENGTH * 2.54),
  weight: ZMeasure(MAX_WEIGHT),
  /** Minor units of the store's currency. */
  unit_cost: ZMoneyInput.nullable(),
  dimensions_confirmed: z.boolean(),
});
export type TProductSettingBody = z.infer<typeof ZProductSettingBody>;

export const saveProductSettingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reimburse/settings/products',
  tags: ['reimburse'],
  summary: "Save one SKU's true dimensions, weight and unit cost",
  body: ZProductSettingBody,
  response: ZEnvelope(ZProductSetting),
});

/** The import's columns, in the template's order (a header row names them; order does not matter). */
export const PRODUCT_IMPORT_COLUMNS = [
  'sku',
  'length',
  'width',
  'height',
  'dimension_unit',
  'weight',
  'weight_unit',
  'unit_cost',
] as const;
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
/** The largest file accepted (base64 of it travels in the body) and the most rows. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5_000;

export const ZProductImportBody = z.object({
  channel_id: z.uuid(),
  file_name: z.string().trim().min(1).max(200),
  /** The file's bytes, base64. */
  content_base64: z
    .string()
    .max(Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/=\s]*$/),
});

export const ZImportRowError = z.object({
  /** The row number as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZProductImportResult = z.object({
  rows: z.number().int(),
  saved: z.number().int(),
  errors: z.array(ZImportRowError),
});
export type TProductImportResult = z.infer<typeof ZProductImportResult>;

export const importProductSettingsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/settings/products/import',
  tags: ['reimburse'],
  summary: 'Import dimensions, weights and unit costs from CSV/XLSX; valid rows are saved, the rest reported',
  body: ZProductImportBody,
  response: ZEnvelope(ZProductImportResult),
});

export const productTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/settings/products/template',
  tags: ['reimburse'],
  summary: "The import template, filled with the store's SKUs and what is saved for them",
  query: ZStoreQuery.extend({ format: z.enum(IMPORT_FORMATS) }),
  produces: 'text/csv or an XLSX file (attachment)',
});
