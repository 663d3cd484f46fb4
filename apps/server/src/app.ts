import helmet from '@fastify/helmet';
import { fail } from '@seller-tools/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { TDatabase } from './db/client.ts';
import type { TClock } from './lib/clock.ts';
import type { TLogger } from './lib/logger.ts';
import type { TMailer } from './mail/mailer.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { isApiPath, notFoundMessage, registerErrorHandling } from './plugins/error-handling.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestConventions } from './plugins/request-conventions.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import type { TQueue } from './queue/queue.ts';
import { SERVER_VERSION } from './version.ts';

export type TAppDeps = {
  config: TConfig;
  database: TDatabase;
  queue: TQueue;
  mailer: TMailer;
  clock: TClock;
  logger: TLogger;
};

export type TApp = FastifyInstance;

/** The whole HTTP application, with every dependency injected; main.ts and the tests both build it here. */
export async function buildApp(deps: TAppDeps) {
  const app = Fastify({
    // Fastify types its instance by logger; the base logger type keeps plugins' signatures plain.
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> tag at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only production is served over https; elsewhere upgrading would break plain-http localhost.
        upgradeInsecureRequests: deps.config.NODE_ENV === 'production' ? [] : null,
      },
    },
  });
  registerRequestConventions(app, { db: deps.database.db });
  registerAuthentication(app, { db: deps.database.db, clock: deps.clock });
  await registerOpenApi(app, { version: SERVER_VERSION });

  // Modules: each a plugin given what it depends on.
  await app.register(healthRoutes, { database: deps.database });

  const servesWeb = deps.config.WEB_DIST_DIR ? await registerWebStatic(app, deps.config.WEB_DIST_DIR) : false;

  app.setNotFoundHandler((request, reply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    // Any non-API page path belongs to the client router, which shows /404 for what it does not know.
    if (servesWeb && readsPage && !isApiPath(request.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(fail(notFoundMessage(request.method, request.url)));
  });

  return app;
}
