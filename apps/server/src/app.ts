import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { fail, PUBLIC_ROUTES } from '@seller-tools/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { TDatabase } from './db/client.ts';
import { lwaClientOf } from './integrations/amazon/lwa.ts';
import type { TRateLimiter } from './integrations/amazon/rate-limiter.ts';
import { jobsRunHere } from './jobs/start-workers.ts';
import type { TClock } from './lib/clock.ts';
import { secretBoxOf } from './lib/encryption-key.ts';
import type { TLogger } from './lib/logger.ts';
import { unsubscribeTokensOf } from './lib/unsubscribe-tokens.ts';
import type { TMailer } from './mail/mailer.ts';
import { adminCatalogRoutes } from './modules/admin-catalog/admin-catalog.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createMfaService } from './modules/auth/mfa.service.ts';
import type { TBillableCasesPort } from './modules/billing/billable-cases.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createBilling } from './modules/billing/billing.ts';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.ts';
import { boardRoutes } from './modules/board/board.routes.ts';
import { channelsRoutes } from './modules/channels/channels.routes.ts';
import { codesRoutes } from './modules/codes/codes.routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { emailCampaignRoutes } from './modules/email-campaign/email-campaign.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { adsConsentRoutes } from './modules/market/ads-consent.routes.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import type { TPpcApply } from './modules/ppc/apply-port.ts';
import { createPpcApply, type TPpcApplyDeps } from './modules/ppc/changes/apply.ts';
import { ppcChangesRoutes } from './modules/ppc/changes/ppc-changes.routes.ts';
import { ppcDaypartRoutes } from './modules/ppc/daypart/daypart.routes.ts';
import { ppcHarvestRoutes } from './modules/ppc/harvest/harvest.routes.ts';
import { ppcReadRoutes } from './modules/ppc/ppc.routes.ts';
import { ppcRulesRoutes } from './modules/ppc/rules/rules.routes.ts';
import { ppcTagRoutes } from './modules/ppc/tags/tags.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { documentsRoutes } from './modules/reimburse/documents/documents.routes.ts';
import { reimburseEnrolRoutes } from './modules/reimburse/enrol/enrolment.routes.ts';
import type { TBillingSetupPort, TDraftCasesPort } from './modules/reimburse/enrol/ports.ts';
import { reimburseRoutes } from './modules/reimburse/reimburse.routes.ts';
import { reimburseSettingsRoutes } from './modules/reimburse/settings/settings.routes.ts';
import { reimburseCasesRoutes } from './modules/reimburse-cases/cases.routes.ts';
import { billableCasesOf, createDraftCases } from './modules/reimburse-cases/index.ts';
import { reimburseLineRoutes } from './modules/reimburse-line/reimburse-line.routes.ts';
import { reportSchedulesRoutes } from './modules/report-schedules/report-schedules.routes.ts';
import { reportsSalesRoutes } from './modules/reports-sales/reports-sales.routes.ts';
import { reviewRequestsRoutes } from './modules/review-requests/review-requests.routes.ts';
import type { TSendDeps } from './modules/review-requests/send-requests.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { staffAuditRoutes } from './modules/staff-audit/staff-audit.routes.ts';
import { supportChatRoutes } from './modules/support-chat/support-chat.routes.ts';
import { userConfigRoutes } from './modules/user-config/user-config.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { feedbackRoutes } from './modules/violation/feedback.routes.ts';
import { violationRoutes } from './modules/violation/violation.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { registerAuditMode } from './plugins/audit-mode.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { isApiPath, notFoundMessage, registerErrorHandling } from './plugins/error-handling.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerRequestConventions } from './plugins/request-conventions.ts';
import { registerStoreAccess } from './plugins/require-store.ts';
import { productImageOrigins, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import type { TQueue } from './queue/queue.ts';
import { createMarketplace } from './sync/marketplace.ts';
import { SERVER_VERSION } from './version.ts';

export type TAppDeps = {
  config: TConfig;
  database: TDatabase;
  queue: TQueue;
  mailer: TMailer;
  clock: TClock;
  logger: TLogger;
  /** Amazon's rate limits shared by every process (main.ts); tests leave it to the marketplace's own. */
  amazonLimiter?: TRateLimiter;
  /** Sponsored Products writes for PPC Manager; the marketplace adapters' unless a test fakes Amazon. */
  ppcSp?: TPpcApplyDeps['sp'];
  /** Amazon's Solicitations API for "send now"; the marketplace adapters' unless a test fakes Amazon. */
  solicitations?: () => TSendDeps['marketplace']['spApi'];
  /** Applies PPC changes at Amazon and logs them: the PPC write side's unless a test fakes it. */
  ppcApply?: TPpcApply | undefined;
  /** Enrolment's hand-over of the free audit's findings to draft cases; tests pass a fake. */
  draftCases?: TDraftCasesPort | undefined;
  /** Enrolment's hand-over of the billing details (step 4) to billing; tests pass a fake. */
  billingSetup?: TBillingSetupPort | undefined;
  /** The month's billable cases for commission invoices (the case lifecycle's; tests pass fakes). */
  billableCases?: TBillableCasesPort | undefined;
};

export type TApp = FastifyInstance;

/** The whole HTTP application, with every dependency injected; main.ts and the tests both build it here. */
export async function buildApp(deps: TAppDeps) {
  const app = Fastify({
    // Fastify types its instance by logger; the base logger type keeps plugins' signatures plain.
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOf(deps.config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  registerSecurityHeaders(app, {
    production: deps.config.NODE_ENV === 'production',
    imageOrigins: productImageOrigins(deps.config),
  });
  // Brotli or gzip for every response above 1 KiB, the web app's bundles above all (issue 4: Lighthouse).
  // Registered before the routes and the static files so it wraps them all.
  // Brotli at its default quality (11) spends ~100 ms on a 50 KB JSON page; quality 4 compresses about as
  // well as gzip at a few milliseconds (measured by `npm run bench`'s review list).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Before every route, so that each /api call is counted (issue 17, M8).
  const rateLimits = await registerRateLimits(app, deps.config);
  registerRequestConventions(app, { db: deps.database.db });
  registerAuthentication(app, {
    db: deps.database.db,
    clock: deps.clock,
    databaseUrl: deps.database.url,
    cache: deps.config.AUTH_CACHE === 'on',
    logger: deps.logger,
  });
  // After authentication: audit mode reads the caller it resolved (and may answer as the audited company).
  registerAuditMode(app, { db: deps.database.db, logger: deps.logger });
  registerStoreAccess(app);
  await registerOpenApi(app, { version: SERVER_VERSION, production: deps.config.NODE_ENV === 'production' });

  // Modules: each a plugin given what it depends on.
  await app.register(healthRoutes, { database: deps.database });
  // The second factor: its own endpoints, and step-up for the staff actions that need it.
  const mfa = createMfaService({
    db: deps.database.db,
    clock: deps.clock,
    secretBox: secretBoxOf(deps.config),
  });
  await app.register(authRoutes, { ...deps, db: deps.database.db, mfa });
  await app.register(usersRoutes, { ...deps, db: deps.database.db, stepUp: mfa.stepUp });
  await app.register(userConfigRoutes, { ...deps, db: deps.database.db });
  await app.register(channelsRoutes, { ...deps, db: deps.database.db });
  await app.register(boardRoutes, { ...deps, db: deps.database.db });
  await app.register(plansRoutes, { db: deps.database.db });
  await app.register(adminCatalogRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(codesRoutes, { ...deps, db: deps.database.db });
  await app.register(registrationRoutes, { ...deps, db: deps.database.db });
  await app.register(marketRoutes, {
    ...deps,
    db: deps.database.db,
    secretBox: secretBoxOf(deps.config),
    lwa: lwaClientOf(deps.config),
  });
  await app.register(adsConsentRoutes, {
    ...deps,
    db: deps.database.db,
    secretBox: secretBoxOf(deps.config),
  });
  await app.register(inquiriesRoutes, { ...deps, db: deps.database.db });
  // Sponsored Products writes: the marketplace adapters' unless a test fakes Amazon; rules, harvesting
  // and dayparting apply through the same write side unless a test fakes it.
  // Built once, when first needed (a test that fakes Amazon never builds it).
  let marketplace: ReturnType<typeof createMarketplace> | null = null;
  const marketplaceOf = () =>
    (marketplace ??= createMarketplace({
      config: deps.config,
      secretBox: secretBoxOf(deps.config),
      clock: deps.clock,
      ...(deps.amazonLimiter ? { limiter: deps.amazonLimiter } : {}),
    }));
  const ppcSp = deps.ppcSp ?? marketplaceOf().adsApi.sp;
  await app.register(ppcChangesRoutes, { db: deps.database.db, clock: deps.clock, sp: ppcSp });
  await app.register(reviewsRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    unsubscribeTokens: unsubscribeTokensOf(deps.config),
  });
  await app.register(emailCampaignRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    mailer: deps.mailer,
    queue: deps.queue,
    unsubscribeTokens: unsubscribeTokensOf(deps.config),
    publicUrl: deps.config.PUBLIC_URL,
  });
  await app.register(supportChatRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    mailer: deps.mailer,
    publicUrl: deps.config.PUBLIC_URL,
    databaseUrl: deps.database.url,
    logger: deps.logger,
  });
  await app.register(reviewRequestsRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    logger: deps.logger,
    solicitations: deps.solicitations ?? (() => marketplaceOf().spApi),
  });
  await app.register(violationRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(feedbackRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(webhooksRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    queue: deps.queue,
    secretBox: secretBoxOf(deps.config),
    allowLocalHttp: deps.config.NODE_ENV !== 'production',
  });
  await app.register(reportsSalesRoutes, { db: deps.database.db });
  await app.register(reportSchedulesRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(reimburseSettingsRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(reimburseRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(documentsRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(ppcReadRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(adminUsersRoutes, { db: deps.database.db, clock: deps.clock, stepUp: mfa.stepUp });
  await app.register(reimburseLineRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(reimburseCasesRoutes, { db: deps.database.db, clock: deps.clock });
  const billing = createBilling({
    db: deps.database.db,
    clock: deps.clock,
    mailer: deps.mailer,
    config: deps.config,
    logger: deps.logger,
    // Commission is charged on what our cases recovered (the cases module knows which).
    billableCases:
      deps.billableCases ??
      ((companyId, monthStart, monthEnd) =>
        billableCasesOf(deps.database.db, companyId, monthStart, monthEnd)),
  });
  await app.register(billingRoutes, { billing });
  await app.register(stripeWebhookRoutes, { billing });
  await app.register(reimburseEnrolRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    queue: deps.queue,
    // Enrolment turns the free audit's findings into draft cases (the cases module owns them).
    draftCases: deps.draftCases ?? ((input) => createDraftCases(deps.database.db, input)),
    // Step 4's billing details go to the company's Stripe customer.
    billingSetup:
      deps.billingSetup ??
      ((input) =>
        billing.setup.saveDetails({ userId: input.actorUserId, companyId: input.companyId }, input.details)),
  });
  await app.register(staffAuditRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(seoRoutes, { config: deps.config });
  const ppc = {
    db: deps.database.db,
    clock: deps.clock,
    apply: deps.ppcApply ?? createPpcApply({ db: deps.database.db, clock: deps.clock, sp: ppcSp }),
  };
  await app.register(ppcRulesRoutes, ppc);
  await app.register(ppcHarvestRoutes, ppc);
  await app.register(ppcDaypartRoutes, ppc);
  await app.register(ppcTagRoutes, ppc);
  // Reads every address's mail: outside production only, and in production the routes do not exist.
  if (deps.config.NODE_ENV !== 'production') await app.register(devMailboxRoutes, { db: deps.database.db });

  const servesWeb = deps.config.WEB_DIST_DIR ? await registerWebStatic(app, deps.config.WEB_DIST_DIR) : false;

  app.setNotFoundHandler(async (request, reply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    // Any non-API page path belongs to the client router, which shows /404 for what it does not know.
    if (servesWeb && readsPage && !isApiPath(request.url)) {
      // The consent popup arrives here from the marketplace's origin: any COOP on this page would cut it
      // off from the tab that opened it, which must read its address.
      if (pathOf(request.url) === PUBLIC_ROUTES.amazonAuthReturn)
        reply.removeHeader('cross-origin-opener-policy');
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    // Probing for routes: 404 answers have a budget of their own per IP.
    await rateLimits.notFound(request);
    return reply.code(404).send(fail(notFoundMessage(request.method, request.url)));
  });

  return app;
}

/** TRUST_PROXY as Fastify takes it: nothing, or the proxies' addresses (CIDR allowed). */
function trustProxyOf(setting: string): false | string[] {
  if (setting === '') return false;
  return setting
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * A worker process's HTTP (ROLE=worker, issue 23): health for its orchestrator and the job queues'
 * figures as Prometheus text, nothing else; the API and the web app are the API processes'.
 */
export async function buildWorkerApp(deps: { database: TDatabase; queue: TQueue; logger: TLogger }) {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes, { database: deps.database });
  app.get('/metrics', async (_request, reply) => {
    const queues = await deps.queue.getQueues();
    const lines = [
      '# TYPE seller_tools_jobs gauge',
      ...queues.flatMap((q) =>
        (['ready', 'active', 'deferred', 'failed'] as const).map(
          (state) => `seller_tools_jobs{queue="${q.name}",state="${state}"} ${q[`${state}Count`]}`,
        ),
      ),
      '# TYPE seller_tools_jobs_run_total counter',
      ...[...jobsRunHere].flatMap(([queue, counts]) =>
        (['completed', 'failed'] as const).map(
          (outcome) =>
            `seller_tools_jobs_run_total{queue="${queue}",outcome="${outcome}"} ${counts[outcome]}`,
        ),
      ),
      '# TYPE seller_tools_jobs_run_seconds_total counter',
      ...[...jobsRunHere].map(
        ([queue, counts]) =>
          `seller_tools_jobs_run_seconds_total{queue="${queue}"} ${counts.seconds.toFixed(3)}`,
      ),
      '# TYPE process_uptime_seconds gauge',
      `process_uptime_seconds ${Math.round(process.uptime())}`,
    ];
    return reply.type('text/plain; version=0.0.4').send(`${lines.join('\n')}\n`);
  });
  return app;
}
