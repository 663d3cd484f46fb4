import { useSyncExternalStore } from 'react';
import { loaderStore, type TLoaderState, type TLoaderStore } from './loader-store';

export function useLoaderState(store: TLoaderStore = loaderStore): TLoaderState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
