import { systemClock, type TClock } from '../lib/clock.ts';
import { secretBoxOf } from '../lib/encryption-key.ts';
import { createMarketplace } from '../sync/marketplace.ts';
import type { TSandboxProcess } from './sandbox-process.ts';
import { testConfig } from './test-config.ts';

/** The server's Amazon adapters pointed at the sandbox: fresh ones, so fresh rate-limit buckets. */
export function sandboxMarketplace(sandbox: Pick<TSandboxProcess, 'env'>, clock: TClock = systemClock) {
  return createMarketplace({ config: testConfig(sandbox.env), secretBox: secretBoxOf(testConfig()), clock });
}
