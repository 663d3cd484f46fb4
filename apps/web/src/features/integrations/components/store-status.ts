import { CHANNEL_STATUS, type TIntegrationStatusItem } from '@seller-tools/contract';

/** What every control of a store card gets: the store, and whether its buttons may act. */
export interface TStoreControlProps {
  store: TIntegrationStatusItem;
  /** A consent flow is running: no second one may start. */
  busy: boolean;
  /** A company admin: may reconnect and disconnect (members only see the store). */
  canManage: boolean;
}

/** How a store's state reads on the page: a broken authorization first, then the import. */
export function statusOf(store: TIntegrationStatusItem): { label: string; color: string } {
  if (store.status === CHANNEL_STATUS.reconnectNeeded) return { label: 'Reconnect needed', color: 'red' };
  if (store.status !== CHANNEL_STATUS.connected) return { label: store.status, color: 'gray' };
  if (store.stages.some((s) => s.status === 'failed')) return { label: 'Sync errors', color: 'orange' };
  if (store.signup_step === 'importing') return { label: 'Importing', color: 'brand' };
  return { label: 'Connected', color: 'teal' };
}

/** When data last arrived: the latest finished stage, null while nothing has finished. */
export function lastSyncOf(store: TIntegrationStatusItem): string | null {
  const finished = store.stages.map((s) => s.finished_at).filter((at): at is string => at !== null);
  return finished.length === 0 ? null : finished.reduce((a, b) => (a > b ? a : b));
}

export const storeName = (store: Pick<TIntegrationStatusItem, 'country_name' | 'seller_id'>) =>
  `Amazon ${store.country_name} (${store.seller_id})`;
