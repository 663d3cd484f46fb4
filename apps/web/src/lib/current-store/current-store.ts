import {
  currentChannelEndpoint,
  selectChannelEndpoint,
  type TChannel,
  type TModule,
} from '@seller-tools/contract';
import { call, isErrorEnvelope } from '../http';
import { updateUserInfo } from '../session';
import { getUserInfo } from '../storage';

// The current store outside the shell's switcher: a page that connects a store reads which one is
// current and may offer to switch to the new one (the server never switches by itself after the first).

/** GET /api/market/channel: the store saved as current; null without one or on an error answer. */
export async function fetchCurrentStore(
  module: TModule = 'review',
  signal?: AbortSignal,
): Promise<TChannel | null> {
  const result = await call(
    currentChannelEndpoint,
    { query: { moduleType: module } },
    { signal, silent: true },
  );
  return isErrorEnvelope(result) ? null : result.data;
}

/**
 * PUT /api/market/user/channel, then the same local user info the switcher keeps (spec §4: the current
 * market is set locally too). Answers the saved store, or null when the server refused it.
 */
export async function switchCurrentStore(
  store: { seller_id: string; market_id: string },
  module: TModule = 'review',
): Promise<TChannel | null> {
  const result = await call(selectChannelEndpoint, {
    body: { channel_info: { seller_id: store.seller_id, market_id: store.market_id }, moduleType: module },
  });
  if (isErrorEnvelope(result)) return null;
  const saved = result.data;
  const info = getUserInfo();
  if (info) {
    updateUserInfo({
      ...info,
      currentSellerId: saved.seller_id,
      currentMarketId: saved.market_id,
      currentMarketFlag: saved.country_code,
      currentMarketCompanyName: saved.company_name,
      currentMarketCountryName: saved.country_name,
    });
  }
  return saved;
}
