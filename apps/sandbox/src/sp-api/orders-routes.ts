import type { FastifyInstance } from 'fastify';
import { invalidInput, ok, type TAnswer } from '../api-errors.ts';
import { isoSeconds } from '../clock.ts';
import {
  orderFilter,
  searchMarketplacesPage,
  type TMarketplacesCursor,
  type TOrderFilter,
} from '../data/order-search.ts';
import type { TOrderStatus } from '../data/orders.ts';
import { operationsOf, SP_API, type TApiDeps } from '../operation.ts';
import { dateParam, decodeToken, encodeToken, listParam, param } from '../query.ts';
import { orderItemV0, orderV0 } from './order-json.ts';
import { orderOfPath } from './order-lookup.ts';

const STATUSES: readonly TOrderStatus[] = ['Pending', 'Unshipped', 'Shipped', 'Canceled'];
const ALL_V0_STATUSES = [
  ...STATUSES,
  'PartiallyShipped',
  'Unfulfillable',
  'InvoiceUnconfirmed',
  'PendingAvailability',
];
const TWO_MINUTES = 120_000;

type TV0Token = {
  kind: 'orders-v0';
  filter: TOrderFilter;
  cursor: TMarketplacesCursor;
  limit: number;
  marketplaceIds: string[];
};

// Orders v0 getOrders: exactly one of CreatedAfter / LastUpdatedAfter; the *Before bound defaults to
// two minutes ago and may not be later; a NextToken carries the whole query.
export function parseV0Query(query: unknown, now: number): { filter: TOrderFilter; limit: number } | TAnswer {
  const createdAfter = dateParam(query, 'CreatedAfter');
  const createdBefore = dateParam(query, 'CreatedBefore');
  const updatedAfter = dateParam(query, 'LastUpdatedAfter');
  const updatedBefore = dateParam(query, 'LastUpdatedBefore');
  for (const [name, value] of Object.entries({ createdAfter, createdBefore, updatedAfter, updatedBefore })) {
    if (Number.isNaN(value))
      return invalidInput(`Invalid date in ${name[0]?.toUpperCase()}${name.slice(1)}; use ISO 8601.`);
  }
  if ((createdAfter === null) === (updatedAfter === null)) {
    return invalidInput('Exactly one of CreatedAfter and LastUpdatedAfter must be specified.');
  }
  if (createdAfter !== null && updatedBefore !== null) {
    return invalidInput('LastUpdatedBefore cannot be specified with CreatedAfter.');
  }
  if (updatedAfter !== null && createdBefore !== null) {
    return invalidInput('CreatedBefore cannot be specified with LastUpdatedAfter.');
  }
  const latest = now - TWO_MINUTES;
  const before = (createdAfter !== null ? createdBefore : updatedBefore) ?? latest;
  if (before > latest)
    return invalidInput('The date must be at least two minutes before the time of the request.');
  const after = (createdAfter ?? updatedAfter) as number;
  if (after > before) return invalidInput('The After date must be earlier than the Before date.');
  const limitRaw = param(query, 'MaxResultsPerPage');
  const limit = limitRaw === undefined ? 100 : Number(limitRaw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    return invalidInput('MaxResultsPerPage must be between 1 and 100.');
  }
  const statuses = listParam(query, 'OrderStatuses');
  const unknown = statuses.find((s) => !ALL_V0_STATUSES.includes(s));
  if (unknown) return invalidInput(`Invalid OrderStatuses value: ${unknown}.`);
  const channels = listParam(query, 'FulfillmentChannels');
  if (channels.some((c) => c !== 'AFN' && c !== 'MFN'))
    return invalidInput('FulfillmentChannels must be AFN or MFN.');
  return {
    limit,
    filter: orderFilter(
      createdAfter !== null,
      { after, before },
      statuses.length > 0
        ? (statuses.filter((s) => STATUSES.includes(s as TOrderStatus)) as TOrderStatus[])
        : null,
      channels.length > 0 ? (channels as ('AFN' | 'MFN')[]) : null,
    ),
  };
}

export function registerOrdersV0Routes(app: FastifyInstance, deps: TApiDeps) {
  const on = operationsOf(app, deps, SP_API);
  on('getOrders', 'GET /orders/v0/orders', (request, caller) => {
    let marketplaceIds = listParam(request.query, 'MarketplaceIds');
    if (marketplaceIds.length === 0) return invalidInput('MarketplaceIds is required.');
    if (marketplaceIds.length > 50) return invalidInput('MarketplaceIds accepts at most 50 values.');
    const nextToken = param(request.query, 'NextToken');
    let filter: TOrderFilter;
    let limit: number;
    let cursor: TMarketplacesCursor | null = null;
    if (nextToken !== undefined) {
      const token = decodeToken<TV0Token>(nextToken, 'orders-v0');
      if (!token) return invalidInput('Invalid NextToken.');
      ({ filter, limit, cursor, marketplaceIds } = token);
    } else {
      const parsed = parseV0Query(request.query, deps.clock.now().getTime());
      if ('status' in parsed) return parsed;
      ({ filter, limit } = parsed);
    }
    // Every marketplace the seller sells in has its own orders (issue 15: only the first had any).
    const page = searchMarketplacesPage(caller.sellingPartnerId, marketplaceIds, filter, cursor, limit);
    const bound =
      filter.mode === 'created'
        ? { CreatedBefore: isoSeconds(filter.before) }
        : { LastUpdatedBefore: isoSeconds(filter.before) };
    return ok({
      payload: {
        Orders: page.orders.map((o) => orderV0(o.order, filter.asOf, o.marketplace)),
        ...(page.next
          ? {
              NextToken: encodeToken({
                kind: 'orders-v0',
                filter,
                limit,
                cursor: page.next,
                marketplaceIds,
              } satisfies TV0Token),
            }
          : {}),
        ...bound,
      },
    });
  });

  on('getOrder', 'GET /orders/v0/orders/:orderId', (request, caller) => {
    const now = deps.clock.now().getTime();
    const found = orderOfPath(request, caller.sellingPartnerId, now);
    if ('status' in found) return found;
    return ok({ payload: orderV0(found.order, now, found.data.profile.home) });
  });

  on('getOrderItems', 'GET /orders/v0/orders/:orderId/orderItems', (request, caller) => {
    const now = deps.clock.now().getTime();
    const found = orderOfPath(request, caller.sellingPartnerId, now);
    if ('status' in found) return found;
    const { order, data } = found;
    return ok({
      payload: {
        AmazonOrderId: order.amazonOrderId,
        OrderItems: order.items.map((item) => orderItemV0(item, order, now, data.profile.home.currency)),
      },
    });
  });
}
