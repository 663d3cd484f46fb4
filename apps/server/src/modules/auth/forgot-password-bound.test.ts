import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMailer } from '../../mail/mailer.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { createAuthService, FORGOT_PASSWORD_PENDING_MAX } from './auth.service.ts';

// Issue 17, M8: each forgot-password request started background work (a lookup, a hash, a mail) with no
// bound; now at most FORGOT_PASSWORD_PENDING_MAX run at once and the rest are dropped with a log line.
describe('forgot-password background work', () => {
  const database = useTestDatabase();

  it('runs at most the bound at once and drops the rest with a warning', async () => {
    const warnings: string[] = [];
    const base = createLogger('silent');
    const logger = Object.assign(Object.create(base), {
      warn: (_fields: unknown, message: string) => void warnings.push(message),
    });
    const auth = createAuthService({
      db: database.db,
      clock: fixedClock(new Date('2026-11-22T12:00:00Z')),
      mailer: createMailer({ db: database.db, from: 'test@seller-tools.local', logger }),
      logger,
      publicUrl: 'http://127.0.0.1:3000',
    });
    // One burst, with no await in between: every task is still waiting on the database.
    for (let i = 0; i < FORGOT_PASSWORD_PENDING_MAX + 25; i++)
      auth.forgotPassword(`nobody-${i}@example.test`);
    expect(warnings.filter((w) => w === 'background work full: dropped')).toHaveLength(25);
    await auth.drain();
    // Once they are done there is room again.
    auth.forgotPassword('later@example.test');
    await auth.drain();
    expect(warnings).toHaveLength(25);
  });
});
