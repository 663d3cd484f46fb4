import {
  AMAZON_SELLER_ID_PATTERN,
  CHANNEL_SIGNUP_STEPS,
  CHANNEL_STATUS,
  CONNECT_MESSAGES,
  IMPORT_STAGES,
  OAUTH_STATE_TTL_MS,
  SIGNUP_STEPS,
  type TConnectRefusalData,
} from '@seller-tools/contract';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { CODE_CLASSES } from '../../db/reference-data.ts';
import {
  channels,
  generalCode,
  oauthStates,
  signupTokens,
  syncStages,
  users,
} from '../../db/schema/index.ts';
import { consentHost, consentReturnUri, consentUrl } from '../../integrations/amazon/consent.ts';
import { LwaError, type TLwaClient } from '../../integrations/amazon/lwa.ts';
import { readParticipations } from '../../integrations/amazon/participations.ts';
import { AMAZON_REGION_HOSTS, regionOfName } from '../../integrations/amazon/regions.ts';
import { checkTokenSeller } from '../../integrations/amazon/seller-check.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { SIGN_IN_REQUIRED_MESSAGE, type TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { TQueue } from '../../queue/queue.ts';

const done = success;

export type TMarketDeps = {
  db: TDb;
  clock: TClock;
  config: Pick<
    TConfig,
    | 'AMAZON_APP_ID'
    | 'AMAZON_CONSENT_BASE_URL'
    | 'AMAZON_CONSENT_BETA'
    | 'PUBLIC_URL'
    | 'AMAZON_REDIRECT_ORIGINS'
    | 'AMAZON_SP_API_URLS'
  >;
  /** Encrypts refresh tokens at rest. */
  secretBox: TSecretBox;
  lwa: TLwaClient;
  /** The connect step queues the store's initial import here. */
  queue: TQueue;
  logger: TLogger;
  /** The HTTP client of the seller check (tests: a stand-in). */
  fetch?: typeof fetch;
};

/**
 * Whether the company has a live store besides the one being connected. The user works in one of them
 * (their saved current store, or the earliest connected when none is saved), so the new one does not
 * take its place.
 */
async function hasOtherLiveStore(
  db: Pick<TDb, 'select'>,
  companyId: string,
  store: { sellerId: string; marketplaceId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(
      and(
        eq(channels.companyId, companyId),
        isNull(channels.deletedAt),
        sql`(${channels.sellerId}, ${channels.marketplaceId}) <> (${store.sellerId}, ${store.marketplaceId})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type TStateRequest = { email?: string | undefined; signup_token?: string | undefined; code: string };
/** The origin of the page that asks (the request's Origin header), if the client sent one. */
export type TAskedFrom = { origin?: string | undefined };
export type TConnectRequest = {
  admin_email: string;
  seller_id: string;
  sp_api_auth_code: string;
  code: string;
  state: string;
};

export function createMarketService({
  db,
  clock,
  config,
  secretBox,
  lwa,
  queue,
  logger,
  fetch: fetchFn,
}: TMarketDeps) {
  /** Where the consent returns: the asking page's own origin when registered (see consentReturnUri). */
  function returnUri({ origin }: TAskedFrom): Outcome<string> {
    const uri = consentReturnUri(config.PUBLIC_URL, config.AMAZON_REDIRECT_ORIGINS, origin);
    return uri ? done(uri) : failure('invalid', CONNECT_MESSAGES.unregisteredOrigin(config.PUBLIC_URL));
  }

  async function findMarketplace(code: string) {
    const [row] = await db
      .select({
        code: generalCode.code,
        name: generalCode.name,
        region: generalCode.value1,
        sellerCentral: generalCode.value6,
      })
      .from(generalCode)
      .where(
        and(
          eq(generalCode.class, CODE_CLASSES.marketplace),
          eq(generalCode.code, code),
          eq(generalCode.isActive, true),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The SP-API host of a region: the configured one (the sandbox's regional port), else Amazon's. */
  const spApiUrlOf = (region: keyof typeof AMAZON_REGION_HOSTS) =>
    config.AMAZON_SP_API_URLS[region] ?? AMAZON_REGION_HOSTS[region].spApi;

  /**
   * Whether the authorizing account sells in the chosen marketplace (Sellers getMarketplaceParticipations,
   * asked at its region's host, then the others'). Connecting one it does not sell in would leave a store
   * whose every import stage Amazon refuses; the refusal names the marketplaces it does sell in, with
   * their codes as data so the page offers to connect those.
   */
  async function checkParticipation(
    accessToken: string,
    marketplace: { code: string; name: string; region: string },
  ): Promise<Outcome<null>> {
    const region = regionOfName(marketplace.region);
    if (!region) return failure('invalid', CONNECT_MESSAGES.unknownMarketplace);
    const found = await readParticipations(
      { spApiUrlOf, ...(fetchFn ? { fetch: fetchFn } : {}) },
      accessToken,
      region,
    );
    if (!found) return failure('unavailable', CONNECT_MESSAGES.sellerUnconfirmed);
    if (found.marketplaces.some((m) => m.marketplaceId === marketplace.code)) return done(null);
    const known = await db
      .select({ code: generalCode.code, name: generalCode.name })
      .from(generalCode)
      .where(
        and(
          eq(generalCode.class, CODE_CLASSES.marketplace),
          eq(generalCode.isActive, true),
          inArray(
            generalCode.code,
            found.marketplaces.map((m) => m.marketplaceId),
          ),
        ),
      )
      .orderBy(generalCode.sortOrder);
    const names = found.marketplaces.map(
      (m) => known.find((k) => k.code === m.marketplaceId)?.name ?? m.name,
    );
    logger.info(
      { marketplaceId: marketplace.code, participations: found.marketplaces.map((m) => m.marketplaceId) },
      'the account does not sell in the chosen marketplace',
    );
    return failure('invalid', CONNECT_MESSAGES.notParticipating(marketplace.name, names), {
      data: { marketplaces: known } satisfies TConnectRefusalData,
    });
  }

  /**
   * Whose consent this is: the Bearer session's user, or during registration the user whose email and
   * signup token (from email verification) match. Nobody can ask on behalf of another email.
   */
  async function consentingUser(auth: TAuth | null, request: TStateRequest): Promise<Outcome<string>> {
    if (auth) {
      if (request.email && request.email !== auth.email)
        return failure('forbidden', CONNECT_MESSAGES.ownAccountOnly);
      // Like disconnecting: adding or re-authorizing a store is the company admins' (issue 9).
      // As this request's auth statement read the caller's row: no second read.
      if (!auth.isCompanyAdmin) return failure('forbidden', CONNECT_MESSAGES.adminOnly);
      return done(auth.userId);
    }
    if (!request.email && !request.signup_token) return failure('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
    if (!request.email || !request.signup_token)
      return failure('invalid', CONNECT_MESSAGES.signupTokenInvalid);
    const [row] = await db
      .select({ userId: signupTokens.userId })
      .from(signupTokens)
      .innerJoin(users, eq(users.id, signupTokens.userId))
      .where(
        and(
          eq(signupTokens.tokenHash, sha256(request.signup_token)),
          eq(users.email, request.email),
          isNull(signupTokens.revokedAt),
          gt(signupTokens.expiresAt, clock.now()),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    return row ? done(row.userId) : failure('invalid', CONNECT_MESSAGES.signupTokenInvalid);
  }

  return {
    /** A single-use OAuth state bound to the consenting user, and the consent URL that carries it. */
    async issueState(
      auth: TAuth | null,
      request: TStateRequest,
      from: TAskedFrom = {},
    ): Promise<Outcome<{ state: string; consentUrl: string; expiresAt: Date }>> {
      const redirectUri = returnUri(from);
      if (!redirectUri.ok) return redirectUri;
      const user = await consentingUser(auth, request);
      if (!user.ok) return user;
      const marketplace = await findMarketplace(request.code);
      if (!marketplace) return failure('invalid', CONNECT_MESSAGES.unknownMarketplace);
      const host = consentHost(config.AMAZON_CONSENT_BASE_URL, marketplace.sellerCentral);
      if (!host) return failure('invalid', CONNECT_MESSAGES.marketplaceUnavailable);

      const now = clock.now();
      const state = randomToken();
      const expiresAt = new Date(now.getTime() + OAUTH_STATE_TTL_MS);
      await db
        .insert(oauthStates)
        .values({ stateHash: sha256(state), userId: user.value, expiresAt, createdAt: now });
      return done({
        state,
        consentUrl: consentUrl({
          host,
          applicationId: config.AMAZON_APP_ID,
          state,
          redirectUri: redirectUri.value,
          beta: config.AMAZON_CONSENT_BETA,
        }),
        expiresAt,
      });
    },

    /**
     * Spends the state, exchanges the authorization code at LWA, and stores the store (channel) with its
     * refresh token encrypted. Any refusal or failed exchange leaves the database exactly as it was.
     */
    async connect(
      auth: TAuth | null,
      request: TConnectRequest,
      from: TAskedFrom = {},
    ): Promise<Outcome<{ sellerId: string; marketplaceId: string; signupStep: string }>> {
      // The same page posts the code that asked for the state, so its origin names the redirect URI the
      // consent used; LWA refuses an exchange whose redirect URI differs (RFC 6749 §4.1.3).
      const redirectUri = returnUri(from);
      if (!redirectUri.ok) return redirectUri;
      // The browser carries seller_id: it must at least look like Amazon's (and is checked at Amazon below).
      if (!AMAZON_SELLER_ID_PATTERN.test(request.seller_id))
        return failure('invalid', CONNECT_MESSAGES.sellerIdInvalid);
      const [pending] = await db
        .select({
          id: oauthStates.id,
          userId: oauthStates.userId,
          usedAt: oauthStates.usedAt,
          expiresAt: oauthStates.expiresAt,
          email: users.email,
          companyId: users.companyId,
          deletedAt: users.deletedAt,
        })
        .from(oauthStates)
        .innerJoin(users, eq(users.id, oauthStates.userId))
        .where(eq(oauthStates.stateHash, sha256(request.state)))
        .limit(1);
      // Unknown, spent, expired, or issued to someone else: one answer for all, revealing nothing.
      const usable =
        pending &&
        !pending.usedAt &&
        !pending.deletedAt &&
        pending.expiresAt.getTime() > clock.now().getTime() &&
        pending.email === request.admin_email;
      if (!usable) return failure('invalid', CONNECT_MESSAGES.stateInvalid);
      if (auth && auth.userId !== pending.userId)
        return failure('forbidden', CONNECT_MESSAGES.ownAccountOnly);
      const marketplace = await findMarketplace(request.code);
      if (!marketplace?.region) return failure('invalid', CONNECT_MESSAGES.unknownMarketplace);
      const { code: marketplaceId, region } = marketplace;
      const regionCode = regionOfName(region);
      if (!regionCode) return failure('invalid', CONNECT_MESSAGES.unknownMarketplace);

      // The exchange happens before the transaction so that no connection is held while Amazon answers;
      // the state is claimed below, conditionally, so a concurrent replay still cannot use it twice.
      let refreshToken: string;
      let accessToken: string;
      try {
        const tokens = await lwa.exchangeAuthorizationCode(request.sp_api_auth_code, redirectUri.value);
        refreshToken = tokens.refreshToken;
        accessToken = tokens.accessToken;
      } catch (err) {
        if (err instanceof LwaError) return failure('invalid', CONNECT_MESSAGES.exchangeFailed(err.message));
        throw err;
      }
      const participates = await checkParticipation(accessToken, { ...marketplace, region });
      if (!participates.ok) return participates;
      // Whose authorization this is, said by Amazon: a store never gets another seller's token (a
      // reconnect with the wrong account would import that seller's data under this store's name).
      const seller = await checkTokenSeller(
        {
          spApiUrl: spApiUrlOf(regionCode),
          ...(fetchFn ? { fetch: fetchFn } : {}),
        },
        accessToken,
        request.seller_id,
        marketplaceId,
      );
      // The company's row for this seller and marketplace, whether live or deleted (unique index).
      const sameStore = and(
        eq(channels.companyId, pending.companyId),
        eq(channels.sellerId, request.seller_id),
        eq(channels.marketplaceId, marketplaceId),
      );
      if (seller !== 'match') {
        logger.info(
          { sellerId: request.seller_id, marketplaceId, seller },
          'seller of the authorization not confirmed',
        );
        if (seller === 'unknown') return failure('unavailable', CONNECT_MESSAGES.sellerUnconfirmed);
        const [existing] = await db.select({ id: channels.id }).from(channels).where(sameStore).limit(1);
        return failure(
          'invalid',
          existing
            ? CONNECT_MESSAGES.reconnectOtherSeller(request.seller_id)
            : CONNECT_MESSAGES.sellerMismatch,
        );
      }
      const refreshTokenEnc = secretBox.seal(refreshToken);

      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(oauthStates)
          .set({ usedAt: now })
          .where(
            and(eq(oauthStates.id, pending.id), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)),
          )
          .returning({ id: oauthStates.id });
        if (!claimed) return failure('invalid', CONNECT_MESSAGES.stateInvalid);

        // The store belongs to the consenting user's company; reconnecting revives a deleted one.
        const [previous] = await tx
          .select({ deletedAt: channels.deletedAt })
          .from(channels)
          .where(sameStore)
          .for('update');
        const connected = {
          region,
          refreshTokenEnc,
          connectedBy: pending.userId,
          status: CHANNEL_STATUS.connected,
          deletedAt: null,
          updatedAt: now,
        };
        const [store] = await tx
          .insert(channels)
          .values({
            companyId: pending.companyId,
            sellerId: request.seller_id,
            marketplaceId,
            createdAt: now,
            ...connected,
          })
          .onConflictDoUpdate({
            target: [channels.companyId, channels.sellerId, channels.marketplaceId],
            // A store that was deleted imports again; a live one re-authorized keeps its data and step.
            set: {
              ...connected,
              signupStep: sql`case when ${channels.deletedAt} is not null then ${CHANNEL_SIGNUP_STEPS.importing} else ${channels.signupStep} end`,
            },
          })
          .returning({ id: channels.id, signupStep: channels.signupStep });
        if (!store) throw new Error('channel upsert returned no row');
        if (previous?.deletedAt) {
          // Nothing was read while it was disconnected: the import runs again over the kept data
          // (every write is an upsert) and fills the gap, then the scheduled syncs resume.
          await tx
            .update(syncStages)
            .set({ status: 'waiting', counts: {}, checkpoint: null, error: null, updatedAt: now })
            .where(and(eq(syncStages.channelId, store.id), inArray(syncStages.stage, [...IMPORT_STAGES])));
        }
        // The first store becomes the current one; a later connection leaves the user on the store they
        // are working in (the page offers to switch).
        const keepsCurrent = await hasOtherLiveStore(tx, pending.companyId, {
          sellerId: request.seller_id,
          marketplaceId,
        });
        await tx
          .update(users)
          .set({
            signupStep: SIGNUP_STEPS.complete,
            ...(keepsCurrent
              ? {}
              : { currentSellerId: request.seller_id, currentMarketplaceId: marketplaceId }),
            updatedAt: now,
          })
          .where(eq(users.id, pending.userId));
        // Registration is over: its signup tokens have nothing left to prove.
        await tx
          .update(signupTokens)
          .set({ revokedAt: now })
          .where(and(eq(signupTokens.userId, pending.userId), isNull(signupTokens.revokedAt)));
        return done({
          sellerId: request.seller_id,
          marketplaceId,
          signupStep: SIGNUP_STEPS.complete,
          store,
        });
      });
      if (!outcome.ok) return outcome;
      const { store, ...connectedStore } = outcome.value;
      if (store.signupStep === CHANNEL_SIGNUP_STEPS.importing) {
        // After the commit, so the job never runs before the store exists. Should queueing fail, the store
        // stays importing and the worker queues it again at the next start (enqueueUnfinishedImports).
        try {
          await enqueue(queue, 'initial-import', { channelId: store.id });
        } catch (err) {
          logger.error({ err, channelId: store.id }, 'could not queue the initial import');
        }
      }
      return done(connectedStore);
    },
  };
}
