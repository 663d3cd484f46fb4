import type { TSpCall } from './sp-client.ts';
import { CLIENT_ID, type TTestSandbox } from './test-sandbox.ts';

type TResponse = Awaited<ReturnType<TSpCall>>;

/** The Sponsored Products v3 media type of each entity, as clients send it (Content-Type and Accept). */
export const SP_MEDIA = {
  campaign: 'application/vnd.spCampaign.v3+json',
  adGroup: 'application/vnd.spAdGroup.v3+json',
  keyword: 'application/vnd.spKeyword.v3+json',
  target: 'application/vnd.spTargetingClause.v3+json',
  productAd: 'application/vnd.spProductAd.v3+json',
  negativeKeyword: 'application/vnd.spNegativeKeyword.v3+json',
  negativeTarget: 'application/vnd.spNegativeTargetingClause.v3+json',
} as const;

export type TAdsCall = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts?: {
    body?: unknown;
    /** The Amazon-Advertising-API-Scope header (a profile id); omitted when undefined. */
    scope?: string | number;
    /** Sent as both Content-Type (with a body) and Accept, as Ads clients do for v3. */
    mediaType?: string;
    headers?: Record<string, string>;
  },
) => Promise<TResponse>;

/** An Ads API caller for one seller's LWA token; each call is followed by `pauseMs` of sandbox time. */
export function adsClient(sandbox: TTestSandbox, token: string, pauseMs = 0): TAdsCall {
  return async (method, url, opts = {}) => {
    const hasBody = opts.body !== undefined;
    const res = await sandbox.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'amazon-advertising-api-clientid': CLIENT_ID,
        ...(opts.scope === undefined ? {} : { 'amazon-advertising-api-scope': String(opts.scope) }),
        ...(opts.mediaType === undefined ? {} : { accept: opts.mediaType }),
        ...(hasBody ? { 'content-type': opts.mediaType ?? 'application/json' } : {}),
        ...opts.headers,
      },
      ...(hasBody ? { payload: JSON.stringify(opts.body) } : {}),
    });
    if (pauseMs > 0) sandbox.clock.advance(pauseMs);
    return res as TResponse;
  };
}
