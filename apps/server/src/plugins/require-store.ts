import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unwrap } from '../lib/outcome.ts';
import { callerStore, type TReviewStore } from '../lib/store-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The stores requireStore let the call through for: channel_id's first, then those of
     * also_channel_id (a route comparing stores). Null elsewhere.
     */
    stores: TReviewStore[] | null;
  }
}

/** Declares request.stores once, so every request has the same shape. */
export function registerStoreAccess(app: FastifyInstance): void {
  app.decorateRequest('stores', null);
}

type TStoreInput = { channel_id: string; also_channel_id?: string[] | undefined };

/**
 * preHandler for store-scoped routes, after requireAuth and any role or team-permission check (those
 * answer first). Resolves the channel_id of the validated query or body, and any also_channel_id, through
 * the access policy, in that order; the first store the caller may not see answers the policy's 403 and
 * the handler never runs.
 */
export function requireStore(from: 'query' | 'body' = 'query') {
  return async function requireStoreHandler(request: FastifyRequest): Promise<void> {
    const auth = request.auth;
    if (!auth) throw new Error('requireStore used on a route without requireAuth');
    const input = (from === 'query' ? request.query : request.body) as TStoreInput;
    const stores: TReviewStore[] = [];
    for (const id of new Set([input.channel_id, ...(input.also_channel_id ?? [])])) {
      // The first store the caller may not see ends the request with the policy's 403.
      stores.push(unwrap(callerStore(auth, id)));
    }
    request.stores = stores;
  };
}

/** Every store of a handler guarded by requireStore, channel_id's first. */
export function storesOf(request: FastifyRequest): TReviewStore[] {
  if (!request.stores?.length) throw new Error('storesOf used on a route without requireStore');
  return request.stores;
}

/** The store named by channel_id, in a handler guarded by requireStore. */
export function storeOf(request: FastifyRequest): TReviewStore {
  const [store] = storesOf(request);
  if (!store) throw new Error('storeOf used on a route without requireStore');
  return store;
}
