import { useOutletContext } from 'react-router';

/** Where the seller's store data stands: no store yet, the first import running, or ready. */
export type TImportState = 'no-store' | 'importing' | 'ready';

/** A store the user may see, as pages need it (filters across marketplaces of one seller). */
export interface TShellStore {
  channelId: string;
  sellerId: string;
  marketplaceId: string;
  companyName: string;
  countryCode: string;
  countryName: string;
}

/**
 * What the signed-in shell tells the pages it renders (through its Outlet). It lives in lib so pages of
 * any feature can read it without importing the shell feature.
 */
export interface TShellContext {
  importState: TImportState;
  /** Label of the store the pages show data for, e.g. "Acme Trading · United States". */
  currentStoreLabel: string | null;
  /** Seller id of that store; null without one. */
  currentSellerId: string | null;
  /** The store's own id (channel_id): every per-store call sends it; null without a store. */
  currentChannelId: string | null;
  /** Every store the user may see (the store switcher's list). */
  stores: readonly TShellStore[];
}

const OUTSIDE_SHELL: TShellContext = {
  importState: 'ready',
  currentStoreLabel: null,
  currentSellerId: null,
  currentChannelId: null,
  stores: [],
};

/** The shell's context; a page rendered outside the shell (tests, the signup steps) gets neutral values. */
export function useShellContext(): TShellContext {
  return useOutletContext<TShellContext | undefined>() ?? OUTSIDE_SHELL;
}

/** The other stores of the current store's seller: the same seller in other marketplaces. */
export function sisterStores(context: Pick<TShellContext, 'stores' | 'currentChannelId'>): TShellStore[] {
  const current = context.stores.find((s) => s.channelId === context.currentChannelId);
  if (!current) return [];
  return context.stores.filter((s) => s.sellerId === current.sellerId && s.channelId !== current.channelId);
}
