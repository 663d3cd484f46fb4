import { describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.ts';
import { secretBoxOf } from '../lib/encryption-key.ts';
import { testConfig } from '../testing/test-config.ts';
import { createMarketplace } from './marketplace.ts';

// In production no Amazon URL is configured: every store goes to Amazon's hosts of its own region, and
// its product pages to its marketplace's storefront (issue 18: everything went to North America).
describe('the marketplace adapters in production', () => {
  const box = secretBoxOf(testConfig());
  const storeIn = (marketplaceId: string) => ({
    id: `store-${marketplaceId}`,
    sellerId: 'A2SELLER0001',
    marketplaceId,
    refreshTokenEnc: box.seal('Atzr|refresh'),
    adsRefreshTokenEnc: box.seal('Atzr|ads-refresh'),
  });
  const adaptersRecording = () => {
    const urls: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(url);
      if (url.includes('/dp/')) return new Response('<html></html>', { status: 404 });
      return Response.json(url.endsWith('/v2/profiles') ? [] : { payload: { Orders: [] } });
    };
    const marketplace = createMarketplace({
      config: testConfig({ NODE_ENV: 'production', AMAZON_PRODUCT_PAGES_URL: '' }),
      secretBox: box,
      clock: systemClock,
      lwa: {
        exchangeAuthorizationCode: () => Promise.reject(new Error('not used')),
        refresh: async () => ({
          accessToken: 'Atza|access',
          tokenType: 'bearer',
          expiresIn: 3600,
          refreshToken: null,
        }),
      },
      fetch: fetchStub,
    });
    return { marketplace, urls };
  };

  it.each([
    ['ATVPDKIKX0DER', 'https://sellingpartnerapi-na.amazon.com', 'https://advertising-api.amazon.com'],
    ['A2Q3Y263D00KWC', 'https://sellingpartnerapi-na.amazon.com', 'https://advertising-api.amazon.com'],
    ['A1PA6795UKMFR9', 'https://sellingpartnerapi-eu.amazon.com', 'https://advertising-api-eu.amazon.com'],
    ['A21TJRUUN4KGV', 'https://sellingpartnerapi-eu.amazon.com', 'https://advertising-api-eu.amazon.com'],
    ['A1VC38T7YXB528', 'https://sellingpartnerapi-fe.amazon.com', 'https://advertising-api-fe.amazon.com'],
    ['A39IBJ37TRP1C6', 'https://sellingpartnerapi-fe.amazon.com', 'https://advertising-api-fe.amazon.com'],
  ])("sends a store in %s to its region's SP-API and Ads hosts", async (marketplaceId, spApi, ads) => {
    const { marketplace, urls } = adaptersRecording();
    const store = storeIn(marketplaceId);
    await marketplace.spApi.getInventorySummaries(store, marketplaceId).catch(() => undefined);
    await marketplace.adsApi.listProfiles(store);
    expect(urls.map((u) => new URL(u).origin)).toEqual([spApi, ads]);
  });

  it.each([
    ['A1PA6795UKMFR9', 'https://www.amazon.de'],
    ['A1VC38T7YXB528', 'https://www.amazon.co.jp'],
    ['A1F83G8C2ARO7P', 'https://www.amazon.co.uk'],
    ['A1AM78C64UM0Y8', 'https://www.amazon.com.mx'],
  ])("reads the product pages of a store in %s from that marketplace's storefront", async (id, origin) => {
    const { marketplace, urls } = adaptersRecording();
    expect(await marketplace.pages.productPage(id, 'B0TEST0001')).toBeNull();
    expect(urls).toEqual([`${origin}/dp/B0TEST0001`]);
  });

  it.each([
    ['ATVPDKIKX0DER', 'https://api.amazon.com/auth/o2/token'],
    ['A1PA6795UKMFR9', 'https://api.amazon.co.uk/auth/o2/token'],
    ['A1VC38T7YXB528', 'https://api.amazon.co.jp/auth/o2/token'],
  ])("refreshes the Ads grant of a store in %s at its region's LWA host", async (marketplaceId, tokenUrl) => {
    const urls: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(url);
      if (url.endsWith('/auth/o2/token'))
        return Response.json({ access_token: 'Atza|ads', token_type: 'bearer', expires_in: 3600 });
      return Response.json([]);
    };
    const marketplace = createMarketplace({
      config: testConfig({ NODE_ENV: 'production', AMAZON_PRODUCT_PAGES_URL: '' }),
      secretBox: box,
      clock: systemClock,
      fetch: fetchStub,
    });
    await marketplace.adsApi.listProfiles(storeIn(marketplaceId));
    expect(urls[0]).toBe(tokenUrl);
  });

  it('refuses a marketplace of no known region rather than guessing North America', async () => {
    const { marketplace, urls } = adaptersRecording();
    await expect(marketplace.adsApi.listProfiles(storeIn('AXXXXXXXXXXXXX'))).rejects.toThrow(
      /no Amazon region/,
    );
    expect(urls).toEqual([]);
  });
});
