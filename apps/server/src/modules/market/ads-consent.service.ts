import { ADS_MESSAGES, OAUTH_STATE_TTL_MS, type TStoreAds } from '@seller-tools/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { adsConsentStates, adsGrants, channels } from '../../db/schema/index.ts';
import {
  adsApiUrl,
  adsAuthorizationHost,
  adsConsentUrl,
  adsTokenUrl,
  readAdsProfiles,
  storeProfile,
} from '../../integrations/amazon/ads-consent.ts';
import { createLwaClient, LwaError, type TLwaClient } from '../../integrations/amazon/lwa.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import type { TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import type { TCallerStore } from '../../lib/store-access.ts';
import { NOT_CONNECTED } from '../../lib/store-ads.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { TQueue } from '../../queue/queue.ts';
import { ADS_NOT_CONNECTED } from '../../sync/import-ads.ts';
import { stageProgress } from '../../sync/stage-progress.ts';
import { consentReturnUriOf, type TAskedFrom } from './consent-return.ts';

export type TAdsConsentDeps = {
  db: TDb;
  clock: TClock;
  config: Pick<
    TConfig,
    | 'AMAZON_CLIENT_ID'
    | 'AMAZON_CLIENT_SECRET'
    | 'AMAZON_LWA_URL'
    | 'AMAZON_ADS_API_URLS'
    | 'AMAZON_ADS_CONSENT_BASE_URL'
    | 'PUBLIC_URL'
    | 'AMAZON_REDIRECT_ORIGINS'
  >;
  secretBox: TSecretBox;
  queue: TQueue;
  logger: TLogger;
  /** The LWA client of a token endpoint (tests: a stand-in). */
  lwaFor?: (tokenUrl: string) => TLwaClient;
  fetch?: typeof fetch;
};

/**
 * A store's Amazon Ads consent (issue 18): a Login with Amazon grant of its own, asked by a company
 * administrator for one store the caller may see. The state is single use, expires, and is bound to the
 * user and the store; the callback exchanges the code in the store's region, reads the advertiser's
 * profiles with the new token and keeps the refresh token sealed with the store's profile.
 */
export function createAdsConsentService(deps: TAdsConsentDeps) {
  const { db, clock, config } = deps;
  const lwaFor =
    deps.lwaFor ??
    ((tokenUrl: string) =>
      createLwaClient({
        tokenUrl,
        clientId: config.AMAZON_CLIENT_ID,
        clientSecret: config.AMAZON_CLIENT_SECRET,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      }));

  const adminOnly = (auth: TAuth) =>
    auth.isCompanyAdmin ? null : failure('forbidden', ADS_MESSAGES.adminOnly);

  return {
    async issueState(
      auth: TAuth,
      store: TCallerStore,
      from: TAskedFrom,
    ): Promise<Outcome<{ state: string; consentUrl: string; expiresAt: Date }>> {
      const refused = adminOnly(auth);
      if (refused) return refused;
      const redirectUri = consentReturnUriOf(config, from);
      if (!redirectUri.ok) return redirectUri;
      const now = clock.now();
      const state = randomToken();
      const expiresAt = new Date(now.getTime() + OAUTH_STATE_TTL_MS);
      await db.insert(adsConsentStates).values({
        stateHash: sha256(state),
        userId: auth.userId,
        channelId: store.channelId,
        expiresAt,
        createdAt: now,
      });
      const host = adsAuthorizationHost(config.AMAZON_ADS_CONSENT_BASE_URL, store.region);
      return success({
        state,
        consentUrl: adsConsentUrl({
          host,
          clientId: config.AMAZON_CLIENT_ID,
          state,
          redirectUri: redirectUri.value,
        }),
        expiresAt,
      });
    },

    async connect(
      auth: TAuth,
      store: TCallerStore,
      request: { code: string; state: string },
      from: TAskedFrom,
    ): Promise<Outcome<TStoreAds>> {
      const refused = adminOnly(auth);
      if (refused) return refused;
      // LWA refuses an exchange whose redirect URI differs from the authorization's (RFC 6749 §4.1.3).
      const redirectUri = consentReturnUriOf(config, from);
      if (!redirectUri.ok) return redirectUri;
      const [pending] = await db
        .select({ id: adsConsentStates.id })
        .from(adsConsentStates)
        .where(
          and(
            eq(adsConsentStates.stateHash, sha256(request.state)),
            eq(adsConsentStates.userId, auth.userId),
            eq(adsConsentStates.channelId, store.channelId),
            isNull(adsConsentStates.usedAt),
            gt(adsConsentStates.expiresAt, clock.now()),
          ),
        )
        .limit(1);
      // Unknown, spent, expired, another user's or another store's: one answer, revealing nothing.
      if (!pending) return failure('invalid', ADS_MESSAGES.stateInvalid);

      // Amazon is asked before the transaction, so no connection is held while it answers; the state is
      // claimed below, conditionally, so a replay still cannot use it twice.
      let tokens: { refreshToken: string; accessToken: string };
      try {
        tokens = await lwaFor(adsTokenUrl(config.AMAZON_LWA_URL, store.region)).exchangeAuthorizationCode(
          request.code,
          redirectUri.value,
        );
      } catch (err) {
        if (err instanceof LwaError) return failure('invalid', ADS_MESSAGES.exchangeFailed(err.message));
        throw err;
      }
      const profiles = await readAdsProfiles(
        {
          adsUrl: adsApiUrl(config.AMAZON_ADS_API_URLS, store.region),
          clientId: config.AMAZON_CLIENT_ID,
          ...(deps.fetch ? { fetch: deps.fetch } : {}),
        },
        tokens.accessToken,
      );
      if (!profiles) return failure('unavailable', ADS_MESSAGES.profilesUnavailable);
      const profile = storeProfile(profiles, store);
      if (!profile)
        return failure('invalid', ADS_MESSAGES.noProfile(store.countryName ?? store.marketplaceId));

      const now = clock.now();
      const grant = {
        refreshTokenEnc: deps.secretBox.seal(tokens.refreshToken),
        profileId: String(profile.profileId),
        accountName: profile.accountInfo?.name ?? null,
        connectedBy: auth.userId,
        updatedAt: now,
      };
      const claimed = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(adsConsentStates)
          .set({ usedAt: now })
          .where(and(eq(adsConsentStates.id, pending.id), isNull(adsConsentStates.usedAt)))
          .returning({ id: adsConsentStates.id });
        if (!spent) return false;
        await tx
          .insert(adsGrants)
          .values({ channelId: store.channelId, createdAt: now, ...grant })
          .onConflictDoUpdate({ target: adsGrants.channelId, set: grant });
        return true;
      });
      if (!claimed) return failure('invalid', ADS_MESSAGES.stateInvalid);
      await startAdsImport(store.channelId);
      return success({ connected: true, profile_id: grant.profileId, account_name: grant.accountName });
    },

    /** Forgets the store's Ads token; its imported Ads data stays, and no Ads call is made for it. */
    async disconnect(auth: TAuth, store: TCallerStore): Promise<Outcome<TStoreAds>> {
      const refused = adminOnly(auth);
      if (refused) return refused;
      await db.delete(adsGrants).where(eq(adsGrants.channelId, store.channelId));
      await stageProgress(deps, store.channelId, 'ads').skipped(ADS_NOT_CONNECTED);
      return success(NOT_CONNECTED);
    },
  };

  /**
   * A store past its initial import reads its Ads history now (sync-ads reads it all while the import's
   * Ads stage is not done); one still importing reaches its Ads stage with the grant in place, or has
   * sync-ads queued at its end when that stage was skipped before the consent.
   */
  async function startAdsImport(channelId: string): Promise<void> {
    const [channel] = await db
      .select({ step: channels.signupStep })
      .from(channels)
      .where(eq(channels.id, channelId));
    if (channel?.step !== 'done') return;
    try {
      await enqueue(deps.queue, 'sync-ads', { channelId });
    } catch (err) {
      // The scheduled sync-ads picks it up at its next tick.
      deps.logger.error({ err, channelId }, 'could not queue the Ads import');
    }
  }
}
