import { ADS_CONSENT_SCOPE } from '@seller-tools/contract';
import { AMAZON_LWA_TOKEN_URL } from '../../config.ts';
import type { TAdsProfile } from './ads-api.ts';
import { parseAdsJson } from './ads-api-client.ts';
import { AMAZON_TIMEOUT_MS } from './amazon-http.ts';
import { AMAZON_REGION_HOSTS, regionOfName, type TRegionUrls } from './regions.ts';

// Amazon Ads' own consent: a Login with Amazon authorization (not Seller Central's website
// authorization) with scope advertising::campaign_management, on the region's LWA hosts
// (docs/amazon-reference.md). Its refresh token is the store's Ads token; the SP-API one does not work
// on the Ads API.

/** The Login with Amazon authorization host per region (channels.region). */
const AUTHORIZATION_HOSTS: Record<string, string> = {
  'North America': 'https://www.amazon.com',
  Europe: 'https://eu.account.amazon.com',
  'Far East': 'https://apac.account.amazon.com',
};

/** The Ads API of a region: the configured one (the sandbox outside production), else Amazon's. */
export function adsApiUrl(configured: TRegionUrls, region: string): string {
  const code = regionOfName(region) ?? 'na';
  return configured[code] ?? AMAZON_REGION_HOSTS[code].ads;
}

/** Where the Ads consent opens: the configured base (the sandbox outside production), else the region's. */
export function adsAuthorizationHost(configuredBase: string | null, region: string): string {
  return (
    configuredBase ??
    AUTHORIZATION_HOSTS[region] ??
    AUTHORIZATION_HOSTS['North America'] ??
    ''
  ).replace(/\/+$/, '');
}

/**
 * The LWA token endpoint for a region's Ads tokens (the code's exchange and every refresh). A configured
 * endpoint other than Amazon's default (the sandbox, a test) serves every region; Amazon's own is the
 * region's.
 */
export function adsTokenUrl(configured: string, region: string): string {
  if (configured !== AMAZON_LWA_TOKEN_URL) return configured;
  return AMAZON_REGION_HOSTS[regionOfName(region) ?? 'na'].adsLwaToken;
}

export function adsConsentUrl(options: {
  host: string;
  clientId: string;
  state: string;
  redirectUri: string;
}): string {
  const query = new URLSearchParams({
    client_id: options.clientId,
    scope: ADS_CONSENT_SCOPE,
    response_type: 'code',
    redirect_uri: options.redirectUri,
    state: options.state,
  });
  return `${options.host}/ap/oa?${query.toString()}`;
}

/**
 * The advertiser's profiles, read with the access token the consent just gave (before anything is
 * stored, so no store credentials exist yet). Null when Ads does not answer with a list.
 */
export async function readAdsProfiles(
  deps: { adsUrl: string; clientId: string; fetch?: typeof fetch },
  accessToken: string,
): Promise<TAdsProfile[] | null> {
  try {
    const response = await (deps.fetch ?? fetch)(new URL('/v2/profiles', deps.adsUrl), {
      headers: {
        authorization: `Bearer ${accessToken}`,
        'amazon-advertising-api-clientid': deps.clientId,
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(AMAZON_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) return null;
    const profiles = parseAdsJson(text);
    return Array.isArray(profiles) ? (profiles as TAdsProfile[]) : null;
  } catch {
    return null;
  }
}

/** The store's profile among the advertiser's: its marketplace's, the seller's own when there are several. */
export function storeProfile(
  profiles: readonly TAdsProfile[],
  store: { marketplaceId: string; sellerId: string },
): TAdsProfile | null {
  const inMarketplace = profiles.filter((p) => p.accountInfo?.marketplaceStringId === store.marketplaceId);
  return inMarketplace.find((p) => p.accountInfo?.id === store.sellerId) ?? inMarketplace[0] ?? null;
}
