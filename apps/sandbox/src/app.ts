import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { registerHistoryRoutes } from './ads-api/history-routes.ts';
import { registerProfilesRoutes } from './ads-api/profiles-routes.ts';
import { registerReportingRoutes } from './ads-api/reporting-routes.ts';
import { registerSpRoutes } from './ads-api/sp-routes.ts';
import { registerSpWriteRoutes } from './ads-api/sp-write-routes.ts';
import { registerAdsConsentRoutes } from './ads-consent.ts';
import { createAuthStore, type TAuthStore } from './auth-store.ts';
import { adjustableClock, systemClock, type TClock } from './clock.ts';
import { loadSandboxConfig, regionPorts, type TSandboxConfig } from './config.ts';
import { registerConsentRoutes } from './consent-routes.ts';
import { registerCasesRoute } from './control/cases-route.ts';
import { registerConsoleEditsRoute } from './control/console-edits-route.ts';
import { registerControlRoutes } from './control/control-routes.ts';
import { registerListingEventsRoute } from './control/listing-events-route.ts';
import { registerRemovedReviewsRoute } from './control/removed-reviews-route.ts';
import { createCounters } from './counters.ts';
import { createFaults } from './faults.ts';
import { registerFormBodyParser } from './form-body.ts';
import type { TApiDeps } from './operation.ts';
import { registerPageRoutes } from './pages/page-routes.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { registrationFromConfig } from './registration.ts';
import { sellerDirectory } from './sellers.ts';
import { registerCatalogRoutes } from './sp-api/catalog-routes.ts';
import { registerFbaRoutes } from './sp-api/fba-routes.ts';
import { registerFinancesRoutes } from './sp-api/finances-routes.ts';
import { registerListingsRoutes } from './sp-api/listings-routes.ts';
import { registerOrders2026Routes } from './sp-api/orders-2026-routes.ts';
import { registerOrdersV0Routes } from './sp-api/orders-routes.ts';
import { registerPricingRoutes } from './sp-api/pricing-routes.ts';
import { registerReportsRoutes } from './sp-api/reports-routes.ts';
import { registerSellersRoutes } from './sp-api/sellers-routes.ts';
import { registerSolicitationsRoutes } from './sp-api/solicitations-routes.ts';
import { registerStripeRoutes } from './stripe/stripe-routes.ts';
import { registerTokenRoutes } from './token-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    // Grants issued by the consent page and LWA; SP-API routes check `x-amz-access-token` against it.
    authStore: TAuthStore;
  }
}

// The marketplace emulator: it speaks Amazon's wire protocol (consent page, LWA token endpoint, SP-API,
// Ads API, product pages) with deterministic data per seller.
export async function buildSandboxApp(deps: {
  logger: Logger;
  clock?: TClock;
  config?: TSandboxConfig;
  startedAt?: number;
}) {
  const app = Fastify({ loggerInstance: deps.logger as FastifyBaseLogger });
  const clock = adjustableClock(deps.clock ?? systemClock);
  const config = deps.config ?? loadSandboxConfig({});
  const startedAt = deps.startedAt ?? clock.now().getTime();
  const registration = registrationFromConfig(config);
  const authStore = createAuthStore(clock);
  app.decorate('authStore', authStore);
  registerFormBodyParser(app);
  // Ads API bodies come as application/vnd.*+json; they are JSON all the same.
  app.addContentTypeParser(
    /^application\/vnd\.[\w.]+\+json/,
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, body === '' ? {} : JSON.parse(String(body)));
      } catch (err) {
        done(Object.assign(err as Error, { statusCode: 400 }), undefined);
      }
    },
  );

  app.get('/healthz', async () => ({
    status: 'ok' as const,
    service: 'marketplace-sandbox',
    uptimeSeconds: Math.round((clock.now().getTime() - startedAt) / 1000),
  }));

  const api: TApiDeps = {
    clock,
    authStore,
    registration,
    limiter: createRateLimiter({ clock, multiplier: config.SANDBOX_RATE_MULTIPLIER }),
    faults: createFaults(clock),
    counters: createCounters(clock),
    regionPorts: regionPorts(config),
  };

  const sellers = sellerDirectory(config.SANDBOX_BENCH_SELLERS);
  registerConsentRoutes(app, { registration, authStore, sellers });
  registerAdsConsentRoutes(app, { registration, authStore });
  registerTokenRoutes(app, { registration, authStore });
  registerControlRoutes(app, { ...api, sellers });
  registerConsoleEditsRoute(app, api);
  registerListingEventsRoute(app, api);
  registerRemovedReviewsRoute(app, api);
  registerCasesRoute(app, api);
  registerSellersRoutes(app, api);
  registerListingsRoutes(app, api);
  registerOrdersV0Routes(app, api);
  registerOrders2026Routes(app, api);
  registerCatalogRoutes(app, api);
  registerPricingRoutes(app, api);
  registerReportsRoutes(app, api);
  registerFbaRoutes(app, api);
  registerFinancesRoutes(app, api);
  registerSolicitationsRoutes(app, api);
  registerProfilesRoutes(app, api);
  registerSpRoutes(app, api);
  registerSpWriteRoutes(app, api);
  registerHistoryRoutes(app, api);
  registerReportingRoutes(app, api);

  registerPageRoutes(app, { clock });
  // Stripe's API (billing, issue 20): Stripe is out of reach from here too, so the sandbox emulates it.
  registerStripeRoutes(app, { clock, config });

  // Amazon answers unknown paths with a JSON error list; so does the sandbox.
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      errors: [{ code: 'NotFound', message: `Resource ${request.url.split('?')[0]} is not found.` }],
    }),
  );
  return app;
}
