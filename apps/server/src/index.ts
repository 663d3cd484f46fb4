// What other workspaces (e2e, bench) may use of the server.
export { buildApp, type TAppDeps } from './app.ts';
export { ConfigError, loadConfig, type TConfig } from './config.ts';
export { connectDatabase, type TDatabase } from './db/client.ts';
export { startEmbeddedPostgres } from './db/embedded.ts';
export { migrateDatabase } from './db/migrate.ts';
export { seedReferenceData } from './db/seed.ts';
