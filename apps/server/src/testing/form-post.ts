import type { FastifyInstance } from 'fastify';

/**
 * A form POST to the app, as a browser's form or a mail client's one-click unsubscribe (RFC 8058, body
 * `List-Unsubscribe=One-Click`) sends it.
 */
export function injectFormPost(app: FastifyInstance, url: string, payload: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
}
