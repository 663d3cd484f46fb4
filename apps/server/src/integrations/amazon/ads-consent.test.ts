import { describe, expect, it } from 'vitest';
import { AMAZON_LWA_TOKEN_URL } from '../../config.ts';
import { adsApiUrl, adsAuthorizationHost, adsConsentUrl, adsTokenUrl, storeProfile } from './ads-consent.ts';

// Amazon Ads' own consent (issue 18): Login with Amazon on the store region's hosts.
describe('Amazon Ads consent hosts', () => {
  it('opens the authorization on the region’s Login with Amazon host unless one is configured', () => {
    expect(adsAuthorizationHost(null, 'North America')).toBe('https://www.amazon.com');
    expect(adsAuthorizationHost(null, 'Europe')).toBe('https://eu.account.amazon.com');
    expect(adsAuthorizationHost(null, 'Far East')).toBe('https://apac.account.amazon.com');
    expect(adsAuthorizationHost('http://localhost:3100/', 'Europe')).toBe('http://localhost:3100');
  });

  it("exchanges the code at the region's LWA host; a configured endpoint (the sandbox) serves all", () => {
    expect(adsTokenUrl(AMAZON_LWA_TOKEN_URL, 'North America')).toBe('https://api.amazon.com/auth/o2/token');
    expect(adsTokenUrl(AMAZON_LWA_TOKEN_URL, 'Europe')).toBe('https://api.amazon.co.uk/auth/o2/token');
    expect(adsTokenUrl(AMAZON_LWA_TOKEN_URL, 'Far East')).toBe('https://api.amazon.co.jp/auth/o2/token');
    expect(adsTokenUrl('http://localhost:3100/auth/o2/token', 'Far East')).toBe(
      'http://localhost:3100/auth/o2/token',
    );
    expect(adsApiUrl({ na: null, eu: null, fe: null }, 'Europe')).toBe(
      'https://advertising-api-eu.amazon.com',
    );
  });

  it('asks for the advertising scope with a code response', () => {
    const url = new URL(
      adsConsentUrl({
        host: 'https://eu.account.amazon.com',
        clientId: 'amzn1.application-oa2-client.x',
        state: 's1',
        redirectUri: 'https://app.example/auth/user/amazon',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://eu.account.amazon.com/ap/oa');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'amzn1.application-oa2-client.x',
      scope: 'advertising::campaign_management',
      response_type: 'code',
      redirect_uri: 'https://app.example/auth/user/amazon',
      state: 's1',
    });
  });

  it("picks the store's marketplace profile, the seller's own first", () => {
    const profile = (profileId: number, marketplaceStringId: string, id: string) => ({
      profileId,
      accountInfo: { marketplaceStringId, id },
    });
    const profiles = [
      profile(1, 'A1F83G8C2ARO7P', 'AOTHER'),
      profile(2, 'ATVPDKIKX0DER', 'AOTHER'),
      profile(3, 'ATVPDKIKX0DER', 'ASELF'),
    ];
    expect(storeProfile(profiles, { marketplaceId: 'ATVPDKIKX0DER', sellerId: 'ASELF' })?.profileId).toBe(3);
    expect(storeProfile(profiles, { marketplaceId: 'ATVPDKIKX0DER', sellerId: 'ANONE' })?.profileId).toBe(2);
    expect(storeProfile(profiles, { marketplaceId: 'A1VC38T7YXB528', sellerId: 'ASELF' })).toBeNull();
  });
});
