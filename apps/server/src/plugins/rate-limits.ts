import rateLimit from '@fastify/rate-limit';
import {
  changePasswordEndpoint,
  forgotPasswordEndpoint,
  inviteMemberEndpoint,
  resendReimburseCodeEndpoint,
  resendReviewCodeEndpoint,
  signInEndpoint,
  signupEndpoint,
  tooManyRequestsMessage,
  verifyCodeEndpoint,
} from '@seller-tools/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '../config.ts';
import { AppError } from '../lib/outcome.ts';
import { isApiPath } from './error-handling.ts';

/**
 * The calls an attacker automates (issue 17, M8): guessing passwords and codes, creating accounts,
 * sending mail to anyone. They share one tighter budget per IP, so switching among them buys nothing.
 */
const AUTH_FAMILY = new Set(
  [
    signInEndpoint,
    changePasswordEndpoint,
    signupEndpoint,
    verifyCodeEndpoint,
    resendReviewCodeEndpoint,
    resendReimburseCodeEndpoint,
    forgotPasswordEndpoint,
    inviteMemberEndpoint,
  ].map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);
/** Whatever lives under sign-in (its second factor) and invitations (accepting one) belongs to it too. */
const AUTH_FAMILY_PREFIXES = [`${signInEndpoint.path}/`, `${inviteMemberEndpoint.path}/`];

export function isAuthFamily(method: string, routeUrl: string | undefined): boolean {
  if (!routeUrl) return false;
  return AUTH_FAMILY.has(`${method} ${routeUrl}`) || AUTH_FAMILY_PREFIXES.some((p) => routeUrl.startsWith(p));
}

export type TRateLimits = {
  /** Counts an answer of 404 against the client's not-found budget; throws the 429 beyond it. */
  notFound(request: FastifyRequest): Promise<void>;
};

/**
 * Per-IP request limits (the client as request.ip: the socket's address, or the one a TRUST_PROXY proxy
 * names). Every /api call counts against RATE_LIMIT_API_MAX, the auth family also against
 * RATE_LIMIT_AUTH_MAX, and 404 answers against RATE_LIMIT_NOT_FOUND_MAX (probing for routes), each per
 * RATE_LIMIT_WINDOW_SECONDS. Beyond a limit: 429 in the spec's envelope with Retry-After. Counters live
 * in this process (an LRU of clients), which suits the one-process deployment.
 */
export async function registerRateLimits(app: FastifyInstance, config: TConfig): Promise<TRateLimits> {
  await app.register(rateLimit, { global: false, timeWindow: config.RATE_LIMIT_WINDOW_SECONDS * 1000 });
  const api = app.createRateLimit({ max: config.RATE_LIMIT_API_MAX });
  const auth = app.createRateLimit({ max: config.RATE_LIMIT_AUTH_MAX });
  const notFound = app.createRateLimit({ max: config.RATE_LIMIT_NOT_FOUND_MAX });

  async function enforce(limiter: typeof api, request: FastifyRequest, budget: string) {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    request.log.warn({ ip: request.ip, budget, max: result.max }, 'rate limit exceeded');
    throw new AppError('rate-limited', tooManyRequestsMessage(seconds), { retryAfterSeconds: seconds });
  }

  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    await enforce(api, request, 'api');
    if (isAuthFamily(request.method, request.routeOptions.url)) await enforce(auth, request, 'auth');
  });
  return { notFound: (request) => enforce(notFound, request, 'not-found') };
}
