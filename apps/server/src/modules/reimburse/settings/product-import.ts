import {
  currencyDigits,
  DIMENSION_UNITS,
  IMPORT_MAX_ROWS,
  MAX_LENGTH,
  MAX_MONEY_MINOR,
  MAX_WEIGHT,
  marketplaceCurrency,
  type PRODUCT_IMPORT_COLUMNS,
  REIMBURSE_SETTINGS_MESSAGES,
  SKU_MAX,
  type TDimensionUnit,
  type TImportRowError,
  type TProductImportResult,
  type TWeightUnit,
  textProblem,
  WEIGHT_UNITS,
} from '@seller-tools/contract';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/outcome.ts';
import type { TReviewStore } from '../../../lib/store-access.ts';
import { assertCanEdit, type TSettingsActor } from './actor.ts';
import { readSheet } from './import-file.ts';
import { knownSkus } from './known-skus.ts';
import { type TProductSettingsService, type TProductValues, valuesOf } from './product-settings.service.ts';

// The product-dimensions import: each row is checked whole (every column), a valid row is saved, an invalid
// one is reported by row number, column and message and nothing of it is written. An empty cell clears
// the value (the template comes filled with what is saved); a row giving all three sides counts as the
// seller confirming them.

type TColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];

function numberCell(text: string, max: number, column: TColumn, errors: TImportRowError[], row: number) {
  if (text === '') return null;
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    errors.push({ row, column, message: `Enter a number above 0 and at most ${max}, or leave it empty.` });
    return null;
  }
  return value;
}

function unitCell<U extends string>(
  text: string,
  units: readonly U[],
  column: TColumn,
  errors: TImportRowError[],
  row: number,
): U {
  const unit = (text.trim().toLowerCase() || units[0]) as U;
  if (!units.includes(unit)) errors.push({ row, column, message: `Use ${units.join(' or ')}.` });
  return unit;
}

function costCell(text: string, currency: string, errors: TImportRowError[], row: number): number | null {
  if (text === '') return null;
  const digits = currencyDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+([.,]\\d{1,${digits}})?$`);
  // A currency symbol before the amount is allowed ("$12.30", "£ 4"); a minus sign is not.
  const clean = text.replace(/^[^\d.,-]+/, '').trim();
  const minor = Math.round(Number(clean.replace(',', '.')) * 10 ** digits);
  if (!pattern.test(clean) || minor > MAX_MONEY_MINOR) {
    errors.push({
      row,
      column: 'unit_cost',
      message: `Enter the unit cost in ${currency} with at most ${digits} decimals, e.g. ${digits === 0 ? '1200' : '12.30'}.`,
    });
    return null;
  }
  return minor;
}

export function createProductImport({ db, products }: { db: TDb; products: TProductSettingsService }) {
  return async function importFile(
    store: TReviewStore,
    actor: TSettingsActor,
    file: { name: string; base64: string },
  ): Promise<TProductImportResult> {
    assertCanEdit(actor);
    const sheet = await readSheet(Buffer.from(file.base64, 'base64'), file.name);
    if (sheet === null) throw new AppError('invalid', REIMBURSE_SETTINGS_MESSAGES.fileUnreadable);
    const [header = [], ...body] = sheet;
    const names = header.map((h) => h.trim().toLowerCase());
    if (!names.includes('sku')) throw new AppError('invalid', REIMBURSE_SETTINGS_MESSAGES.headerMissing);
    const rows = body
      .map((cells, index) => ({ number: index + 2, cells: cells.map((c) => c.trim()) }))
      .filter((r) => r.cells.some((c) => c !== ''));
    if (rows.length === 0) throw new AppError('invalid', REIMBURSE_SETTINGS_MESSAGES.fileEmpty);
    if (rows.length > IMPORT_MAX_ROWS)
      throw new AppError('invalid', REIMBURSE_SETTINGS_MESSAGES.fileTooManyRows);

    const currency = marketplaceCurrency(store.marketplaceId);
    const cell = (cells: string[], column: TColumn) => {
      const at = names.indexOf(column);
      return at < 0 ? '' : (cells[at] ?? '');
    };
    const known = await knownSkus(
      db,
      store.channelId,
      rows.map((r) => cell(r.cells, 'sku')).filter((s) => s !== '' && s.length <= SKU_MAX),
    );
    const errors: TImportRowError[] = [];
    const valid: TProductValues[] = [];
    const seen = new Map<string, number>();
    for (const { number, cells } of rows) {
      const rowErrors: TImportRowError[] = [];
      const sku = cell(cells, 'sku');
      if (sku === '') rowErrors.push({ row: number, column: 'sku', message: 'Enter the SKU.' });
      else if (sku.length > SKU_MAX || textProblem(sku))
        rowErrors.push({ row: number, column: 'sku', message: `A SKU has at most ${SKU_MAX} characters.` });
      else if (!known.has(sku))
        rowErrors.push({ row: number, column: 'sku', message: REIMBURSE_SETTINGS_MESSAGES.skuUnknown });
      else if (seen.has(sku))
        rowErrors.push({
          row: number,
          column: 'sku',
          message: `This SKU is already on row ${seen.get(sku)}.`,
        });
      const dimensionUnit = unitCell<TDimensionUnit>(
        cell(cells, 'dimension_unit'),
        DIMENSION_UNITS,
        'dimension_unit',
        rowErrors,
        number,
      );
      const weightUnit = unitCell<TWeightUnit>(
        cell(cells, 'weight_unit'),
        WEIGHT_UNITS,
        'weight_unit',
        rowErrors,
        number,
      );
      const maxLength = dimensionUnit === 'cm' ? Math.round(MAX_LENGTH * 2.54) : MAX_LENGTH;
      const maxWeight = weightUnit === 'kg' ? Math.round(MAX_WEIGHT * 0.453_592_37) : MAX_WEIGHT;
      const length = numberCell(cell(cells, 'length'), maxLength, 'length', rowErrors, number);
      const width = numberCell(cell(cells, 'width'), maxLength, 'width', rowErrors, number);
      const height = numberCell(cell(cells, 'height'), maxLength, 'height', rowErrors, number);
      const weight = numberCell(cell(cells, 'weight'), maxWeight, 'weight', rowErrors, number);
      const unitCost = costCell(cell(cells, 'unit_cost'), currency, rowErrors, number);
      if (sku !== '' && !seen.has(sku)) seen.set(sku, number);
      if (rowErrors.length > 0) {
        errors.push(...rowErrors);
        continue;
      }
      valid.push(
        valuesOf({
          sku,
          dimension_unit: dimensionUnit,
          weight_unit: weightUnit,
          length,
          width,
          height,
          weight,
          unit_cost: unitCost,
          dimensions_confirmed: length !== null && width !== null && height !== null,
        }),
      );
    }
    await products.write(store, actor, valid);
    return { rows: rows.length, saved: valid.length, errors };
  };
}
