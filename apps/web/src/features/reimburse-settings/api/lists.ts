import { productSettingsEndpoint, SETUP_PAGE_SIZE, setupShipmentsEndpoint } from '@seller-tools/contract';
import { useLoadMoreQuery } from '../../../lib/endpoint-query/load-more-query';
import { reimburseSettingsKeys } from './keys';

/** The query of a setup page's keyset list of a store, searched by q, a page at a time ("Load more"). */
const setupQuery = (channelId: string | null, q: string) => ({
  channel_id: channelId ?? '',
  q: q.trim() || undefined,
  limit: SETUP_PAGE_SIZE,
});

/** The store's closed inbound shipments. */
export const useShipments = (channelId: string | null, q: string) =>
  useLoadMoreQuery(
    reimburseSettingsKeys.shipments(channelId ?? '', q),
    setupShipmentsEndpoint,
    setupQuery(channelId, q),
    channelId !== null,
  );

/** The store's SKUs with Amazon's, the catalogue's and the seller's dimensions. */
export const useProductSettings = (channelId: string | null, q: string) =>
  useLoadMoreQuery(
    reimburseSettingsKeys.products(channelId ?? '', q),
    productSettingsEndpoint,
    setupQuery(channelId, q),
    channelId !== null,
  );
