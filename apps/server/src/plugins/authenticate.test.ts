import { ROLES } from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../testing/accounts.ts';
import { createTestSession } from '../testing/registration-fixtures.ts';
import { buildTestApp, type TTestApp } from '../testing/test-app.ts';
import {
  ROLE_REQUIRED_MESSAGE,
  requireExactRole,
  requireRole,
  SIGN_IN_REQUIRED_MESSAGE,
} from './authenticate.ts';

describe('requireRole and requireExactRole', () => {
  let t: TTestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({
      routes: (app) => {
        app.get('/api/test/affiliates', { preHandler: requireRole(ROLES.affiliateAgent) }, async () => ({
          error: false,
        }));
        app.get('/api/test/case-manager', { preHandler: requireExactRole(ROLES.caseManager) }, async () => ({
          error: false,
        }));
      },
    });
    const roles: Record<string, string[]> = {
      seller: [],
      affiliate: [ROLES.affiliateAgent],
      admin: [ROLES.superAdmin],
      caseManager: [ROLES.caseManager],
      violation: [ROLES.violationUser],
    };
    for (const [name, list] of Object.entries(roles)) {
      const user = await insertUser(t.db, {
        email: `${name}@roles.test`,
        password: 'Corr3ct!horse',
        roles: list,
      });
      tokens[name] = await createTestSession(t.db, t.clock, user.id);
    }
  });
  afterAll(() => t.close());

  const get = (url: string, who?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    });

  it('lets holders of a listed role and super-admins through, and refuses others with 403', async () => {
    expect((await get('/api/test/affiliates', 'affiliate')).statusCode).toBe(200);
    expect((await get('/api/test/affiliates', 'admin')).statusCode).toBe(200);
    for (const who of ['seller', 'caseManager', 'violation']) {
      const res = await get('/api/test/affiliates', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: true, message: ROLE_REQUIRED_MESSAGE });
    }
  });

  it('answers 401 without a session', async () => {
    const res = await get('/api/test/affiliates');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, message: SIGN_IN_REQUIRED_MESSAGE });
  });

  it('gives super-admin no bypass on an "only" rule (the case manager page)', async () => {
    expect((await get('/api/test/case-manager', 'caseManager')).statusCode).toBe(200);
    expect((await get('/api/test/case-manager', 'admin')).statusCode).toBe(403);
  });
});
