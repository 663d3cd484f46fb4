import type { TProductRating } from '@seller-tools/contract';
import { useSearchParams } from 'react-router';

/**
 * The product whose history is open, kept in the address (?asin=…&store=…) so it can be linked to (the
 * dashboard's falling products do) and Back closes it. store is only set for another marketplace.
 */
export function useOpenProduct(currentChannelId: string | null) {
  const [params, setParams] = useSearchParams();
  const asin = params.get('asin');
  const channelId = params.get('store') ?? currentChannelId;

  const open = (product: Pick<TProductRating, 'asin' | 'channel_id'>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('asin', product.asin);
      if (product.channel_id && product.channel_id !== currentChannelId)
        next.set('store', product.channel_id);
      else next.delete('store');
      return next;
    });

  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('asin');
      next.delete('store');
      return next;
    });

  return { asin, channelId, open, close };
}
