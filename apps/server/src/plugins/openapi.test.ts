import { ROLES } from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, insertSignedInUser } from '../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../testing/test-app.ts';

// Issue 17: in production the API's map is for super-admins only (public elsewhere: app.test.ts).
describe('OpenAPI in production', () => {
  let t: TTestApp;
  let adminToken: string;
  let sellerToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'production' } });
    adminToken = (await insertSignedInUser(t, t.db, { email: 'root@system.test', roles: [ROLES.superAdmin] }))
      .token;
    sellerToken = (await insertSignedInUser(t.app, t.db, { email: 'maria@harbor.test' })).token;
  });
  afterAll(() => t.close());

  it.each(['/api/openapi.json', '/api/docs/', '/api/docs/json'])(
    '%s answers a super-admin only',
    async (url) => {
      expect((await injectAs(t.app, undefined, 'GET', url)).statusCode).toBe(401);
      expect((await injectAs(t.app, sellerToken, 'GET', url)).statusCode).toBe(403);
      expect((await injectAs(t.app, adminToken, 'GET', url)).statusCode).toBe(200);
    },
  );
});
