// `npm run bench:campaign`: the campaign send part of `npm run bench` alone (issue 24).
import { runCampaignSendBench } from './campaign-send.ts';

const record = await runCampaignSendBench();
if (!record.withinBar) {
  process.stderr.write(
    `bench: campaign send ${record.mailsPerSecond} mails/s, under the ${record.barPerSecond}/s bar\n`,
  );
  process.exitCode = 1;
}
process.exit(process.exitCode ?? 0);
