import {
  FAVORITE_CHANNEL_CONFIG_NAME,
  getUserConfigEndpoint,
  saveUserConfigEndpoint,
  type TFavoriteChannelList,
  ZFavoriteChannelList,
} from '@seller-tools/contract';
import { call, isErrorEnvelope } from '../../../lib/http';

export interface TFavoritesConfig {
  configId: string | null;
  favorites: TFavoriteChannelList;
}

/** GET /api/user/config?name=favorite_channel: the favourite stores and the config's id. */
export async function fetchFavorites(signal?: AbortSignal): Promise<TFavoritesConfig> {
  const result = await call(
    getUserConfigEndpoint,
    { query: { name: FAVORITE_CHANNEL_CONFIG_NAME } },
    { signal, silent: true },
  );
  if (isErrorEnvelope(result) || !result.data) return { configId: null, favorites: [] };
  // A list saved by an older client in another shape counts as empty rather than breaking the switcher.
  const parsed = ZFavoriteChannelList.safeParse(result.data.data);
  return { configId: result.data.config_id, favorites: parsed.success ? parsed.data : [] };
}

/**
 * PUT /api/user/config with the whole list (spec §7: cancellable). A newer toggle aborts the save still
 * in flight, so the last click is what the server keeps.
 */
export async function saveFavorites(
  config: TFavoritesConfig,
  signal: AbortSignal,
): Promise<TFavoritesConfig | null> {
  const result = await call(
    saveUserConfigEndpoint,
    { body: { name: FAVORITE_CHANNEL_CONFIG_NAME, data: config.favorites, config_id: config.configId } },
    { signal, silent: true },
  );
  if (isErrorEnvelope(result)) return null;
  return { configId: result.data.config_id, favorites: config.favorites };
}

export function isFavorite(favorites: TFavoriteChannelList, sellerId: string, marketId: string): boolean {
  return favorites.some((f) => f.seller_id === sellerId && f.market_id === marketId);
}

/** The list with the store added, or removed when it was there. */
export function toggleFavorite(
  favorites: TFavoriteChannelList,
  sellerId: string,
  marketId: string,
): TFavoriteChannelList {
  return isFavorite(favorites, sellerId, marketId)
    ? favorites.filter((f) => !(f.seller_id === sellerId && f.market_id === marketId))
    : [...favorites, { seller_id: sellerId, market_id: marketId }];
}
