import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { assertProductionReady, ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { startJobWorkers } from './jobs/start-workers.ts';
import { ensureFirstAdmin } from './lib/admin-bootstrap.ts';
import { systemClock } from './lib/clock.ts';
import { resolveEncryptionKey, secretBoxOf } from './lib/encryption-key.ts';
import { createLogger } from './lib/logger.ts';
import { unsubscribeTokensOf } from './lib/unsubscribe-tokens.ts';
import { createMailer } from './mail/mailer.ts';
import { createBilling } from './modules/billing/billing.ts';
import { devMailboxNotice } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { createPpcApply } from './modules/ppc/changes/apply.ts';
import { startQueue, stopQueue } from './queue/queue.ts';
import { createMarketplace } from './sync/marketplace.ts';

// Paths in the environment are relative to the repository root, where `npm start` runs.
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function readConfig() {
  try {
    const config = loadConfig(process.env);
    assertProductionReady(config);
    // Outside production an unset ENCRYPTION_KEY becomes a key kept under DATA_DIR; production refuses.
    const dataDir = path.resolve(REPO_ROOT, config.DATA_DIR);
    return { ...config, ENCRYPTION_KEY: resolveEncryptionKey({ ...config, DATA_DIR: dataDir }) };
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const started = performance.now();

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.resolve(REPO_ROOT, config.DATA_DIR),
    embeddedPort: config.EMBEDDED_PG_PORT,
    poolMax: config.DATABASE_POOL_MAX,
    logger,
  });
  try {
    await ensureFirstAdmin({ db: database.db, config, logger, clock: systemClock });
  } catch (err) {
    await database.shutdown();
    throw err;
  }
  const queue = await startQueue({ connectionString: database.url, logger });
  // Jobs run in this process (the import a store's connect queues, among others) on a pool of their own:
  // an import busy with thousands of rows must never hold the connections a page load is waiting for.
  const jobsDatabase = connectDatabase(database.url, { max: config.DATABASE_POOL_MAX });
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const jobsMarketplace = createMarketplace({ config, secretBox: secretBoxOf(config), clock: systemClock });
  await startJobWorkers({
    db: jobsDatabase.db,
    queue,
    clock: systemClock,
    logger,
    config,
    marketplace: jobsMarketplace,
    // PPC rules and dayparting apply their changes at Amazon through the write side (change log, undo).
    ppcApply: createPpcApply({ db: jobsDatabase.db, clock: systemClock, sp: jobsMarketplace.adsApi.sp }),
    mailer,
    unsubscribeTokens: unsubscribeTokensOf(config),
    publicUrl: config.PUBLIC_URL,
    billing: createBilling({ db: jobsDatabase.db, clock: systemClock, mailer, config, logger }).invoices,
  });
  const app = await buildApp({
    config: {
      ...config,
      WEB_DIST_DIR: path.resolve(REPO_ROOT, config.WEB_DIST_DIR ?? 'apps/web/dist'),
    },
    database,
    queue,
    mailer,
    clock: systemClock,
    logger,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await app.close();
      await stopQueue(queue);
      await jobsDatabase.close();
      await database.shutdown();
    } catch (err) {
      logger.error({ err }, 'error while stopping');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(
    {
      url: config.PUBLIC_URL,
      database: database.embedded ? 'embedded' : 'external',
      startMs: Math.round(performance.now() - started),
    },
    `Seller Tools is running at ${config.PUBLIC_URL}`,
  );
  const mailboxNotice = devMailboxNotice(config);
  if (mailboxNotice) logger.info(mailboxNotice);
}

main().catch((err: unknown) => {
  // A ConfigError found after the database opened (ADMIN_PASSWORD) reads like the ones found before.
  if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else
    process.stderr.write(
      `Seller Tools failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
    );
  process.exit(1);
});
