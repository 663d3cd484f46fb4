import { afterAll, beforeAll } from 'vitest';
import { fakeApply } from '../modules/ppc/ppc-fixtures.ts';
import { insertPpcTeam } from './ppc-team.ts';
import { injectAs } from './sign-in.ts';
import { buildTestApp, type TTestApp } from './test-app.ts';

/**
 * The frame of a PPC API test: an app whose apply is a fake keeping its calls, and the team of
 * insertPpcTeam (the `ads@<domain>` admin and `seller@<domain>` sessions, the store with its Ads account),
 * made before the enclosing describe's tests and closed after them. Its fields are read in hooks and tests.
 */
export function ppcApiSuite(domain: string, sellerId: string) {
  const suite = {
    t: undefined as unknown as TTestApp,
    fake: fakeApply(),
    companyId: '',
    admin: '',
    seller: '',
    store: '',
    /** One request as the holder of `token` (anonymous without one). */
    call: (
      token: string | undefined,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => injectAs(suite.t.app, token, method, url, payload),
  };
  beforeAll(async () => {
    suite.t = await buildTestApp({ ppcApply: suite.fake.apply });
    const { companyId, admin, seller, store } = await insertPpcTeam(suite.t, domain, sellerId);
    Object.assign(suite, { companyId, admin, seller, store });
  });
  afterAll(async () => suite.t?.close());
  return suite;
}
