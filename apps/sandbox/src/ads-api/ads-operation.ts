import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAnswer } from '../api-errors.ts';
import { adsProfileFor } from '../data/ads-profiles.ts';
import { registerOperation, type TApiDeps, type TCaller, type TFlavour } from '../operation.ts';
import type { TOperationName } from '../usage-plans.ts';

// The Ads API v3 error body: `{ code, message }`, `code` one of the spec's names (UNAUTHORIZED,
// ACCESS_DENIED, THROTTLED, INVALID_ARGUMENT, ...). Reporting v3 writes `{ code, detail }` for its own
// refusals (see reporting-routes.ts).
export function adsError(status: number, code: string, message: string): TAnswer {
  return { status, body: { code, message } };
}

export const adsBadRequest = (message: string) => adsError(400, 'INVALID_ARGUMENT', message);

/** What the Ads API answers an access token of another grant (an SP-API one): Ads is a consent of its own. */
export const NOT_AN_ADS_TOKEN =
  'The access token was not issued for the Amazon Ads API: it needs the scope advertising::campaign_management.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

// Ads authenticates with the LWA token in `Authorization: Bearer` plus the LWA client id of the app that
// obtained it; profile-scoped calls name the advertiser in `Amazon-Advertising-API-Scope`.
function adsFlavour(scoped: boolean): TFlavour {
  return {
    authenticate(request, deps): TCaller | TAnswer {
      const token = bearerToken(request);
      const grant = token === null ? null : deps.authStore.findAccessGrant(token);
      if (!grant) return adsError(401, 'UNAUTHORIZED', 'Authentication failed');
      if (grant.api !== 'ads') return adsError(401, 'UNAUTHORIZED', NOT_AN_ADS_TOKEN);
      const clientId = headerValue(request, 'amazon-advertising-api-clientid');
      if (clientId === null)
        return adsError(403, 'ACCESS_DENIED', 'Amazon-Advertising-API-ClientId header is missing');
      if (clientId !== grant.clientId)
        return adsError(
          403,
          'ACCESS_DENIED',
          'Amazon-Advertising-API-ClientId does not match the access token',
        );
      if (!scoped) return { ...grant, scope: grant.sellingPartnerId };
      const scope = headerValue(request, 'amazon-advertising-api-scope');
      if (scope === null)
        return adsError(401, 'UNAUTHORIZED', 'Amazon-Advertising-API-Scope header is missing');
      // A profile of another advertiser (or none at all) reads exactly like one the caller may not see.
      if (!adsProfileFor(grant.sellingPartnerId, scope))
        return adsError(401, 'UNAUTHORIZED', `Not authorized to access scope ${scope}`);
      return { ...grant, scope };
    },
    // Profiles live in one region: at another region's host the advertiser's token reaches nothing.
    wrongRegion: (details) => adsError(401, 'UNAUTHORIZED', details),
    throttled: (retryAfterS) => ({
      ...adsError(429, 'THROTTLED', 'Too Many Requests'),
      headers: { 'Retry-After': String(retryAfterS) },
    }),
    failed: (status) =>
      status === 503
        ? adsError(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable')
        : adsError(500, 'INTERNAL_ERROR', 'Internal error'),
    unreadable: (status, message) =>
      status === 415 ? adsError(415, 'UNSUPPORTED_MEDIA_TYPE', message) : adsBadRequest(message),
    rateHeader: false,
  };
}

export const ADS_API_UNSCOPED = adsFlavour(false);
export const ADS_API = adsFlavour(true);

/** The media types of a Content-Type or Accept value, lower-cased, without parameters. */
function mediaTypes(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
}

/**
 * Sponsored Products v3 and reporting v3 version their bodies by media type: the request must be sent
 * as the operation's vnd type and, when the caller states what it accepts, that must include it too.
 * Ads refuses either mismatch with 415.
 */
export function checkMediaType(
  request: FastifyRequest,
  types: { request: string | null; response: string },
): TAnswer | null {
  if (types.request !== null) {
    const [sent] = mediaTypes(request.headers['content-type']);
    if (sent !== types.request.toLowerCase())
      return adsError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `Content-Type must be ${types.request}, got ${sent ?? 'none'}`,
      );
  }
  // Clients send either the request's or the response's vnd type in Accept; both are fine.
  const acceptable = [types.response, types.request ?? types.response, '*/*'].map((t) => t.toLowerCase());
  const accepted = mediaTypes(request.headers.accept);
  if (accepted.length > 0 && !accepted.some((type) => acceptable.includes(type)))
    return adsError(415, 'UNSUPPORTED_MEDIA_TYPE', `Accept must include ${types.response}`);
  return null;
}

/** An Ads operation: auth, faults and buckets as every sandbox API, then the media type, then the handler. */
export function registerAdsOperation(
  app: FastifyInstance,
  deps: TApiDeps,
  def: {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    operation: TOperationName;
    scoped: boolean;
    /** The vnd media type of the request body (POST) and of the answer; null for plain JSON (v2). */
    mediaType: string | null;
    /** When the answer has a media type of its own (reporting v3 answers `…response.v3+json`). */
    responseType?: string;
    handler(request: FastifyRequest, caller: TCaller): TAnswer | Promise<TAnswer>;
  },
) {
  registerOperation(app, deps, def.scoped ? ADS_API : ADS_API_UNSCOPED, {
    method: def.method,
    url: def.url,
    operation: def.operation,
    handler: async (request, caller) => {
      if (def.mediaType === null) {
        // No body to negotiate (the report-status GET), yet the answer still carries its own type.
        const answer = await def.handler(request, caller);
        return def.responseType && answer.status < 300
          ? { ...answer, contentType: def.responseType }
          : answer;
      }
      const response = def.responseType ?? def.mediaType;
      const refused = checkMediaType(request, {
        request: def.method === 'GET' ? null : def.mediaType,
        response,
      });
      if (refused) return refused;
      const answer = await def.handler(request, caller);
      return answer.status < 300 ? { ...answer, contentType: response } : answer;
    },
  });
}
