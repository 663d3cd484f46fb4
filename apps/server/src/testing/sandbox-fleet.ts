import { connectDatabase, type TDatabase } from '../db/client.ts';
import { startFleet, type TFleet } from './fleet-process.ts';
import { startSandboxProcess, type TSandboxProcess } from './sandbox-process.ts';
import { suiteFixture } from './suite-fixture.ts';
import { TEST_ENCRYPTION_KEY } from './test-config.ts';

// The frame of the fleet tests (issue 23): the product as separate processes on one database, against a
// sandbox of their own.

export type TSandboxFleet = {
  readonly sandbox: TSandboxProcess;
  readonly fleet: TFleet;
  /** A pool on the fleet's database, for the test's own reads and seeds. */
  readonly database: TDatabase;
};

/**
 * For the tests of the enclosing describe: a sandbox started with `sandboxEnv`, a fleet pointed at it
 * with `fleetEnv` (the stores' grants are sealed here with the tests' key: the processes must open them
 * with it), and `connections` to the fleet's database; all stopped after the tests.
 */
export function useSandboxFleet(setup: {
  sandboxEnv: Record<string, string>;
  fleetEnv: Record<string, string>;
  connections: number;
  timeoutMs: number;
}): TSandboxFleet {
  return suiteFixture(
    async () => {
      const sandbox = await startSandboxProcess(setup.sandboxEnv);
      try {
        const fleet = await startFleet({
          env: { ...sandbox.env, ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, ...setup.fleetEnv },
        });
        return { sandbox, fleet, database: connectDatabase(fleet.databaseUrl, { max: setup.connections }) };
      } catch (err) {
        await sandbox.stop();
        throw err;
      }
    },
    async ({ sandbox, fleet, database }) => {
      await database.close();
      await fleet.stop();
      await sandbox.stop();
    },
    setup.timeoutMs,
  );
}
