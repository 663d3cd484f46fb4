import { REIMBURSE_MESSAGES } from '@seller-tools/contract';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { SIGN_IN_REQUIRED_MESSAGE } from './auth.ts';
import { reimbursePlanOf } from './company-plans.ts';

export { reimbursePlanOf };

import { AppError } from './outcome.ts';

type TSelector = Pick<TDb, 'select'>;

/**
 * preHandler of every endpoint of the seller's reimbursement line that shows details (after requireAuth,
 * before requireStore): a company without the reimburse plan gets 403; the web shows the free audit then.
 */
export function requireReimbursePlan(db: TSelector) {
  return async function requireReimbursePlanHandler(request: FastifyRequest): Promise<void> {
    const auth = request.auth;
    if (!auth) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
    if (!(await reimbursePlanOf(db, auth.companyId))) {
      throw new AppError('forbidden', REIMBURSE_MESSAGES.planRequired);
    }
  };
}
