import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, loginThrottles, mfaChallenges, oauthStates, sessions } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import { insertUser } from '../testing/accounts.ts';
import { buildTestApp, type TTestApp } from '../testing/test-app.ts';
import { cleanupJob, deleteExpiredRows } from './definitions/cleanup.job.ts';
import { JOB_DEFINITIONS } from './registry.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Consent states, throttle counters and sessions no longer grow without end (issue 17, low): a nightly
// job deletes what nothing can read any more, and keeps what still counts.
describe('cleanup job', () => {
  let t: TTestApp;
  let userId: string;
  let companyId: string;
  const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
  const ahead = (ms: number) => new Date(t.clock.now().getTime() + ms);

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await insertUser(t.db, { email: 'cleanup@example.com', password: 'Corr3ct!horse' });
    userId = user.id;
    companyId = user.companyId;
  });
  afterAll(() => t.close());

  it('is a nightly product schedule', () => {
    expect(JOB_DEFINITIONS).toContain(cleanupJob);
    expect(cleanupJob.schedule).toMatchObject({ per: 'product' });
  });

  it('deletes expired consent states, idle throttle rows and ended sessions, and keeps the live ones', async () => {
    const state = (hash: string, expiresAt: Date, usedAt: Date | null = null) => ({
      stateHash: hash,
      userId,
      expiresAt,
      usedAt,
      createdAt: ago(DAY),
    });
    await t.db
      .insert(oauthStates)
      .values([
        state('old-expired', ago(3 * DAY)),
        state('old-used', ago(2 * DAY), ago(2 * DAY)),
        state('live', ahead(5 * 60_000)),
      ]);
    await t.db.insert(loginThrottles).values([
      { key: 'account:idle', failures: 3, lastFailureAt: ago(5 * DAY), blockedUntil: null },
      { key: 'ip:idle', failures: 100, lastFailureAt: ago(3 * DAY), blockedUntil: ago(3 * DAY) },
      { key: 'account:recent', failures: 12, lastFailureAt: ago(HOUR), blockedUntil: ahead(HOUR) },
      { key: 'ip:recent', failures: 4, lastFailureAt: ago(HOUR), blockedUntil: ahead(10 * 60_000) },
    ]);
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId,
      tokenHash,
      rememberMe: false,
      expiresAt,
      revokedAt,
    });
    await t.db
      .insert(sessions)
      .values([
        session('expired-long-ago', ago(30 * DAY)),
        session('signed-out-long-ago', ahead(DAY), ago(10 * DAY)),
        session('expired-yesterday', ago(DAY)),
        session('live', ahead(DAY)),
      ]);

    await t.db.insert(mfaChallenges).values([
      { userId, tokenHash: 'challenge-old', rememberMe: false, expiresAt: ago(2 * DAY) },
      { userId, tokenHash: 'challenge-live', rememberMe: false, expiresAt: ahead(5 * 60_000) },
    ]);
    const invitation = (tokenHash: string, expiresAt: Date) => ({
      companyId,
      invitedBy: userId,
      email: `${tokenHash}@example.com`,
      name: 'Invitee',
      tokenHash,
      expiresAt,
    });
    await t.db
      .insert(invitations)
      .values([invitation('invite-old', ago(40 * DAY)), invitation('invite-pending', ahead(3 * DAY))]);

    await cleanupJob.handler({ db: t.db, clock: t.clock, logger: createLogger('silent') }, {});

    const states = await t.db
      .select({ hash: oauthStates.stateHash })
      .from(oauthStates)
      .where(inArray(oauthStates.stateHash, ['old-expired', 'old-used', 'live']));
    expect(states.map((s) => s.hash)).toEqual(['live']);
    const throttles = await t.db.select({ key: loginThrottles.key }).from(loginThrottles);
    expect(throttles.map((r) => r.key).sort()).toEqual(['account:recent', 'ip:recent']);
    const kept = await t.db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(
        inArray(sessions.tokenHash, ['expired-long-ago', 'signed-out-long-ago', 'expired-yesterday', 'live']),
      );
    expect(kept.map((s) => s.hash).sort()).toEqual(['expired-yesterday', 'live']);
    const challenges = await t.db.select({ hash: mfaChallenges.tokenHash }).from(mfaChallenges);
    expect(challenges.map((c) => c.hash)).toEqual(['challenge-live']);
    const invites = await t.db.select({ hash: invitations.tokenHash }).from(invitations);
    expect(invites.map((i) => i.hash)).toEqual(['invite-pending']);
    // Nothing left to delete a second time.
    expect(await deleteExpiredRows({ db: t.db, clock: t.clock })).toEqual({
      oauthStates: 0,
      loginThrottles: 0,
      sessions: 0,
      mfaChallenges: 0,
      invitations: 0,
    });
  });
});
