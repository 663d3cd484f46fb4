import { AmazonApiError } from '../integrations/amazon/amazon-http.ts';
import { ReportTooLargeError } from '../integrations/amazon/bounded-gunzip.ts';
import { isRefreshTokenRefused } from './reconnect-needed.ts';
import type { TStageContext } from './sync-context.ts';

// What a stage's failure tells the tenant (a reason code, stored as the stage's `reason`), and the
// time budget a long stage keeps: it stops between units of work, its checkpoint saved, and the job
// queues itself again, so one store's hours-long import never holds a worker for hours.

/** Thrown by a stage that reached its time budget; its checkpoint is saved, the job carries on later. */
export class StageBudgetSpent extends Error {
  constructor() {
    super('stage time budget spent');
    this.name = 'StageBudgetSpent';
  }
}

/** Stops the stage (StageBudgetSpent) once its run's deadline has passed; call it between units of work. */
export function checkBudget(ctx: Pick<TStageContext, 'clock' | 'deadline'>): void {
  if (ctx.deadline !== undefined && ctx.clock.now().getTime() >= ctx.deadline) throw new StageBudgetSpent();
}

/**
 * The reason code a failed stage shows. Never the exception's text: a database error carries the SQL and
 * its bound values (another store's data, at worst); the detail goes to the log instead.
 */
export function stageReasonCode(err: unknown): string {
  if (isRefreshTokenRefused(err)) return 'reconnect_needed';
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof ReportTooLargeError) return 'report_too_large';
    if (e instanceof AmazonApiError) return `amazon_${e.kind}`;
  }
  return 'internal_error';
}
