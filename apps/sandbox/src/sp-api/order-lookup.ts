import type { FastifyRequest } from 'fastify';
import { invalidInput, notFound, type TAnswer } from '../api-errors.ts';
import { findSellerOrder, isAmazonOrderId } from '../data/find-order.ts';
import type { TOrder } from '../data/orders.ts';
import type { TSellerData } from '../data/seller-data.ts';

/**
 * The order an `/orders/:orderId` path names, as every Orders API version answers for it: a malformed id
 * is 400, an id the seller has no order under (yet, at `now`) is 404.
 */
export function orderOfPath(
  request: FastifyRequest,
  sellingPartnerId: string,
  now: number,
): { order: TOrder; data: TSellerData } | TAnswer {
  const { orderId } = request.params as { orderId: string };
  if (!isAmazonOrderId(orderId)) return invalidInput(`Invalid orderId: ${orderId}.`);
  return findSellerOrder(sellingPartnerId, orderId, now) ?? notFound(`Order ${orderId} was not found.`);
}
