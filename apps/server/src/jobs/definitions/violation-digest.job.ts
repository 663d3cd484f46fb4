import { sendViolationAlerts } from '../../modules/violation/alert-mail.ts';
import type { TJobDeps } from './define-job.ts';
import { defineTick } from './define-job.ts';

/** Once a day (07:00 UTC): each user's violation notices routed to the daily summary, in one mail. */
export const violationDigestJob = defineTick({
  name: 'violation-digest',
  cron: '0 7 * * *',
  handler: async (deps: Pick<TJobDeps, 'db' | 'clock' | 'logger' | 'mailer' | 'publicUrl'>) => {
    const sent = await sendViolationAlerts(deps, 'daily');
    if (sent > 0) deps.logger.info({ sent }, 'violation summaries sent');
  },
});
