import { currencyDigits, IMPORT_MAX_ROWS, PRODUCT_IMPORT_COLUMNS } from '@seller-tools/contract';
import { csv } from '../../../lib/export/csv.ts';
import { type TCell, xlsx } from '../../../lib/export/xlsx.ts';
import type { TReviewStore } from '../../../lib/store-access.ts';
import type { TProductSettingsService } from './product-settings.service.ts';

// The import template: its header, then every SKU of the store with what is saved for it (inches and
// pounds, the unit cost in the store's currency), so a seller fills in the gaps and uploads it back.

export async function productTemplate(
  products: TProductSettingsService,
  store: TReviewStore,
  format: 'csv' | 'xlsx',
): Promise<{ body: Buffer | string; type: string; filename: string }> {
  const { items } = await products.list(store, { limit: IMPORT_MAX_ROWS });
  const rows: TCell[][] = [[...PRODUCT_IMPORT_COLUMNS]];
  for (const item of items) {
    const s = item.seller;
    const digits = currencyDigits(item.currency);
    rows.push([
      item.sku,
      s.length_in,
      s.width_in,
      s.height_in,
      'in',
      s.weight_lb,
      'lb',
      s.unit_cost === null ? null : s.unit_cost / 10 ** digits,
    ]);
  }
  const filename = `product-dimensions-${store.sellerId}.${format}`;
  return format === 'csv'
    ? { body: csv(rows), type: 'text/csv; charset=utf-8', filename }
    : {
        body: await xlsx('Product dimensions', rows),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename,
      };
}
