import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Where the web build writes the public pages it prerendered (apps/web/src/prerender/page-html.ts): `/` as
// index.html, `/a/b` as a/b.html.
const PRERENDERED_DIR = 'prerendered';

/** Route path → file (relative to the root) of every prerendered page in the build. */
export function prerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/');
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `${PRERENDERED_DIR}/${file}`);
  }
  return pages;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; HTML never, so a deploy is seen at once.
 * The public marketing pages the build prerendered get their own HTML, which paints before the JavaScript
 * has loaded (issue 4); as routes, unlike the not-found handler, they are compressed. Any other page path
 * gets index.html (see the not-found handler) so the client router can show its own 404 page. Like the
 * static files, the prerendered pages are listed once, at start.
 */
export async function registerWebStatic(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  for (const [routePath, file] of prerenderedPages(root)) {
    app.get(routePath, { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html').sendFile(file),
    );
  }
  return true;
}
