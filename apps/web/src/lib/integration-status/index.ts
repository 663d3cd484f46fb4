export { fetchIntegrationStatus, useStoreImport } from './integration-status';
