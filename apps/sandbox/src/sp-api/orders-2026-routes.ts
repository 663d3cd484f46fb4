import type { FastifyInstance } from 'fastify';
import { invalidInput, ok, type TAnswer } from '../api-errors.ts';
import { DAY_MS, isoSeconds } from '../clock.ts';
import {
  orderFilter,
  searchMarketplacesPage,
  type TMarketplacesCursor,
  type TOrderFilter,
} from '../data/order-search.ts';
import type { TOrderStatus } from '../data/orders.ts';
import { sellerProfile } from '../data/seller-profile.ts';
import { operationsOf, SP_API, type TApiDeps } from '../operation.ts';
import { dateParam, decodeToken, encodeToken, listParam, param } from '../query.ts';
import { FULFILLMENT_STATUSES_2026, order2026, statusFrom2026 } from './order-json.ts';
import { orderOfPath } from './order-lookup.ts';

const INCLUDED = [
  'BUYER',
  'RECIPIENT',
  'PROCEEDS',
  'EXPENSE',
  'PROMOTION',
  'CANCELLATION',
  'FULFILLMENT',
  'PACKAGES',
  'TAX',
  'PAYMENT',
  'FULFILLMENT_ORDERS',
];
const TOKEN_TTL_MS = DAY_MS;

type TToken = {
  kind: 'orders-2026';
  filter: TOrderFilter;
  cursor: TMarketplacesCursor;
  limit: number;
  marketplaceIds: string[];
  included: string[];
  issuedAt: number;
};

function parseQuery(query: unknown, now: number): Omit<TToken, 'kind' | 'cursor' | 'issuedAt'> | TAnswer {
  const createdAfter = dateParam(query, 'createdAfter');
  const createdBefore = dateParam(query, 'createdBefore');
  const updatedAfter = dateParam(query, 'lastUpdatedAfter');
  const updatedBefore = dateParam(query, 'lastUpdatedBefore');
  if ([createdAfter, createdBefore, updatedAfter, updatedBefore].some((v) => Number.isNaN(v))) {
    return invalidInput('Dates must be in ISO 8601 format.');
  }
  if ((createdAfter === null) === (updatedAfter === null)) {
    return invalidInput('You must provide exactly one of createdAfter and lastUpdatedAfter.');
  }
  if (
    (createdAfter !== null && updatedBefore !== null) ||
    (updatedAfter !== null && createdBefore !== null)
  ) {
    return invalidInput('Created and lastUpdated filters cannot be combined.');
  }
  const latest = now - 120_000;
  const before = (createdAfter !== null ? createdBefore : updatedBefore) ?? latest;
  if (before > latest)
    return invalidInput('The before date must be at least two minutes before the time of the request.');
  const after = (createdAfter ?? updatedAfter) as number;
  if (before < after) return invalidInput('The before date must be equal to or after the after date.');
  const limitRaw = param(query, 'maxResultsPerPage');
  const limit = limitRaw === undefined ? 100 : Number(limitRaw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    return invalidInput('maxResultsPerPage must be between 1 and 100.');
  const statuses = listParam(query, 'fulfillmentStatuses');
  if (
    statuses.some(
      (s) =>
        !(FULFILLMENT_STATUSES_2026 as string[]).includes(s) &&
        !['PENDING_AVAILABILITY', 'PARTIALLY_SHIPPED', 'UNFULFILLABLE'].includes(s),
    )
  ) {
    return invalidInput('Invalid fulfillmentStatuses value.');
  }
  const fulfilledBy = listParam(query, 'fulfilledBy');
  if (fulfilledBy.some((f) => f !== 'MERCHANT' && f !== 'AMAZON'))
    return invalidInput('fulfilledBy must be MERCHANT or AMAZON.');
  const included = listParam(query, 'includedData');
  const badIncluded = included.find((i) => !INCLUDED.includes(i));
  if (badIncluded) return invalidInput(`Invalid includedData value: ${badIncluded}.`);
  const marketplaceIds = listParam(query, 'marketplaceIds');
  if (marketplaceIds.length > 50) return invalidInput('marketplaceIds accepts at most 50 values.');
  return {
    limit,
    marketplaceIds,
    included,
    filter: orderFilter(
      createdAfter !== null,
      { after, before },
      statuses.length > 0 ? statuses.map(statusFrom2026).filter((s): s is TOrderStatus => s !== null) : null,
      fulfilledBy.length > 0 ? fulfilledBy.map((f) => (f === 'AMAZON' ? 'AFN' : 'MFN')) : null,
    ),
  };
}

// Orders 2026-01-01 (searchOrders, getOrder): camelCase, items inline, `paginationToken` valid 24 hours.
export function registerOrders2026Routes(app: FastifyInstance, deps: TApiDeps) {
  const on = operationsOf(app, deps, SP_API);
  on('searchOrders', 'GET /orders/2026-01-01/orders', (request, caller) => {
    const now = deps.clock.now().getTime();
    const tokenParam = param(request.query, 'paginationToken');
    let query: Omit<TToken, 'kind' | 'cursor' | 'issuedAt'>;
    let cursor: TMarketplacesCursor | null = null;
    let issuedAt = now;
    if (tokenParam !== undefined) {
      const token = decodeToken<TToken>(tokenParam, 'orders-2026');
      if (!token) return invalidInput('Invalid paginationToken.');
      if (now - token.issuedAt > TOKEN_TTL_MS) return invalidInput('The paginationToken has expired.');
      ({ cursor, issuedAt, ...query } = token);
    } else {
      const parsed = parseQuery(request.query, now);
      if ('status' in parsed) return parsed;
      query = parsed;
    }
    // No marketplaceIds means all of the seller's; each has its own orders (issue 15).
    const marketplaceIds =
      query.marketplaceIds.length > 0
        ? query.marketplaceIds
        : sellerProfile(caller.sellingPartnerId).marketplaces.map((m) => m.id);
    const page = searchMarketplacesPage(
      caller.sellingPartnerId,
      marketplaceIds,
      query.filter,
      cursor,
      query.limit,
    );
    const bound =
      query.filter.mode === 'created'
        ? { createdBefore: isoSeconds(query.filter.before) }
        : { lastUpdatedBefore: isoSeconds(query.filter.before) };
    return ok({
      orders: page.orders.map((o) => order2026(o.order, query.filter.asOf, o.marketplace, query.included)),
      ...(page.next
        ? {
            pagination: {
              nextToken: encodeToken({
                kind: 'orders-2026',
                ...query,
                cursor: page.next,
                issuedAt,
              } satisfies TToken),
            },
          }
        : {}),
      ...bound,
    });
  });

  on('getOrderV2026', 'GET /orders/2026-01-01/orders/:orderId', (request, caller) => {
    // The same datasets as searchOrders; an unknown one is the model's 400, like there.
    const included = listParam(request.query, 'includedData');
    const badIncluded = included.find((i) => !INCLUDED.includes(i));
    if (badIncluded) return invalidInput(`Invalid includedData value: ${badIncluded}.`);
    const now = deps.clock.now().getTime();
    const found = orderOfPath(request, caller.sellingPartnerId, now);
    if ('status' in found) return found;
    return ok({ order: order2026(found.order, now, found.data.profile.home, included) });
  });
}
