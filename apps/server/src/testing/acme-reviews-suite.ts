import { afterAll, beforeAll } from 'vitest';
import { TEST_PASSWORD } from './accounts.ts';
import { seedAcmeReviews, seedRival } from './review-fixtures.ts';
import { injectAs, signInToken } from './sign-in.ts';
import { buildTestApp, type TTestApp } from './test-app.ts';

/**
 * The frame of a review API test: an app with Acme's reviewed store (seedAcmeReviews) and its owner
 * (owner@acme.test) signed in, and with `rival` the rival company's store (seedRival) and its user
 * signed in too; made before the enclosing describe's tests and closed after them. Its fields are read in
 * hooks and tests.
 */
export function acmeReviewsSuite(options: { rival?: boolean } = {}) {
  const suite = {
    t: undefined as unknown as TTestApp,
    store: '',
    companyId: '',
    /** The owner's session. */
    token: '',
    rivalCompanyId: '',
    rivalStore: '',
    /** The rival's session (with `rival`). */
    rivalToken: '',
    /** A GET as the holder of `as` (the owner unless said). */
    get: (url: string, as?: string) => injectAs(suite.t.app, as ?? suite.token, 'GET', url),
  };
  beforeAll(async () => {
    suite.t = await buildTestApp();
    const { owner, store } = await seedAcmeReviews(suite.t.db);
    const token = await signInToken(suite.t.app, 'owner@acme.test', TEST_PASSWORD);
    Object.assign(suite, { store, companyId: owner.companyId, token });
    if (options.rival) {
      const { rival, rivalStore } = await seedRival(suite.t.db);
      const rivalToken = await signInToken(suite.t.app, 'rival@rival.test', TEST_PASSWORD);
      Object.assign(suite, { rivalCompanyId: rival.companyId, rivalStore, rivalToken });
    }
  });
  afterAll(async () => suite.t?.close());
  return suite;
}
