import {
  currencyDigits,
  marketplaceCurrency,
  REIMBURSE_SETTINGS_MESSAGES,
  type TProductSetting,
  type TProductSettingBody,
} from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { reimburseProductSettings } from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';
import { toInches, toPounds } from '../../../lib/measure-units.ts';
import { AppError } from '../../../lib/outcome.ts';
import type { TReviewStore } from '../../../lib/store-access.ts';
import { assertCanEdit, type TSettingsActor } from './actor.ts';
import { decodeKeyCursor, encodeKeyCursor } from './cursor.ts';
import { knownSkus } from './known-skus.ts';

type TQuery = { limit: number; q?: string | undefined; cursor?: string | undefined };

type TRow = {
  sku: string;
  asin: string | null;
  fnsku: string | null;
  title: string | null;
  image_url: string | null;
  p_length: string | null;
  p_width: string | null;
  p_height: string | null;
  p_weight: string | null;
  f_longest: string | null;
  f_median: string | null;
  f_shortest: string | null;
  f_weight: string | null;
  size_tier: string | null;
  fee: string | null;
  s_length: string | null;
  s_width: string | null;
  s_height: string | null;
  s_weight: string | null;
  unit_cost: number | null;
  confirmed: boolean | null;
  excluded: boolean;
};

const num = (value: string | null) => (value === null ? null : Number(value));

/** One SKU's values after a save: what the service writes (canonical units, minor units). */
export type TProductValues = {
  sku: string;
  lengthIn: number | null;
  widthIn: number | null;
  heightIn: number | null;
  weightLb: number | null;
  unitCostMinor: number | null;
  dimensionsConfirmed: boolean;
};

/** A save in the units the seller entered, converted to inches and pounds (lib/measure-units.ts). */
export function valuesOf(body: Omit<TProductSettingBody, 'channel_id'>): TProductValues {
  const length = (v: number | null) => (v === null ? null : toInches(v, body.dimension_unit));
  return {
    sku: body.sku,
    lengthIn: length(body.length),
    widthIn: length(body.width),
    heightIn: length(body.height),
    weightLb: body.weight === null ? null : toPounds(body.weight, body.weight_unit),
    unitCostMinor: body.unit_cost,
    dimensionsConfirmed: body.dimensions_confirmed,
  };
}

export function createProductSettingsService({ db, clock }: { db: TDb; clock: TClock }) {
  async function list(store: TReviewStore, query: TQuery, onlySku?: string) {
    const after = decodeKeyCursor(query.cursor);
    const currency = marketplaceCurrency(store.marketplaceId);
    const pattern = query.q ? containsPattern(query.q) : null;
    const result = await db.execute<TRow>(sql`
      with skus as (
        select sku from products where channel_id = ${store.channelId}
        union select sku from fba_estimated_fees where channel_id = ${store.channelId}
      )
      select k.sku, coalesce(p.asin, f.asin) asin, coalesce(p.fnsku, f.fnsku) fnsku, p.title, p.image_url,
        p.length_in::text p_length, p.width_in::text p_width, p.height_in::text p_height, p.weight_lb::text p_weight,
        f.longest_side_in::text f_longest, f.median_side_in::text f_median, f.shortest_side_in::text f_shortest,
        f.weight_lb::text f_weight, f.size_tier, f.fulfillment_fee_per_unit::text fee,
        s.length_in::text s_length, s.width_in::text s_width, s.height_in::text s_height, s.weight_lb::text s_weight,
        s.unit_cost_minor unit_cost, s.dimensions_confirmed confirmed,
        coalesce(k.sku = any(st.excluded_skus), false) excluded
      from skus k
      left join products p on p.channel_id = ${store.channelId} and p.sku = k.sku
      left join fba_estimated_fees f on f.channel_id = ${store.channelId} and f.sku = k.sku
      left join reimburse_product_settings s on s.channel_id = ${store.channelId} and s.sku = k.sku
      left join reimburse_store_settings st on st.channel_id = ${store.channelId}
      where true
        ${after === null ? sql`` : sql`and k.sku > ${after}`}
        ${onlySku === undefined ? sql`` : sql`and k.sku = ${onlySku}`}
        ${pattern === null ? sql`` : sql`and (k.sku ilike ${pattern} or p.asin ilike ${pattern} or p.title ilike ${pattern} or p.fnsku ilike ${pattern})`}
      order by k.sku
      limit ${query.limit + 1}`);
    const rows = result.rows;
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const scale = 10 ** currencyDigits(currency);
    const items: TProductSetting[] = page.map((r) => ({
      sku: r.sku,
      asin: r.asin,
      fnsku: r.fnsku,
      title: r.title,
      image_url: r.image_url,
      amazon: {
        length_in: num(r.f_longest),
        width_in: num(r.f_median),
        height_in: num(r.f_shortest),
        weight_lb: num(r.f_weight),
        size_tier: r.size_tier,
        fee_per_unit: r.fee === null ? null : Math.round(Number(r.fee) * scale),
      },
      catalogue: {
        length_in: num(r.p_length),
        width_in: num(r.p_width),
        height_in: num(r.p_height),
        weight_lb: num(r.p_weight),
      },
      seller: {
        length_in: num(r.s_length),
        width_in: num(r.s_width),
        height_in: num(r.s_height),
        weight_lb: num(r.s_weight),
        unit_cost: r.unit_cost,
        dimensions_confirmed: r.confirmed ?? false,
      },
      excluded: r.excluded,
      currency,
    }));
    return { items, next_cursor: rows.length > query.limit && last ? encodeKeyCursor(last.sku) : null };
  }

  /** Writes rows of SKUs the caller checked exist; each row whole or not at all (one statement per row). */
  async function write(store: TReviewStore, actor: TSettingsActor, values: TProductValues[]) {
    if (values.length === 0) return;
    const now = clock.now();
    const rows = values.map((v) => ({
      channelId: store.channelId,
      sku: v.sku,
      lengthIn: v.lengthIn?.toString() ?? null,
      widthIn: v.widthIn?.toString() ?? null,
      heightIn: v.heightIn?.toString() ?? null,
      weightLb: v.weightLb?.toString() ?? null,
      unitCostMinor: v.unitCostMinor,
      dimensionsConfirmed: v.dimensionsConfirmed,
      updatedBy: actor.userId,
      updatedAt: now,
    }));
    await db
      .insert(reimburseProductSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: [reimburseProductSettings.channelId, reimburseProductSettings.sku],
        set: {
          lengthIn: sql`excluded.length_in`,
          widthIn: sql`excluded.width_in`,
          heightIn: sql`excluded.height_in`,
          weightLb: sql`excluded.weight_lb`,
          unitCostMinor: sql`excluded.unit_cost_minor`,
          dimensionsConfirmed: sql`excluded.dimensions_confirmed`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }

  async function save(store: TReviewStore, actor: TSettingsActor, body: TProductSettingBody) {
    assertCanEdit(actor);
    if ((await knownSkus(db, store.channelId, [body.sku])).size === 0)
      throw new AppError('invalid', REIMBURSE_SETTINGS_MESSAGES.skuUnknown);
    await write(store, actor, [valuesOf(body)]);
    const { items } = await list(store, { limit: 1 }, body.sku);
    const [item] = items;
    if (!item) throw new AppError('invalid', REIMBURSE_SETTINGS_MESSAGES.skuUnknown);
    return item;
  }

  return { list, save, write };
}

export type TProductSettingsService = ReturnType<typeof createProductSettingsService>;
