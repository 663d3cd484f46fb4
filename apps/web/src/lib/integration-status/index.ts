export { fetchIntegrationStatus, INTEGRATION_STATUS_PATH, useStoreImport } from './integration-status';
