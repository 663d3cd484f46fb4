import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { createAuthStore, type TAuthStore } from './auth-store.ts';
import { systemClock, type TClock } from './clock.ts';
import { loadSandboxConfig, type TSandboxConfig } from './config.ts';
import { registerConsentRoutes } from './consent-routes.ts';
import { registerFormBodyParser } from './form-body.ts';
import { registrationFromConfig } from './registration.ts';
import { registerTokenRoutes } from './token-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    // Grants issued by the consent page and LWA; SP-API routes check `x-amz-access-token` against it.
    authStore: TAuthStore;
  }
}

// The marketplace emulator: it speaks Amazon's wire protocol (consent page, LWA token endpoint, and later
// SP-API, Ads API, product pages) with deterministic data per seller.
export async function buildSandboxApp(deps: {
  logger: Logger;
  clock?: TClock;
  config?: TSandboxConfig;
  startedAt?: number;
}) {
  const app = Fastify({ loggerInstance: deps.logger as FastifyBaseLogger });
  const clock = deps.clock ?? systemClock;
  const config = deps.config ?? loadSandboxConfig({});
  const startedAt = deps.startedAt ?? clock.now().getTime();
  const registration = registrationFromConfig(config);
  const authStore = createAuthStore(clock);
  app.decorate('authStore', authStore);
  registerFormBodyParser(app);

  app.get('/healthz', async () => ({
    status: 'ok' as const,
    service: 'marketplace-sandbox',
    uptimeSeconds: Math.round((clock.now().getTime() - startedAt) / 1000),
  }));

  registerConsentRoutes(app, { registration, authStore });
  registerTokenRoutes(app, { registration, authStore });

  // Amazon answers unknown paths with a JSON error list; so does the sandbox.
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      errors: [{ code: 'NotFound', message: `Resource ${request.url.split('?')[0]} is not found.` }],
    }),
  );
  return app;
}
