export { GlobalLoader } from './global-loader';
export {
  createLoaderStore,
  loaderStore,
  type TLoaderState,
  type TLoaderStore,
  type TLoaderStoreOptions,
} from './loader-store';
export { ServerBusyAlert } from './server-busy-alert';
export { useLoaderState } from './use-loader-state';
