import { connectDatabase } from '../db/client.ts';
import { createDraftCases } from '../modules/reimburse-cases/index.ts';

// Reimbursement cases in a started server's database, for the e2e specs: what the audit job does after an
// audit (findings into draft cases), run on demand. Payments: sandbox-reports.ts.

async function withDb<T>(
  databaseUrl: string,
  run: (db: ReturnType<typeof connectDatabase>['db']) => Promise<T>,
) {
  const database = connectDatabase(databaseUrl, { max: 2 });
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}

/** The store's open findings into draft cases, as after an audit of an enrolled store. */
export function createDraftCasesIn(databaseUrl: string, companyId: string, channelId: string) {
  return withDb(databaseUrl, (db) => createDraftCases(db, { companyId, channelId }));
}
