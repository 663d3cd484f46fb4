import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config.ts';
import { robotsTxt, sitemapXml } from './seo.ts';

// Real routes, so the SPA fallback (the not-found handler) never answers these two paths with index.html.
export const seoRoutes: FastifyPluginAsyncZod<{ config: Pick<TConfig, 'PUBLIC_URL'> }> = async (
  app,
  deps,
) => {
  // Both depend only on the configuration: built once.
  const sitemap = sitemapXml(deps.config.PUBLIC_URL);
  const robots = robotsTxt(deps.config.PUBLIC_URL);
  const cacheControl = 'public, max-age=3600';

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', cacheControl).type('application/xml; charset=utf-8').send(sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', cacheControl).type('text/plain; charset=utf-8').send(robots),
  );
};
