import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { TConfig } from '../config.ts';

/** Where Amazon serves catalogue images in production (Catalog Items' `images[].link`). */
export const AMAZON_IMAGE_ORIGINS = ['https://m.media-amazon.com', 'https://images-na.ssl-images-amazon.com'];

/**
 * The origins product images come from: Amazon's image hosts, and whatever the configuration points the
 * catalogue and the product pages at (outside production the sandbox, on plain http, which `https:`
 * does not cover, so every product showed its placeholder).
 */
export function productImageOrigins(
  config: Pick<TConfig, 'AMAZON_SP_API_URLS' | 'AMAZON_PRODUCT_PAGES_URL'>,
): string[] {
  const configured = [...Object.values(config.AMAZON_SP_API_URLS), config.AMAZON_PRODUCT_PAGES_URL]
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url).origin);
  return [...new Set([...AMAZON_IMAGE_ORIGINS, ...configured])];
}

/**
 * Helmet's security headers on every response, with our content security policy. Helmet builds its
 * header writers from the options once, here; the @fastify/helmet plugin we used before rebuilt them,
 * parsing the whole policy again, on every request, which was about 4% of the server's time on the
 * Review Observer list.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; imageOrigins: readonly string[] },
): void {
  const writeHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> tag at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile pictures are links the user gives (any https host); images cannot run code. Product
        // images come from the catalogue's image hosts (productImageOrigins).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...options.imageOrigins],
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
