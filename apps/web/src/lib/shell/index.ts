export {
  sisterStores,
  type TImportState,
  type TShellContext,
  type TShellStore,
  useShellContext,
} from './shell-context';
