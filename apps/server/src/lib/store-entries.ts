import {
  CHANNEL_SIGNUP_STEPS,
  type TChannel,
  ZChannelSignupStep,
  ZFavoriteChannelList,
} from '@seller-tools/contract';
import type { TAuth } from './auth.ts';

// The store entries of spec §3 (GET /api/market/{companyId}/channel's items), built from the stores a
// viewer may see (lib/store-access.ts) and their favourites: the shell's store calls and the staff's
// GET /api/user/channel answer the same shape from here.

/** A store entry with what the shell's own calls also read (region, last update). */
export type TStore = TChannel & { region: string; updated_at: string };

/** What the store list reads of a viewer: their stores, favourites and company name. */
export type TStoreViewer = Pick<TAuth, 'stores' | 'favoriteStores' | 'companyName'>;

/** The stores the viewer may see, favourites first, then by company, country and seller. */
export function visibleStores(auth: TStoreViewer): TStore[] {
  // The request's auth statement read them with the access policy, and the caller's favourites.
  const parsed = ZFavoriteChannelList.safeParse(auth.favoriteStores ?? []);
  const favourites = new Set(
    parsed.success ? parsed.data.map((f) => storeKey(f.seller_id, f.market_id)) : [],
  );
  const stores = auth.stores.map((row): TStore => {
    const countryCode = row.countryCode ?? '';
    const countryName = row.countryName ?? row.marketplaceId;
    const parsedStep = ZChannelSignupStep.safeParse(row.signupStep);
    return {
      channel_id: row.channelId,
      seller_id: row.sellerId,
      company_name: auth.companyName,
      market_id: row.marketplaceId,
      country_code: countryCode,
      country_name: countryName,
      default_marketplace_id: row.marketplaceId,
      channel_info: { code: row.marketplaceId, value_2: countryCode },
      channel_store: row.domain ?? 'Amazon',
      isFavorite: favourites.has(storeKey(row.sellerId, row.marketplaceId)),
      status: row.status,
      signup_step: parsedStep.success ? parsedStep.data : CHANNEL_SIGNUP_STEPS.importing,
      connected_at: row.createdAt,
      region: row.region,
      updated_at: row.updatedAt,
    };
  });
  return stores.sort(
    (a, b) =>
      Number(b.isFavorite) - Number(a.isFavorite) ||
      a.company_name.localeCompare(b.company_name) ||
      a.country_name.localeCompare(b.country_name) ||
      a.seller_id.localeCompare(b.seller_id),
  );
}

export const publicStore = ({ region: _region, updated_at: _updated, ...store }: TStore): TChannel => store;

/** The store entries of spec §3 the viewer sees, as GET /api/market/{companyId}/channel lists them. */
export function storeEntries(viewer: TStoreViewer): TChannel[] {
  return visibleStores(viewer).map(publicStore);
}

function storeKey(sellerId: string, marketplaceId: string): string {
  return `${sellerId}\u0000${marketplaceId}`;
}
