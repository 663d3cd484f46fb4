import { sql } from 'drizzle-orm';
import { orderItems, sellerFeedback } from '../../db/schema/index.ts';

// Amazon's feedback report names an order, not a product: the feedback's ASIN and SKU are those of its
// order's first item (by SKU), the same for the inbox's negative-feedback events and the feedback list.
const firstItemOf = (column: typeof orderItems.asin | typeof orderItems.sku) =>
  sql<
    string | null
  >`(select ${column} from ${orderItems} where ${orderItems.channelId} = ${sellerFeedback.channelId} and ${orderItems.amazonOrderId} = ${sellerFeedback.amazonOrderId} order by ${orderItems.sku} limit 1)`;

export const feedbackOrderAsin = firstItemOf(orderItems.asin);
export const feedbackOrderSku = firstItemOf(orderItems.sku);
