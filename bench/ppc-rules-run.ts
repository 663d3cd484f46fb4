// `npm run bench:ppc-rules`: the PPC rule engine part of `npm run bench` alone (issue 21).
import { runPpcRulesBench } from './ppc-rules.ts';

const record = await runPpcRulesBench();
if (!record.withinBar) {
  process.stderr.write(
    `bench: ppc rules took ${record.worstSeconds} s, over the ${record.barSeconds} s bar\n`,
  );
  process.exitCode = 1;
}
process.exit(process.exitCode ?? 0);
