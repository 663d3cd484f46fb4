import { AMAZON_TIMEOUT_MS } from './amazon-http.ts';
import { AMAZON_REGIONS, type TAmazonRegion } from './regions.ts';

// Sellers v1 getMarketplaceParticipations: the marketplaces the authorizing seller sells in. It takes
// no parameters; the host decides the region, and a seller's token is refused (403) at another
// region's host. So the connect step asks the chosen marketplace's region first, then the others: the
// region that answers is the seller's, and its list says what the account can be connected for.

export type TParticipation = { marketplaceId: string; name: string; countryCode: string };

/** The participations as Amazon answers them (models/sellers-api-model/sellers.json). */
type TParticipationsBody = {
  payload?: {
    marketplace?: { id?: string; name?: string; countryCode?: string };
    participation?: { isParticipating?: boolean };
  }[];
};

/**
 * The marketplaces the token's seller participates in and the region that answered; null when Amazon
 * could not be asked (network, 5xx, or no region accepted the token).
 */
export async function readParticipations(
  deps: { spApiUrlOf(region: TAmazonRegion): string; fetch?: typeof fetch },
  accessToken: string,
  firstRegion: TAmazonRegion,
): Promise<{ region: TAmazonRegion; marketplaces: TParticipation[] } | null> {
  const order = [firstRegion, ...AMAZON_REGIONS.filter((r) => r !== firstRegion)];
  for (const region of order) {
    const url = new URL('/sellers/v1/marketplaceParticipations', deps.spApiUrlOf(region));
    let response: Response;
    try {
      response = await (deps.fetch ?? fetch)(url, {
        headers: { 'x-amz-access-token': accessToken, accept: 'application/json' },
        signal: AbortSignal.timeout(AMAZON_TIMEOUT_MS),
      });
    } catch {
      return null;
    }
    // Another region's seller: ask the next region.
    if (response.status === 403) {
      await response.body?.cancel();
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const body = (await response.json().catch(() => null)) as TParticipationsBody | null;
    const marketplaces = (body?.payload ?? []).flatMap((entry) =>
      entry.participation?.isParticipating && entry.marketplace?.id
        ? [
            {
              marketplaceId: entry.marketplace.id,
              name: entry.marketplace.name ?? entry.marketplace.id,
              countryCode: entry.marketplace.countryCode ?? '',
            },
          ]
        : [],
    );
    return { region, marketplaces };
  }
  return null;
}
