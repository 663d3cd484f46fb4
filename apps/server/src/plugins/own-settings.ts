import { ok } from '@seller-tools/contract';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../lib/auth.ts';

// A signed-in user's own settings (notification settings of each product) are read and saved the same
// way: keyed by the caller, the save answered with the product's "saved" message.

/** The GET and PUT handlers of a caller's own settings. */
export function ownSettingsHandlers<B, T>(
  service: { get: (userId: string) => Promise<T>; save: (userId: string, body: B) => Promise<T> },
  savedMessage: string,
) {
  return {
    get: async (request: FastifyRequest) => ok(await service.get(authOf(request).userId)),
    save: async (request: FastifyRequest & { body: B }) =>
      ok(await service.save(authOf(request).userId, request.body), savedMessage),
  };
}
