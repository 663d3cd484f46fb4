import {
  CHANNEL_MESSAGES,
  CHANNEL_SIGNUP_STEPS,
  IMPORT_STAGES,
  type TChannel,
  type TChannelSelection,
  type TChannelSignupStep,
  type TImportStage,
  type TIntegrationStatusItem,
  type TModule,
} from '@seller-tools/contract';
import { and, eq, inArray, min } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { orders, products, syncStages, users } from '../../db/schema/index.ts';
import type { TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { adsOfStores, NOT_CONNECTED } from '../../lib/store-ads.ts';
import { publicStore, storeEntries, type TStore, visibleStores } from '../../lib/store-entries.ts';

export type TChannelsDeps = { db: TDb; clock: TClock };

const done = success;
const forbidden = (message: string) => failure('forbidden', message);

/** What the store rules read of the caller: request.auth carries it, read by the request's auth statement. */
type TCaller = {
  currentSellerId: string | null;
  currentMarketplaceId: string | null;
  moduleConfig: Record<string, unknown> | null;
};

/** The reimburse module keeps its own current seller under module_config (spec §3 moduleConfig). */
type TCurrentSellerInfo = { seller_id?: unknown; marketplace_id?: unknown };

function reimburseSellerOf(moduleConfig: Record<string, unknown> | null): TCurrentSellerInfo {
  const reimburse = moduleConfig?.reimburse;
  if (reimburse === null || typeof reimburse !== 'object') return {};
  const info = (reimburse as Record<string, unknown>).current_seller_info;
  return info !== null && typeof info === 'object' ? (info as TCurrentSellerInfo) : {};
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * Stores are a company's connected seller accounts. Which of them a caller sees is the access policy's
 * (lib/store-access.ts); every answer here is built from that list alone, so a store outside it can be
 * neither read nor selected.
 */
export function createChannelsService({ db, clock }: TChannelsDeps) {
  /**
   * The saved store of the module, if the caller may still see it; else the earliest connected one they
   * may see. Not the first listed: starring a favourite reorders the list and must not switch the store.
   */
  function currentOf(stores: TStore[], me: TCaller, module: TModule): TStore | null {
    const saved =
      module === 'reimburse'
        ? {
            sellerId: textOrNull(reimburseSellerOf(me.moduleConfig).seller_id),
            marketplaceId: textOrNull(reimburseSellerOf(me.moduleConfig).marketplace_id),
          }
        : { sellerId: me.currentSellerId, marketplaceId: me.currentMarketplaceId };
    if (saved.sellerId) {
      const sameSeller = stores.filter((s) => s.seller_id === saved.sellerId);
      const exact = sameSeller.find((s) => s.market_id === saved.marketplaceId);
      if (exact ?? sameSeller[0]) return exact ?? sameSeller[0] ?? null;
    }
    return earliestConnected(stores);
  }

  function earliestConnected(stores: TStore[]): TStore | null {
    let earliest: TStore | null = null;
    for (const store of stores) if (!earliest || store.connected_at < earliest.connected_at) earliest = store;
    return earliest;
  }

  /** The caller's stores matching the selection; empty when it names a store they may not see. */
  function matching(stores: TStore[], sellerId: string, marketplaceId?: string | undefined): TStore[] {
    return stores.filter(
      (s) => s.seller_id === sellerId && (marketplaceId === undefined || s.market_id === marketplaceId),
    );
  }

  return {
    /** GET /api/market/{companyId}/channel: another company's id is refused, whatever it holds. */
    async listForCompany(auth: TAuth, companyId: string): Promise<Outcome<TChannel[]>> {
      if (companyId !== auth.companyId) return forbidden(CHANNEL_MESSAGES.companyForbidden);
      return done(storeEntries(auth));
    },

    /** GET /api/market/channel: the current store of the module, or the given seller's store. */
    async current(auth: TAuth, module: TModule, sellerId?: string): Promise<Outcome<TChannel | null>> {
      const stores = visibleStores(auth);
      if (sellerId !== undefined) {
        const ofSeller = matching(stores, sellerId);
        if (ofSeller.length === 0) return forbidden(CHANNEL_MESSAGES.storeForbidden);
        const current = currentOf(ofSeller, auth, module);
        return done(current ? publicStore(current) : null);
      }
      const current = currentOf(stores, auth, module);
      return done(current ? publicStore(current) : null);
    },

    /**
     * PUT /api/market/user/channel and /seller: saves the store as the user's current one for the module,
     * so it survives a reload and the next sign-in. A store the caller may not see is refused, unchanged.
     */
    async select(
      auth: TAuth,
      module: TModule,
      selection: TChannelSelection,
      /** Where the choice is kept instead of the user's row (audit mode keeps it on the audit). */
      keep?: (chosen: TChannel) => Promise<void>,
    ): Promise<Outcome<TChannel>> {
      const stores = visibleStores(auth);
      const marketplaceId = selection.market_id ?? selection.channel_info?.code;
      const chosen = matching(stores, selection.seller_id, marketplaceId)[0];
      if (!chosen) return forbidden(CHANNEL_MESSAGES.storeForbidden);
      const now = clock.now();
      if (keep) await keep(publicStore(chosen));
      else if (module === 'reimburse') {
        const config = auth.moduleConfig ?? {};
        const reimburse =
          config.reimburse !== null && typeof config.reimburse === 'object'
            ? (config.reimburse as Record<string, unknown>)
            : {};
        const moduleConfig = {
          ...config,
          reimburse: {
            ...reimburse,
            current_seller_info: { seller_id: chosen.seller_id, marketplace_id: chosen.market_id },
          },
        };
        await db.update(users).set({ moduleConfig, updatedAt: now }).where(eq(users.id, auth.userId));
      } else {
        await db
          .update(users)
          .set({ currentSellerId: chosen.seller_id, currentMarketplaceId: chosen.market_id, updatedAt: now })
          .where(eq(users.id, auth.userId));
      }
      return done(publicStore(chosen));
    },

    /**
     * GET /api/market/amazon/signup/status: done once every store of the seller has imported. Without a
     * seller, the module's current one; with no store at all, connect.
     */
    async signupStatus(
      auth: TAuth,
      module: TModule,
      sellerId?: string,
    ): Promise<Outcome<{ seller_id: string | null; signup_step: TChannelSignupStep }>> {
      const stores = visibleStores(auth);
      const seller = sellerId ?? currentOf(stores, auth, module)?.seller_id;
      if (seller === undefined) return done({ seller_id: null, signup_step: CHANNEL_SIGNUP_STEPS.connect });
      const ofSeller = matching(stores, seller);
      if (ofSeller.length === 0) return forbidden(CHANNEL_MESSAGES.storeForbidden);
      // Ready means every import stage of every store is done, not only the store's step: the web's
      // "ready" toast and its refetch of every page follow this answer, so an unfinished stage (a re-run,
      // a store marked done before its last stage settled) must still read as importing.
      const unfinished = await db
        .select({ id: syncStages.channelId })
        .from(syncStages)
        .where(
          and(
            inArray(
              syncStages.channelId,
              ofSeller.map((s) => s.channel_id),
            ),
            inArray(syncStages.stage, [...IMPORT_STAGES]),
            // A failed stage is settled (its error shows on the status); only work still to come holds.
            inArray(syncStages.status, ['waiting', 'running']),
          ),
        )
        .limit(1);
      const allDone =
        unfinished.length === 0 && ofSeller.every((s) => s.signup_step === CHANNEL_SIGNUP_STEPS.done);
      return done({
        seller_id: seller,
        signup_step: allDone ? CHANNEL_SIGNUP_STEPS.done : CHANNEL_SIGNUP_STEPS.importing,
      });
    },

    /** GET /api/market/amazon/integration/status: every store the caller may see, with its status. */
    async integrationStatus(auth: TAuth): Promise<TIntegrationStatusItem[]> {
      const stores = visibleStores(auth);
      const ads = await adsOfStores(
        db,
        stores.map((s) => s.channel_id),
      );
      const stageRows =
        stores.length === 0
          ? []
          : await db
              .select()
              .from(syncStages)
              .where(
                inArray(
                  syncStages.channelId,
                  stores.map((s) => s.channel_id),
                ),
              );
      // Every import stage is listed, waiting until the import has touched it.
      const stagesOf = (channelId: string): TImportStage[] =>
        IMPORT_STAGES.map((stage) => {
          const row = stageRows.find((r) => r.channelId === channelId && r.stage === stage);
          return {
            stage,
            status: row?.status ?? 'waiting',
            counts: row?.counts ?? {},
            reason: row?.status === 'failed' || row?.status === 'skipped' ? (row.error ?? null) : null,
            started_at: row?.startedAt?.toISOString() ?? null,
            finished_at:
              row?.status === 'done' || row?.status === 'skipped'
                ? (row.finishedAt?.toISOString() ?? null)
                : null,
          };
        });
      return stores.map((s) => ({
        channel_id: s.channel_id,
        seller_id: s.seller_id,
        market_id: s.market_id,
        country_code: s.country_code,
        country_name: s.country_name,
        region: s.region,
        status: s.status,
        signup_step: s.signup_step,
        connected_at: s.connected_at,
        updated_at: s.updated_at,
        stages: stagesOf(s.channel_id),
        ads: ads.get(s.channel_id) ?? NOT_CONNECTED,
      }));
    },

    /**
     * GET /api/market/account/product/first-date: the earliest product or order date of the store (UTC
     * day), from what its import has written; null while it has none. The store must be one the caller
     * may see.
     */
    async firstDate(
      auth: TAuth,
      module: TModule,
      query: { sellerId?: string | undefined; marketplaceId?: string | undefined },
    ): Promise<Outcome<string | null>> {
      const stores = visibleStores(auth);
      const store =
        query.sellerId !== undefined
          ? matching(stores, query.sellerId, query.marketplaceId)[0]
          : currentOf(
              query.marketplaceId === undefined
                ? stores
                : stores.filter((s) => s.market_id === query.marketplaceId),
              auth,
              module,
            );
      if (query.sellerId !== undefined && !store) return forbidden(CHANNEL_MESSAGES.storeForbidden);
      if (query.marketplaceId !== undefined && !store) return forbidden(CHANNEL_MESSAGES.storeForbidden);
      if (!store) return done(null);
      const [[firstOrder], [firstProduct]] = await Promise.all([
        db
          .select({ at: min(orders.purchaseDate) })
          .from(orders)
          .where(eq(orders.channelId, store.channel_id)),
        db
          .select({ at: min(products.openDate) })
          .from(products)
          .where(eq(products.channelId, store.channel_id)),
      ]);
      const dates = [firstOrder?.at, firstProduct?.at].filter((d): d is Date => d instanceof Date);
      if (dates.length === 0) return done(null);
      const first = new Date(Math.min(...dates.map((d) => d.getTime())));
      return done(first.toISOString().slice(0, 10));
    },
  };
}

/**
 * The store list of every shell page, in one prepared (named) statement: the company's live stores,
 * narrowed to the caller's access list when one is given (null: all), each with its marketplace's
 * country, and the caller's favourites alongside, so the list costs one round trip and no planning.
 */
