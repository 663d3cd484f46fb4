import { afterAll, beforeAll, expect } from 'vitest';
import { IMPORT_STAGE_RUNNERS } from '../jobs/definitions/initial-import.job.ts';
import type { TClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { runStage } from '../sync/run-stage.ts';
import { findSyncStore } from '../sync/sync-store.ts';
import { insertUser } from './accounts.ts';
import { sandboxMarketplace } from './sandbox-marketplace.ts';
import { startSandboxProcess, type TSandboxProcess } from './sandbox-process.ts';
import { buildTestApp, type TTestApp } from './test-app.ts';

// One store of a sandbox demo seller, connected for a sandbox-backed import test (*.sandbox.test.ts):
// the sandbox process, a test app whose clock follows the sandbox's when a test moves it, and the
// deps the stages and jobs run with. Started before the describe block's tests, stopped after them.

/** A store's initial-import stages after a complete import: [stage, status] in stage-name order. */
export const EVERY_STAGE_DONE = [
  ['account-health', 'done'],
  ['ads', 'done'],
  ['catalogue', 'done'],
  ['fba-reports', 'done'],
  ['finances', 'done'],
  ['inbound', 'done'],
  ['listings', 'done'],
  ['offers', 'done'],
  ['orders', 'done'],
  ['reviews', 'done'],
];

export type TSandboxStoreSeed = {
  email: string;
  sellerId: string;
  marketplaceId: string;
  /** Run once the store is connected (e.g. a stage the tests build on). */
  prepare?: (fixture: TSandboxStore) => Promise<void>;
  timeoutMs?: number;
};

export type TSandboxStore = {
  readonly sandbox: TSandboxProcess;
  readonly t: TTestApp;
  readonly storeId: string;
  /** The wall clock plus however far shiftClock moved it (to agree with a sandbox clock moved ahead). */
  readonly clock: TClock;
  shiftClock(ms: number): void;
  /** Moves the sandbox's clock and ours to `by` ms after `at` (a minute unless said), which lies ahead. */
  moveClockTo(at: string, by?: number): Promise<void>;
  deps(): ReturnType<typeof sandboxDeps>;
  /** Runs one initial-import stage for the store, as the import job does. */
  runImportStage(name: keyof typeof IMPORT_STAGE_RUNNERS): ReturnType<typeof runStage>;
};

export { sandboxMarketplace } from './sandbox-marketplace.ts';

function sandboxDeps(sandbox: TSandboxProcess, t: TTestApp, clock: TClock) {
  return {
    db: t.db,
    clock,
    logger: createLogger('silent'),
    marketplace: sandboxMarketplace(sandbox, clock),
    queue: t.queue,
  };
}

export function sandboxStoreFixture(seed: TSandboxStoreSeed): TSandboxStore {
  let sandbox: TSandboxProcess | undefined;
  let t: TTestApp | undefined;
  let storeId: string | undefined;
  let offset = 0;
  const clock: TClock = { now: () => new Date(Date.now() + offset) };
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the sandbox store is not started (used outside its tests?)');
    return value;
  };
  const fixture: TSandboxStore = {
    get sandbox() {
      return started(sandbox);
    },
    get t() {
      return started(t);
    },
    get storeId() {
      return started(storeId);
    },
    clock,
    shiftClock: (ms) => {
      offset += ms;
    },
    moveClockTo: async (at, by = 60_000) => {
      const ms = Date.parse(at) + by - clock.now().getTime();
      expect(ms).toBeGreaterThan(0);
      await fixture.sandbox.control('POST', '/sandbox/clock', { advanceMs: ms });
      fixture.shiftClock(ms);
    },
    deps: () => sandboxDeps(fixture.sandbox, fixture.t, clock),
    runImportStage: async (name) => {
      const store = await findSyncStore(fixture.t.db, fixture.storeId);
      if (!store) throw new Error('no store');
      return runStage(fixture.deps(), store, { name, run: IMPORT_STAGE_RUNNERS[name] });
    },
  };
  beforeAll(async () => {
    sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: '1000' });
    t = await buildTestApp({ env: sandbox.env, clock });
    const { companyId } = await insertUser(t.db, {
      email: seed.email,
      password: 'Corr3ct!horse',
      verified: true,
    });
    storeId = (await sandbox.connectStore(t.db, companyId, seed.sellerId, seed.marketplaceId)).id;
    await seed.prepare?.(fixture);
  }, seed.timeoutMs ?? 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.stop();
  });
  return fixture;
}
