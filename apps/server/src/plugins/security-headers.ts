import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every response, with our content security policy. Helmet builds its
 * header writers from the options once, here; the @fastify/helmet plugin we used before rebuilt them,
 * parsing the whole policy again, on every request, which was about 4% of the server's time on the
 * Review Observer list.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  const writeHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> tag at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile pictures are links the user gives (any https host); images cannot run code.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only production is served over https; elsewhere upgrading would break plain-http localhost.
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    // The Amazon consent flow opens a popup and reads its address when it comes back; plain same-origin
    // would move that popup to another browsing context group and the opener would see it as closed.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    writeHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
