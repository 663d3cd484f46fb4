// The campaign send bench (issue 24; `npm run bench:campaign`, and in `npm run bench`): 10 000 subscribed
// users (bulk insert) get a campaign through the real send batches (one transaction per batch writing the
// outbox rows and marking the recipients), without a rate limit, so the figure is what the database and
// the per-recipient rendering sustain. Records under `campaignSend`.
import os from 'node:os';
import {
  insertCompany,
  seedNewsletterAudience,
  sendNewsletterCampaign,
  startBenchDatabase,
} from '@seller-tools/server/testing';
import { recordResult } from './results.ts';

const RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 10_000);
const BATCH = Number(process.env.BENCH_CAMPAIGN_BATCH ?? 100);
// What a production rate setting must stay under to be honest: the default CAMPAIGN_SEND_RATE is 20/s.
const BAR_PER_SECOND = 200;

export async function runCampaignSendBench() {
  const db = await startBenchDatabase({ max: 4 });
  try {
    const companyId = await insertCompany(db.db, 'Campaign bench');
    await seedNewsletterAudience(db.db, companyId, RECIPIENTS);
    const start = performance.now();
    const mails = await sendNewsletterCampaign(db.db, {
      batchSize: BATCH,
      ratePerSecond: Number.POSITIVE_INFINITY,
      budgetMs: 3_600_000,
    });
    const seconds = (performance.now() - start) / 1000;
    const perSecond = Math.round(mails / seconds);
    const record = {
      recipients: RECIPIENTS,
      batchSize: BATCH,
      mails,
      seconds: Math.round(seconds * 10) / 10,
      mailsPerSecond: perSecond,
      barPerSecond: BAR_PER_SECOND,
      withinBar: mails === RECIPIENTS && perSecond >= BAR_PER_SECOND,
      loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
    };
    recordResult('campaignSend', record);
    process.stdout.write(
      `bench: campaign send ${mails} mails in ${record.seconds} s = ${perSecond} mails/s (bar ${BAR_PER_SECOND}/s)\n`,
    );
    return record;
  } finally {
    await db.stop();
  }
}
