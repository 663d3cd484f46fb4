import type { FastifyRequest } from 'fastify';
import { authOf } from './auth.ts';
import { AppError } from './outcome.ts';

/** Only the company's admin may do this: anyone else is refused (403) with the module's own message. */
export function assertCompanyAdmin(actor: { isCompanyAdmin: boolean }, message: string): void {
  if (!actor.isCompanyAdmin) throw new AppError('forbidden', message);
}

/** The same rule as a route guard (after requireAuth): the signed-in caller must be their company's admin. */
export function requireCompanyAdmin(message: string) {
  return async function requireCompanyAdminHandler(request: FastifyRequest): Promise<void> {
    assertCompanyAdmin(authOf(request), message);
  };
}
