// Test helpers for API tests and for e2e/bench, which start the real server against a fresh database.
export {
  databaseUrl,
  startTestDatabaseServer,
  uniqueDatabaseName,
  withAdminClient,
} from './database-server.ts';
export { freePort } from './free-port.ts';
export { startServerProcess, stopChild, type TServerProcess, waitForOk } from './server-process.ts';
export { dropDatabase } from './template-database.ts';
