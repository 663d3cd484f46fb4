import type { TChannel, TModule } from '@seller-tools/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { updateUserInfo } from '../../../lib/session';
import type { TShellStore } from '../../../lib/shell';
import { getUserInfo, type TUserInfo } from '../../../lib/storage';
import { channelKeys, saveCurrentChannel, useChannels, useCurrentChannel } from '../api/channels';
import {
  fetchFavorites,
  isFavorite,
  saveFavorites,
  type TFavoritesConfig,
  toggleFavorite,
} from '../api/favorites';
import type { TStoreOption } from './store-options';

const FAVORITES_KEY = ['user-config', 'favorite_channel'] as const;

function optionOf(channel: TChannel, favorites: TFavoritesConfig | undefined): TStoreOption {
  const { channelId: _channelId, ...store } = shellStoreOf(channel);
  return {
    key: `${channel.seller_id}:${channel.market_id}`,
    ...store,
    // The saved list wins once loaded: it follows the user's clicks without refetching the stores.
    isFavorite: favorites
      ? isFavorite(favorites.favorites, channel.seller_id, channel.market_id)
      : channel.isFavorite,
  };
}

function shellStoreOf(channel: TChannel): TShellStore {
  return {
    channelId: channel.channel_id,
    sellerId: channel.seller_id,
    marketplaceId: channel.market_id,
    companyName: channel.company_name,
    countryCode: channel.country_code,
    countryName: channel.country_name,
  };
}

// Spec §4: selecting a store sets the current market locally too (user info keeps it for every page).
function rememberMarket(channel: TChannel): void {
  const info = getUserInfo();
  if (!info) return;
  const next: TUserInfo = {
    ...info,
    currentSellerId: channel.seller_id,
    currentMarketId: channel.market_id,
    currentMarketFlag: channel.country_code,
    currentMarketCompanyName: channel.company_name,
    currentMarketCountryName: channel.country_name,
  };
  updateUserInfo(next);
}

/** The store switcher's data and actions: the stores, the current one, selection and favourites. */
export function useStores(user: TUserInfo | null, module: TModule) {
  const queryClient = useQueryClient();
  const companyId = user?.companyId === undefined ? undefined : String(user.companyId);
  const channels = useChannels(companyId, module);
  const current = useCurrentChannel(module);
  const favorites = useQuery({ queryKey: FAVORITES_KEY, queryFn: ({ signal }) => fetchFavorites(signal) });
  const pendingSave = useRef<AbortController | null>(null);

  const list = channels.data ?? [];
  // Stable between renders so pages can depend on it.
  const shellStores = useMemo(() => (channels.data ?? []).map(shellStoreOf), [channels.data]);
  const stores = list.map((channel) => optionOf(channel, favorites.data));
  // The current store is one this user may see: a store the list (once loaded) lacks is not shown, nor
  // are its pages asked for (issue 15: another user's store must never be requested).
  const currentChannel =
    current.data && (!channels.data || channels.data.some((c) => c.channel_id === current.data?.channel_id))
      ? current.data
      : null;
  const currentStore = currentChannel ? optionOf(currentChannel, favorites.data) : null;

  const select = async (store: TStoreOption) => {
    const channel = list.find((c) => c.seller_id === store.sellerId && c.market_id === store.marketplaceId);
    if (!channel) return;
    const previous = currentChannel;
    queryClient.setQueryData(channelKeys.current(module), channel);
    rememberMarket(channel);
    const saved = await saveCurrentChannel(channel, module).catch(() => null);
    if (saved) {
      queryClient.setQueryData(channelKeys.current(module), saved);
      rememberMarket(saved);
    } else {
      // Not saved: show the store the server still has.
      queryClient.setQueryData(channelKeys.current(module), previous);
      if (previous) rememberMarket(previous);
    }
  };

  const toggle = async (store: TStoreOption) => {
    const before = queryClient.getQueryData<TFavoritesConfig>(FAVORITES_KEY) ?? {
      configId: null,
      favorites: [],
    };
    const next = {
      ...before,
      favorites: toggleFavorite(before.favorites, store.sellerId, store.marketplaceId),
    };
    queryClient.setQueryData(FAVORITES_KEY, next);
    pendingSave.current?.abort();
    const controller = new AbortController();
    pendingSave.current = controller;
    try {
      const saved = await saveFavorites(next, controller.signal);
      if (controller.signal.aborted) return;
      queryClient.setQueryData(FAVORITES_KEY, saved ?? before);
    } catch {
      // Aborted by a newer click (which saves the newer list), or the network failed: then roll back.
      if (!controller.signal.aborted) queryClient.setQueryData(FAVORITES_KEY, before);
    }
  };

  return {
    stores,
    channels: shellStores,
    currentStore,
    currentChannel,
    isLoading: channels.isLoading || current.isLoading,
    select: (store: TStoreOption) => void select(store),
    toggleFavorite: (store: TStoreOption) => void toggle(store),
  };
}
