import { decodeOrderId, type TOrder } from './orders.ts';
import { marketplaceData, type TSellerData } from './seller-data.ts';
import { marketplaceProfile, sellerProfile } from './seller-profile.ts';

/** "123-1234567-1234567": anything else is a malformed id, which Amazon refuses with 400, not 404. */
export const isAmazonOrderId = (id: string) => /^\d{3}-\d{7}-\d{7}$/.test(id);

/** The seller's order with this id if it exists and was placed by `now`. */
export function findOrder(data: TSellerData, orderId: string, now: number): TOrder | null {
  const position = decodeOrderId(orderId);
  if (!position) return null;
  const order = data.ordersOn(position.day)[position.seq];
  return order && order.amazonOrderId === orderId && order.purchaseDate <= now ? order : null;
}

/**
 * The order in whichever of the seller's marketplaces it was placed (getOrder names no marketplace; the
 * id's prefix tells it), with that marketplace's data.
 */
export function findSellerOrder(
  sellingPartnerId: string,
  orderId: string,
  now: number,
): { order: TOrder; data: TSellerData } | null {
  for (const marketplace of sellerProfile(sellingPartnerId).marketplaces) {
    if (!orderId.startsWith(`${marketplaceProfile(sellingPartnerId, marketplace.id)?.orderPrefix}-`))
      continue;
    const data = marketplaceData(sellingPartnerId, marketplace.id);
    const order = data && findOrder(data, orderId, now);
    return order && data ? { order, data } : null;
  }
  return null;
}
