import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { amazonMarketplaceIds } from '../db/reference-data.ts';

// A stand-in for Login with Amazon's token endpoint (POST /auth/o2/token, form-encoded), for API tests:
// authorization codes are single use, client credentials are checked, errors use LWA's bodies. It also
// answers the SP-API call the connect step makes to learn whose authorization it is (Listings Items'
// searchListingsItems, refused with 403 for a seller other than the access token's), and the
// marketplaces the seller sells in (Sellers getMarketplaceParticipations).

export type TFakeLwa = {
  /** The token URL to put in AMAZON_LWA_URL. */
  url: string;
  /** The base URL to put in AMAZON_SP_API_URL. */
  spApiUrl: string;
  /** Every form received, in order. */
  requests: Record<string, string>[];
  /**
   * Makes `code` exchangeable (once) for `refreshToken`; with `sellerId`, its access token acts for that
   * seller only (without, for whichever seller the caller names). `marketplaces`: where the seller sells
   * (every marketplace when unset).
   */
  issueCode(code: string, refreshToken: string, sellerId?: string, marketplaces?: readonly string[]): void;
  close(): Promise<void>;
};

export async function startFakeLwa(options: { clientId: string; clientSecret: string }): Promise<TFakeLwa> {
  const codes = new Map<string, string>();
  const sellerOfCode = new Map<string, string>();
  const sellerOfAccessToken = new Map<string, string | null>();
  const marketplacesOfCode = new Map<string, readonly string[]>();
  const marketplacesOfAccessToken = new Map<string, readonly string[]>();
  const requests: Record<string, string>[] = [];

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const sendJson = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/sellers/v1/marketplaceParticipations') {
      const token = req.headers['x-amz-access-token'];
      const marketplaces = typeof token === 'string' ? marketplacesOfAccessToken.get(token) : undefined;
      if (!marketplaces)
        return sendJson(403, {
          errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.' }],
        });
      return sendJson(200, {
        payload: marketplaces.map((id) => ({
          marketplace: { id, name: `Amazon ${id}`, countryCode: 'XX' },
          participation: { isParticipating: true, hasSuspendedListings: false },
        })),
      });
    }
    const listings = /^\/listings\/2021-08-01\/items\/([^/?]+)/.exec(req.url ?? '');
    if (req.method === 'GET' && listings) {
      const token = req.headers['x-amz-access-token'];
      const seller = typeof token === 'string' ? sellerOfAccessToken.get(token) : undefined;
      if (seller === undefined || (seller !== null && seller !== decodeURIComponent(listings[1] ?? ''))) {
        return sendJson(403, {
          errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.' }],
        });
      }
      return sendJson(200, { numberOfResults: 0, items: [] });
    }
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const form = Object.fromEntries(new URLSearchParams(raw));
    requests.push(form);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/auth/o2/token') return send(404, { error: 'not_found' });
    if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret) {
      return send(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    if (form.grant_type === 'authorization_code') {
      const refreshToken = form.code ? codes.get(form.code) : undefined;
      if (!form.code || !refreshToken) {
        return send(400, {
          error: 'invalid_grant',
          error_description: 'The request has an invalid grant parameter : code',
        });
      }
      codes.delete(form.code);
      sellerOfAccessToken.set(`Atza|access-for-${form.code}`, sellerOfCode.get(form.code) ?? null);
      marketplacesOfAccessToken.set(
        `Atza|access-for-${form.code}`,
        marketplacesOfCode.get(form.code) ?? amazonMarketplaceIds(),
      );
      return send(200, {
        access_token: `Atza|access-for-${form.code}`,
        token_type: 'bearer',
        expires_in: 3600,
        refresh_token: refreshToken,
      });
    }
    if (form.grant_type === 'refresh_token' && form.refresh_token) {
      return send(200, { access_token: 'Atza|refreshed', token_type: 'bearer', expires_in: 3600 });
    }
    return send(400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/auth/o2/token`,
    spApiUrl: `http://127.0.0.1:${port}`,
    requests,
    issueCode: (code, refreshToken, sellerId, marketplaces) => {
      codes.set(code, refreshToken);
      if (sellerId) sellerOfCode.set(code, sellerId);
      if (marketplaces) marketplacesOfCode.set(code, marketplaces);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
