import { afterAll, beforeAll } from 'vitest';
import type { TDb } from '../db/client.ts';
import type { TClock } from '../lib/clock.ts';
import { callAsNamed } from './sign-in.ts';
import { buildTestApp, type TTestApp } from './test-app.ts';
import { insertViolationCompany } from './violation-company.ts';

/**
 * The frame of a violation API test: the app on `clock`, a violation company (insertViolationCompany with
 * `domain`, `prefix` and `names`) and the `others` the test adds, by name. `call` signs in the person it
 * names afresh for every request (callAsNamed: the tests move the clock past the idle timeout); `ids`
 * holds their user ids. Its fields are read in hooks and tests.
 */
export function violationApiSuite(options: {
  clock: TClock;
  domain: string;
  prefix: string;
  names?: { owner?: string; member?: string };
  others?: (db: TDb) => Promise<Record<string, { id: string }>>;
}) {
  const ids: Record<string, string> = {};
  const suite = {
    t: undefined as unknown as TTestApp,
    storeA: '',
    storeB: '',
    ids,
    call: callAsNamed((): TTestApp => suite.t, ids),
  };
  beforeAll(async () => {
    suite.t = await buildTestApp({ clock: options.clock });
    const company = await insertViolationCompany(suite.t.db, options.domain, options.prefix, options.names);
    Object.assign(suite, { storeA: company.storeA, storeB: company.storeB });
    const others = (await options.others?.(suite.t.db)) ?? {};
    for (const [name, user] of Object.entries({ ...company.people, ...others })) ids[name] = user.id;
  });
  afterAll(async () => suite.t?.close());
  return suite;
}
