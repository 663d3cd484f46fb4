import { decodeOrderId, type TOrder } from './orders.ts';
import type { TSellerData } from './seller-data.ts';

/** The seller's order with this id if it exists and was placed by `now`. */
export function findOrder(data: TSellerData, orderId: string, now: number): TOrder | null {
  const position = decodeOrderId(orderId);
  if (!position) return null;
  const order = data.ordersOn(position.day)[position.seq];
  return order && order.amazonOrderId === orderId && order.purchaseDate <= now ? order : null;
}
