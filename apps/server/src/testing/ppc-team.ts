import { seedAdsAccount } from '../modules/ppc/ppc-fixtures.ts';
import { insertUser } from './accounts.ts';
import { insertStore } from './channels.ts';
import { createTestSession } from './registration-fixtures.ts';
import type { TTestApp } from './test-app.ts';

/**
 * The people of the PPC API tests: an advertising-admin (`ads@<domain>`) and a plain seller
 * (`seller@<domain>`) of one company, each with a session, and the company's store with the Ads account
 * above.
 */
export async function insertPpcTeam(t: TTestApp, domain: string, sellerId: string) {
  const ads = await insertUser(t.db, { email: `ads@${domain}`, roles: ['advertising-admin'] });
  const plain = await insertUser(t.db, { email: `seller@${domain}`, companyId: ads.companyId });
  const store = await insertStore(t.db, { companyId: ads.companyId, sellerId });
  await seedAdsAccount(t.db, store);
  return {
    companyId: ads.companyId,
    adminId: ads.id,
    admin: await createTestSession(t.db, t.clock, ads.id),
    seller: await createTestSession(t.db, t.clock, plain.id),
    store,
  };
}
