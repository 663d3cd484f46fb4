import { DETECTORS } from './audit/detectors/index.ts';
import { runAudit, type TAuditDeps, type TAuditRunResult } from './audit/run-audit.ts';

// A store's reimbursement audit with every registered detector: what the job and the tools run. (The
// runner takes its detectors as a dependency: the detectors import the audit's types, so the runner
// importing their registry would tie the two folders in a cycle.)
export function auditStore(deps: Omit<TAuditDeps, 'detectors'>, channelId: string): Promise<TAuditRunResult> {
  return runAudit({ ...deps, detectors: DETECTORS }, channelId);
}
