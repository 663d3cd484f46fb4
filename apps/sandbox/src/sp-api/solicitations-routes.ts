import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidInput, notFound, ok, spError, type TAnswer } from '../api-errors.ts';
import { DAY_MS } from '../clock.ts';
import { findOrder } from '../data/find-order.ts';
import { orderStatusAt, type TOrder } from '../data/orders.ts';
import { marketplaceData } from '../data/seller-data.ts';
import { registerOperation, SP_API, type TApiDeps, type TCaller, type TFlavour } from '../operation.ts';
import { listParam } from '../query.ts';

const ACTION = 'productReviewAndSellerFeedback';

export type TSolicitationWindow = 'open' | 'too-early' | 'too-late';

// Amazon's window: from 5 days after EarliestDeliveryDate to 30 days after LatestDeliveryDate, both ends
// included.
export function solicitationWindow(order: TOrder, now: number): TSolicitationWindow {
  if (now < order.earliestDeliveryDate + 5 * DAY_MS) return 'too-early';
  if (now > order.latestDeliveryDate + 30 * DAY_MS) return 'too-late';
  return 'open';
}

// The texts are the ones Amazon sends (both 403 Unauthorized, as its API answers them).
const notAvailable = () =>
  spError(403, 'Unauthorized', 'The requested solicitation is not available for this amazonOrderId.');
const outsideWindow = () =>
  spError(
    403,
    'Unauthorized',
    'You can’t use this feature to request a review outside the 5-30 day range after the order delivery date.',
  );

export function registerSolicitationsRoutes(app: FastifyInstance, deps: TApiDeps) {
  // One solicitation per order, ever: this is the sandbox's memory of what was sent.
  const sent = new Set<string>();

  const resolve = (request: { query: unknown; params: unknown }, sellingPartnerId: string) => {
    const marketplaceIds = listParam(request.query, 'marketplaceIds');
    if (marketplaceIds.length !== 1)
      return {
        ok: false as const,
        answer: invalidInput('Missing or invalid request parameters: [marketplaceIds]'),
      };
    const { amazonOrderId } = request.params as { amazonOrderId: string };
    const now = deps.clock.now().getTime();
    // The order must belong to the marketplace named, any of the seller's (issue 15: only the first was).
    const data = marketplaceData(sellingPartnerId, marketplaceIds[0] ?? '');
    const order = data && findOrder(data, amazonOrderId, now);
    if (!order) return { ok: false as const, answer: notFound(`Order ${amazonOrderId} was not found.`) };
    return {
      ok: true as const,
      order,
      now,
      marketplaceId: marketplaceIds[0] ?? '',
      key: `${sellingPartnerId}:${amazonOrderId}`,
    };
  };

  registerOperation(app, deps, SP_API_HAL, {
    method: 'GET',
    url: '/solicitations/v1/orders/:amazonOrderId',
    operation: 'getSolicitationActionsForOrder',
    handler: (request, caller) => hal(getActions(request, caller)),
  });
  function getActions(request: FastifyRequest, caller: TCaller): TAnswer {
    const found = resolve(request, caller.sellingPartnerId);
    if (!found.ok) return found.answer;
    const { order, now, marketplaceId, key } = found;
    const base = `/solicitations/v1/orders/${order.amazonOrderId}`;
    const actionHref = `${base}/solicitations/${ACTION}?marketplaceIds=${marketplaceId}`;
    const eligible =
      orderStatusAt(order, now) === 'Shipped' && solicitationWindow(order, now) === 'open' && !sent.has(key);
    return ok({
      _links: {
        actions: eligible ? [{ href: actionHref, name: ACTION }] : [],
        self: { href: `${base}?marketplaceIds=${marketplaceId}` },
      },
      _embedded: {
        actions: eligible
          ? [
              {
                _links: {
                  schema: { href: `${base}/solicitations/${ACTION}/schema`, name: ACTION },
                  self: { href: actionHref, name: ACTION },
                },
                name: ACTION,
              },
            ]
          : [],
      },
    });
  }

  registerOperation(app, deps, SP_API_HAL, {
    method: 'POST',
    url: `/solicitations/v1/orders/:amazonOrderId/solicitations/${ACTION}`,
    operation: 'createProductReviewAndSellerFeedbackSolicitation',
    handler: (request, caller) => hal(create(request, caller)),
  });
  function create(request: FastifyRequest, caller: TCaller): TAnswer {
    const found = resolve(request, caller.sellingPartnerId);
    if (!found.ok) return found.answer;
    const { order, now, key } = found;
    if (sent.has(key) || orderStatusAt(order, now) !== 'Shipped') return notAvailable();
    if (solicitationWindow(order, now) !== 'open') return outsideWindow();
    sent.add(key);
    return ok({}, 201);
  }
}

// The Solicitations model produces HAL for every answer, errors included.
const hal = (answer: TAnswer): TAnswer => ({ ...answer, contentType: 'application/hal+json' });

// SP-API's front door (auth, throttling, failures) with the answers in HAL, as this API sends them.
const SP_API_HAL: TFlavour = {
  ...SP_API,
  authenticate(request, deps) {
    const caller = SP_API.authenticate(request, deps);
    return 'status' in caller ? hal(caller) : caller;
  },
  throttled: (retryAfterS) => hal(SP_API.throttled(retryAfterS)),
  failed: (status) => hal(SP_API.failed(status)),
  unreadable: (status, message) => hal(SP_API.unreadable(status, message)),
};
