import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionOfHost } from './regions.ts';
import { demoSellers } from './sellers.ts';
import { accessTokenFor } from './testing/sp-client.ts';
import { buildTestSandbox, type TTestSandbox } from './testing/test-sandbox.ts';

// The default ports (SANDBOX_PORT 3100): North America 3100, Europe 3101, the Far East 3102.
const PORTS = { na: 3100, eu: 3101, fe: 3102 };
const EU_SELLER = demoSellers('eu')[0]?.sellingPartnerId ?? '';
const FE_SELLER = demoSellers('fe')[0]?.sellingPartnerId ?? '';
const UK = 'A1F83G8C2ARO7P';
const US = 'ATVPDKIKX0DER';

describe('regions', () => {
  it("reads the region from Amazon's host names and from the development ports", () => {
    expect(regionOfHost('sellingpartnerapi-eu.amazon.com', PORTS)).toBe('eu');
    expect(regionOfHost('sandbox.sellingpartnerapi-fe.amazon.com', PORTS)).toBe('fe');
    expect(regionOfHost('advertising-api.amazon.com', PORTS)).toBe('na');
    expect(regionOfHost('advertising-api-eu.amazon.com', PORTS)).toBe('eu');
    expect(regionOfHost('localhost:3101', PORTS)).toBe('eu');
    expect(regionOfHost('127.0.0.1:3102', PORTS)).toBe('fe');
    expect(regionOfHost('localhost:3100', PORTS)).toBe('na');
    // An in-process request names no region: not checked.
    expect(regionOfHost('localhost:80', PORTS)).toBeNull();
  });

  describe("a seller at another region's host", () => {
    let sandbox: TTestSandbox;
    let euToken: string;
    let feToken: string;
    beforeAll(async () => {
      sandbox = await buildTestSandbox();
      euToken = await accessTokenFor(sandbox.app, EU_SELLER);
      feToken = await accessTokenFor(sandbox.app, FE_SELLER);
    });
    afterAll(() => sandbox.app.close());

    const get = (host: string, token: string, url: string) =>
      sandbox.app.inject({ method: 'GET', url, headers: { host, 'x-amz-access-token': token } });

    it("is served at its own region and refused elsewhere with Amazon's 403", async () => {
      const url = '/sellers/v1/marketplaceParticipations';
      expect((await get('localhost:3101', euToken, url)).statusCode).toBe(200);
      expect((await get('localhost:3102', feToken, url)).statusCode).toBe(200);
      for (const [host, token] of [
        ['localhost:3100', euToken],
        ['localhost:3102', euToken],
        ['sellingpartnerapi-na.amazon.com', feToken],
      ] as const) {
        const res = await get(host, token, url);
        expect(res.statusCode, host).toBe(403);
        expect(res.json().errors[0]).toMatchObject({
          code: 'Unauthorized',
          message: 'Access to requested resource is denied.',
        });
      }
    });

    it("refuses a marketplace of another region at the seller's own host", async () => {
      const orders = (marketplaceId: string) =>
        get(
          'localhost:3101',
          euToken,
          `/orders/v0/orders?MarketplaceIds=${marketplaceId}&CreatedAfter=2025-05-01T00:00:00Z`,
        );
      expect((await orders(UK)).statusCode).toBe(200);
      const res = await orders(US);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].details).toBe('The marketplaces you provided are not valid for region.');
    });
  });

  it("lists a European seller's participations in Europe only", async () => {
    const sandbox = await buildTestSandbox();
    const token = await accessTokenFor(sandbox.app, EU_SELLER);
    const res = await sandbox.app.inject({
      method: 'GET',
      url: '/sellers/v1/marketplaceParticipations',
      headers: { host: 'localhost:3101', 'x-amz-access-token': token },
    });
    const codes = res
      .json()
      .payload.map((p: { marketplace: { countryCode: string } }) => p.marketplace.countryCode);
    expect(codes.sort()).toEqual(['DE', 'ES', 'FR', 'GB', 'IT']);
    await sandbox.app.close();
  });
});
