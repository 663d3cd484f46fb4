import { sendViolationAlerts } from '../../modules/violation/alert-mail.ts';
import type { TJobDeps } from './define-job.ts';
import { defineTick } from './define-job.ts';

/** Every hour on the hour: each user whose summary hour it is in their time zone gets their violation
 * notices routed to the daily summary, in one mail, once a day. */
export const violationDigestJob = defineTick({
  name: 'violation-digest',
  cron: '0 * * * *',
  handler: async (deps: Pick<TJobDeps, 'db' | 'clock' | 'logger' | 'mailer' | 'publicUrl'>) => {
    const sent = await sendViolationAlerts(deps, 'daily');
    if (sent > 0) deps.logger.info({ sent }, 'violation summaries sent');
  },
});
