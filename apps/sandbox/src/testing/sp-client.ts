import type { TTestSandbox } from './test-sandbox.ts';
import { codeExchange, obtainAdsCode, obtainCode } from './test-sandbox.ts';

/** Signs a seller in through consent and LWA, as the server does, and returns its access token. */
export async function accessTokenFor(app: TTestSandbox['app'], sellingPartnerId: string): Promise<string> {
  const res = await codeExchange(app, await obtainCode(app, sellingPartnerId));
  return (res.json() as { access_token: string }).access_token;
}

/** The same through Amazon Ads' own consent: an access token of the Ads API (refused by the SP-API). */
export async function adsAccessTokenFor(app: TTestSandbox['app'], sellingPartnerId: string): Promise<string> {
  const res = await codeExchange(app, await obtainAdsCode(app, sellingPartnerId));
  return (res.json() as { access_token: string }).access_token;
}

export type TSpCall = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<{
  statusCode: number;
  headers: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read Amazon's JSON loosely, field by field
  json(): any;
  body: string;
  rawPayload: Buffer;
}>;

/** An SP-API caller for one seller; each call is followed by `pauseMs` of sandbox time (buckets refill). */
export function spClient(sandbox: TTestSandbox, token: string, pauseMs = 0): TSpCall {
  return async (method, url, body) => {
    const res = await sandbox.app.inject({
      method,
      url,
      headers: {
        'x-amz-access-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    if (pauseMs > 0) sandbox.clock.advance(pauseMs);
    return res;
  };
}
