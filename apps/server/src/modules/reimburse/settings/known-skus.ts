import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { fbaEstimatedFees, products } from '../../../db/schema/index.ts';

/** Which of the SKUs the store has: in its catalogue (listings) or in Amazon's fee report. */
export async function knownSkus(
  db: Pick<TDb, 'select'>,
  channelId: string,
  skus: readonly string[],
): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const unique = [...new Set(skus)];
  const [listed, charged] = await Promise.all([
    db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.channelId, channelId), inArray(products.sku, unique))),
    db
      .select({ sku: fbaEstimatedFees.sku })
      .from(fbaEstimatedFees)
      .where(and(eq(fbaEstimatedFees.channelId, channelId), inArray(fbaEstimatedFees.sku, unique))),
  ]);
  return new Set([...listed, ...charged].map((r) => r.sku));
}
