import path from 'node:path';
import { buildApp, buildWorkerApp } from './app.ts';
import type { TConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { createSharedRateLimiter } from './integrations/amazon/shared-rate-limiter.ts';
import { createJobQueues, startJobWorkers } from './jobs/start-workers.ts';
import { ensureFirstAdmin } from './lib/admin-bootstrap.ts';
import { systemClock } from './lib/clock.ts';
import { secretBoxOf } from './lib/encryption-key.ts';
import { createLogger, logFormatFor } from './lib/logger.ts';
import { formatStartBanner, startBannerFacts } from './lib/start-banner.ts';
import { unsubscribeTokensOf } from './lib/unsubscribe-tokens.ts';
import { createMailer } from './mail/mailer.ts';
import { createBilling } from './modules/billing/billing.ts';
import { devMailboxNotice, devMailboxUrl } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { createPpcApply } from './modules/ppc/changes/apply.ts';
import { billableCasesOf } from './modules/reimburse-cases/index.ts';
import { API_DOCS_PATH } from './plugins/openapi.ts';
import { startQueue, stopQueue } from './queue/queue.ts';
import { createMarketplace } from './sync/marketplace.ts';

/** Opens the database, starts the jobs and the HTTP server for a configuration main.ts has validated. */
export async function serve(config: TConfig, repoRoot: string) {
  // Readable lines and a closing banner on a terminal; JSON lines (and no banner) for a pipe or a file.
  const logFormat = logFormatFor(process.stdout);
  const logger = createLogger(config.LOG_LEVEL, undefined, logFormat);
  const started = performance.now();

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.resolve(repoRoot, config.DATA_DIR),
    embeddedPort: config.EMBEDDED_PG_PORT,
    poolMax: config.DATABASE_POOL_MAX,
    logger,
  });
  // The generated administrator's line is printed at once, as always (a start that fails later must not
  // lose the only copy of the password), and again in the closing banner.
  let createdAdminLine: string | null = null;
  let adminOutcome: Awaited<ReturnType<typeof ensureFirstAdmin>>;
  try {
    adminOutcome = await ensureFirstAdmin({
      db: database.db,
      config,
      logger,
      clock: systemClock,
      print: (line) => {
        createdAdminLine = line;
        process.stdout.write(`${line}\n`);
      },
    });
  } catch (err) {
    await database.shutdown();
    throw err;
  }
  const queue = await startQueue({ connectionString: database.url, logger });
  // Amazon's rate limits are the fleet's, not this process's: buckets in PostgreSQL (issue 23).
  const amazonLimiter = createSharedRateLimiter({ db: database.db });
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  // Jobs run on a pool of their own: an import busy with thousands of rows must never hold the
  // connections a page load is waiting for. An API-only process runs none (it only enqueues).
  const jobsDatabase =
    config.ROLE === 'api' ? null : connectDatabase(database.url, { max: config.DATABASE_POOL_MAX });
  if (jobsDatabase) {
    const jobsMarketplace = createMarketplace({
      config,
      secretBox: secretBoxOf(config),
      clock: systemClock,
      limiter: amazonLimiter,
    });
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
      secretBox: secretBoxOf(config),
      // Monthly commission invoices: on what our cases recovered (the cases module's query).
      billing: createBilling({
        db: jobsDatabase.db,
        clock: systemClock,
        mailer,
        config,
        logger,
        billableCases: (companyId, monthStart, monthEnd) =>
          billableCasesOf(jobsDatabase.db, companyId, monthStart, monthEnd),
      }).invoices,
    });
  } else {
    // What the API enqueues must find its queue even before any worker has started.
    await createJobQueues(queue);
  }
  const app =
    config.ROLE === 'worker'
      ? await buildWorkerApp({ database, queue, logger })
      : await buildApp({
          config: {
            ...config,
            WEB_DIST_DIR: path.resolve(repoRoot, config.WEB_DIST_DIR ?? 'apps/web/dist'),
          },
          database,
          queue,
          mailer,
          clock: systemClock,
          logger,
          amazonLimiter,
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
      await jobsDatabase?.close();
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
      role: config.ROLE,
      database: database.embedded ? 'embedded' : 'external',
      startMs: Math.round(performance.now() - started),
    },
    `Seller Tools is running at ${config.PUBLIC_URL}`,
  );
  if (logFormat === 'pretty' && config.ROLE !== 'worker') {
    const facts = startBannerFacts({
      config,
      apiDocsPath: API_DOCS_PATH,
      mailboxUrl: devMailboxUrl(config),
      createdAdminLine,
      adminOutcome,
    });
    process.stdout.write(formatStartBanner(facts));
    return;
  }
  const mailboxNotice = devMailboxNotice(config);
  if (mailboxNotice) logger.info(mailboxNotice);
}
