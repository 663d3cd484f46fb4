import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of this plugin read an HTML form's body (`application/x-www-form-urlencoded`) as an
 * object of its fields: the unsubscribe pages post plain forms, and mail clients' one-click POST
 * (RFC 8058) sends `List-Unsubscribe=One-Click` that way.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
