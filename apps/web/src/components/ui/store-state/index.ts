export { ImportStages } from './import-stages';
export { ImportingPanel } from './importing-panel';
export { NoStorePanel } from './no-store-panel';
export { StoreGate } from './store-gate';
