import type { TMarketplace } from '../marketplaces.ts';
import { rngFor } from '../prng.ts';
import { sellerProfile } from './seller-profile.ts';

export type TAdsProfile = {
  /** Ads ids are int64; fifteen digits stay exact in a JavaScript number. */
  profileId: number;
  marketplace: TMarketplace;
  timezone: string;
  sellingPartnerId: string;
  storeName: string;
  /** Campaigns run where the catalogue lives; the seller's other marketplaces have empty accounts. */
  home: boolean;
};

const cache = new Map<string, TAdsProfile[]>();

/** One Ads profile per marketplace the seller participates in, as `GET /v2/profiles` lists them. */
export function adsProfiles(sellingPartnerId: string): TAdsProfile[] {
  const cached = cache.get(sellingPartnerId);
  if (cached) return cached;
  const seller = sellerProfile(sellingPartnerId);
  const profiles = seller.marketplaces.map((marketplace) => {
    const rng = rngFor('ads-profile', sellingPartnerId, marketplace.id);
    return {
      profileId: Number(`${rng.int(1, 4)}${rng.digits(14)}`),
      marketplace,
      timezone: marketplace.timeZone,
      sellingPartnerId,
      storeName: seller.storeName,
      home: marketplace.id === seller.home.id,
    };
  });
  cache.set(sellingPartnerId, profiles);
  return profiles;
}

/** The caller's profile named by an `Amazon-Advertising-API-Scope` header, or null. */
export function adsProfileFor(sellingPartnerId: string, scope: string): TAdsProfile | null {
  if (!/^\d{1,20}$/.test(scope)) return null;
  return adsProfiles(sellingPartnerId).find((p) => String(p.profileId) === scope) ?? null;
}
