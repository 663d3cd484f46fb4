import { AMAZON_TIMEOUT_MS } from './amazon-http.ts';

// Whose authorization a consent gave us. The consent's return names the seller (selling_partner_id),
// but the browser carries it, so the server asks Amazon: Listings Items' searchListingsItems takes the
// seller id in its path and is refused (403) for any seller but the access token's own.

export type TSellerCheck = 'match' | 'mismatch' | 'unknown';

export async function checkTokenSeller(
  deps: { spApiUrl: string; fetch?: typeof fetch },
  accessToken: string,
  sellerId: string,
  marketplaceId: string,
): Promise<TSellerCheck> {
  const url = new URL(`/listings/2021-08-01/items/${encodeURIComponent(sellerId)}`, deps.spApiUrl);
  url.searchParams.set('marketplaceIds', marketplaceId);
  url.searchParams.set('pageSize', '1');
  try {
    const response = await (deps.fetch ?? fetch)(url, {
      headers: { 'x-amz-access-token': accessToken, accept: 'application/json' },
      signal: AbortSignal.timeout(AMAZON_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return 'match';
    if (response.status === 403) return 'mismatch';
    return 'unknown';
  } catch {
    return 'unknown';
  }
}
