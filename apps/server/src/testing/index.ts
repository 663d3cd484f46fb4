// Test helpers for API tests and for e2e/bench, which start the real server against a fresh database.
export { databaseUrl, startTestDatabaseServer, uniqueDatabaseName, withAdminClient } from './database-server.ts';
export { freePort } from './free-port.ts';
export { dropDatabase } from './template-database.ts';
export { startServerProcess, stopChild, waitForOk, type TServerProcess } from './server-process.ts';
