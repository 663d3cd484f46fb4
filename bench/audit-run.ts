// `npm run bench:audit`: the reimbursement audit part of `npm run bench` alone (the big seller imported,
// then audited), on a server of its own. Records under `audit`, as the full run does.
import { AUDIT_BAR_S, auditSummary, runAuditBench } from './audit.ts';
import { recordResult } from './results.ts';

const { audited } = await runAuditBench();
recordResult('audit', audited);
process.stdout.write(`bench: ${auditSummary(audited)}\n`);
if (!audited.withinBar) {
  process.stderr.write(`bench: the audit took ${audited.freshSeconds} s, over the ${AUDIT_BAR_S} s bar\n`);
  process.exitCode = 1;
}
// The embedded database's exit hook would otherwise decide the exit code (bench/run.ts does the same).
process.exit(process.exitCode ?? 0);
