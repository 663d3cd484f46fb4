// The reimbursement audit at scale (issue 19): the big seller (about 100 000 orders and their ledger,
// the one bench/import.ts imports) through the real import, then its audit timed: the run the server's
// reimburse-audit job makes right after the import (its recorded duration), a fresh audit in this process
// (every finding written; bar ≤ 20 s) and a re-run (no row changes). Records under `audit`.
import { auditStoreAt, lastAuditRun, storeOfSeller } from '@seller-tools/server/testing';
import { BIG_SELLER, importSummary, runImportBench, type TImportFigures } from './import.ts';

export const AUDIT_BAR_S = 20;
const JOB_WAIT_MS = 5 * 60_000;

export type TAuditFigures = {
  seller: string;
  barSeconds: number;
  withinBar: boolean;
  /** The server's own job run after the import (null if it did not finish in time). */
  jobSeconds: number | null;
  freshSeconds: number;
  rerunSeconds: number;
  findings: Record<string, number>;
  kinds: unknown;
  rerunChanged: number;
  import: string;
};

/** The import bench with the audit after it: both figures (bench/run.ts records both, from one import). */
export async function runAuditBench(): Promise<{ imported: TImportFigures; audited: TAuditFigures }> {
  let figures: Omit<TAuditFigures, 'import'> | null = null;
  const imported = await runImportBench(async ({ databaseUrl, sandbox }) => {
    const channelId = await storeOfSeller(databaseUrl, BIG_SELLER);
    // The job queued after the import: wait for its run to be recorded.
    const started = Date.now();
    let job = await lastAuditRun(databaseUrl, channelId);
    while (!job && Date.now() - started < JOB_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      job = await lastAuditRun(databaseUrl, channelId);
    }
    const { now } = (await sandbox.control('GET', '/sandbox/clock')) as { now: string };
    const asOf = new Date(now);
    const t0 = performance.now();
    const fresh = await auditStoreAt(databaseUrl, channelId, asOf, { fresh: true });
    const freshSeconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    const rerun = await auditStoreAt(databaseUrl, channelId, asOf);
    const rerunSeconds = (performance.now() - t1) / 1000;
    if (fresh.skipped !== null || rerun.skipped !== null) throw new Error('the audit was skipped');
    const changed = Object.values(rerun.kinds).reduce(
      (n, k) => n + (k?.inserted ?? 0) + (k?.updated ?? 0),
      0,
    );
    const jobMs = (job?.counts as { duration_ms?: number } | undefined)?.duration_ms;
    figures = {
      seller: BIG_SELLER,
      barSeconds: AUDIT_BAR_S,
      withinBar: freshSeconds <= AUDIT_BAR_S,
      jobSeconds: typeof jobMs === 'number' ? round(jobMs / 1000) : null,
      freshSeconds: round(freshSeconds),
      rerunSeconds: round(rerunSeconds),
      findings: fresh.statuses as Record<string, number>,
      kinds: fresh.kinds,
      rerunChanged: changed,
    };
  });
  if (!figures) throw new Error('the audit did not run');
  return {
    imported,
    audited: { ...(figures as Omit<TAuditFigures, 'import'>), import: importSummary(imported) },
  };
}

export function auditSummary(f: TAuditFigures): string {
  return `audit of ${f.seller}: ${f.freshSeconds} s fresh (bar ${f.barSeconds} s), ${f.rerunSeconds} s re-run (${f.rerunChanged} rows changed), job ${f.jobSeconds ?? '—'} s; findings ${JSON.stringify(f.findings)}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
