import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalidInput, quotaExceeded, spError, type TAnswer, unauthorized } from './api-errors.ts';
import type { TAuthStore } from './auth-store.ts';
import type { TAdjustableClock } from './clock.ts';
import type { TCounters } from './counters.ts';
import type { TFaults } from './faults.ts';
import { randomToken } from './random.ts';
import { rateHeader, type TRateLimiter } from './rate-limiter.ts';
import { spWrongRegion, type TRegionPorts, wrongRegion } from './regions.ts';
import type { TAppRegistration } from './registration.ts';
import { type TOperationName, USAGE_PLANS } from './usage-plans.ts';

export type TApiDeps = {
  clock: TAdjustableClock;
  authStore: TAuthStore;
  registration: TAppRegistration;
  limiter: TRateLimiter;
  faults: TFaults;
  counters: TCounters;
  /** The port of each region (regions.ts); null: every port serves every region. */
  regionPorts: TRegionPorts | null;
};

export type TCaller = { sellingPartnerId: string; clientId: string; scope: string };
type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type TFlavour = {
  authenticate(request: FastifyRequest, deps: TApiDeps): TCaller | TAnswer;
  /** `retryAfterS`: seconds until the bucket holds a token again, for APIs that send Retry-After. */
  throttled(retryAfterS: number): TAnswer;
  failed(status: number): TAnswer;
  /** A body the front door cannot read (unknown media type, broken JSON), before any handler runs. */
  unreadable(status: number, message: string): TAnswer;
  /** SP-API sends `x-amzn-RateLimit-Limit` on 2xx/400/404; the Ads API sends no such header. */
  rateHeader: boolean;
  /** The refusal of a call that reached another region's host; SP-API's 403 Unauthorized unless set. */
  wrongRegion?(details: string): TAnswer;
};

// SP-API: `x-amz-access-token` from LWA; 403 Unauthorized when missing, unknown or expired.
export const SP_API: TFlavour = {
  authenticate(request, deps) {
    const token = request.headers['x-amz-access-token'];
    if (typeof token !== 'string' || token === '') return unauthorized('The access token is missing.');
    const grant = deps.authStore.findAccessGrant(token);
    if (!grant) return unauthorized('The access token you provided is revoked, malformed or invalid.');
    // An Amazon Ads token (its own Login with Amazon grant) opens nothing of the SP-API.
    if (grant.api !== 'sp-api')
      return unauthorized('The access token you provided was not issued for the Selling Partner API.');
    return { ...grant, scope: grant.sellingPartnerId };
  },
  throttled: quotaExceeded,
  failed: (status) =>
    status === 503
      ? spError(503, 'ServiceUnavailable', 'Service temporarily unavailable. Please try again later.')
      : spError(500, 'InternalFailure', 'We encountered an internal error. Please try again.'),
  unreadable: (status, message) =>
    status === 415 ? spError(415, 'UnsupportedMediaType', message) : invalidInput(message),
  rateHeader: true,
};

/** Runs one API operation the way Amazon's front door does: auth, throttling, then the handler. */
export function registerOperation(
  app: FastifyInstance,
  deps: TApiDeps,
  flavour: TFlavour,
  def: {
    method: TMethod;
    url: string;
    operation: TOperationName;
    handler: THandler;
  },
) {
  const plan = USAGE_PLANS[def.operation];
  app.route({
    method: def.method,
    url: def.url,
    // Fastify refuses unreadable bodies before the handler; the caller still gets the API's own error
    // shape, and the request still counts.
    errorHandler: (error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500)
        request.log.error({ err: error, operation: def.operation }, 'sandbox operation failed');
      const answer =
        status === 415 || status === 400 ? flavour.unreadable(status, error.message) : flavour.failed(500);
      deps.counters.record(def.operation, answer.status, false);
      return sendAnswer(reply, answer, null);
    },
    handler: async (request, reply) => {
      let seller: string | undefined;
      const send = (answer: TAnswer, injected = false) => {
        deps.counters.record(def.operation, answer.status, injected, seller);
        return sendAnswer(
          reply,
          answer,
          flavour.rateHeader && (answer.status < 300 || answer.status === 400 || answer.status === 404)
            ? rateHeader(deps.limiter.appliedRate(plan))
            : null,
        );
      };
      const caller = flavour.authenticate(request, deps);
      if ('status' in caller) return send(caller);
      seller = caller.sellingPartnerId;
      const misrouted = wrongRegion(request, deps.regionPorts, caller.sellingPartnerId);
      if (misrouted !== null) return send((flavour.wrongRegion ?? spWrongRegion)(misrouted));
      const fault = deps.faults.decide(def.operation);
      if (fault.latencyMs > 0) await sleep(fault.latencyMs);
      // One token refills in 1 / rate seconds: the honest Retry-After for an empty bucket.
      const retryAfterS = Math.max(1, Math.ceil(1 / deps.limiter.appliedRate(plan)));
      if (fault.outcome === 'throttle') return send(flavour.throttled(retryAfterS), true);
      if (fault.outcome === 'error') return send(flavour.failed(fault.status), true);
      if (!deps.limiter.take(`${caller.clientId}|${caller.scope}|${def.operation}`, plan)) {
        return send(flavour.throttled(retryAfterS));
      }
      try {
        return send(await def.handler(request, caller));
      } catch (err) {
        request.log.error({ err, operation: def.operation }, 'sandbox operation failed');
        return send(flavour.failed(500));
      }
    },
  });
}

type THandler = (request: FastifyRequest, caller: TCaller) => TAnswer | Promise<TAnswer>;

/**
 * One API's operations on one app, each declared on a line as Amazon's models name it:
 * `on('getOrder', 'GET /orders/v0/orders/:orderId', handler)`.
 */
export function operationsOf(app: FastifyInstance, deps: TApiDeps, flavour: TFlavour) {
  return (operation: TOperationName, route: `${TMethod} /${string}`, handler: THandler) => {
    const [method, url] = route.split(' ') as [TMethod, string];
    registerOperation(app, deps, flavour, { method, url, operation, handler });
  };
}

function sendAnswer(reply: FastifyReply, answer: TAnswer, rateLimit: string | null) {
  reply.code(answer.status).header('x-amzn-RequestId', randomToken(16));
  if (rateLimit !== null) reply.header('x-amzn-RateLimit-Limit', rateLimit);
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  if (answer.contentType === undefined) return reply.type('application/json').send(answer.body);
  // Sent as bytes: for a JSON body Fastify would rewrite the header (lower-casing the Ads API's
  // `vnd.spCampaign.v3+json` types and adding a charset), and clients may compare it exactly.
  const body = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(JSON.stringify(answer.body), 'utf8');
  return reply.header('content-type', answer.contentType).send(body);
}

export function baseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
