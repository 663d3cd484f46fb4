import type { FastifyInstance } from 'fastify';
import { ok } from '../api-errors.ts';
import { adsProfiles } from '../data/ads-profiles.ts';
import type { TApiDeps } from '../operation.ts';
import { registerAdsOperation } from './ads-operation.ts';

// Ads names the United Kingdom "UK" (its marketplace enum), not ISO's "GB".
const adsCountryCode = (iso: string) => (iso === 'GB' ? 'UK' : iso);

// Ads v2 profiles: one advertising account per marketplace the seller sells in. Not profile-scoped
// (it is how a client learns the profile ids for the Scope header).
export function registerProfilesRoutes(app: FastifyInstance, deps: TApiDeps) {
  registerAdsOperation(app, deps, {
    method: 'GET',
    url: '/v2/profiles',
    operation: 'listProfiles',
    scoped: false,
    mediaType: null,
    handler: (_request, caller) =>
      ok(
        adsProfiles(caller.sellingPartnerId).map((p) => ({
          profileId: p.profileId,
          countryCode: adsCountryCode(p.marketplace.countryCode),
          currencyCode: p.marketplace.currency,
          // Legacy field: sellers have no account-level budget cap.
          dailyBudget: 999_999_999,
          timezone: p.timezone,
          accountInfo: {
            marketplaceStringId: p.marketplace.id,
            id: p.sellingPartnerId,
            type: 'seller',
            name: p.storeName,
            validPaymentMethod: true,
          },
        })),
      ),
  });
}
