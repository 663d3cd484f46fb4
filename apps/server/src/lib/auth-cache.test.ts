import { describe, expect, it } from 'vitest';
import type { TAuth } from './auth.ts';
import { createAuthCache } from './auth-cache.ts';
import { LAST_SEEN_RESOLUTION_MS, SESSION_IDLE_TIMEOUT_MS, type TSessionTimes } from './session-policy.ts';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const DAY = 24 * 3_600_000;

function caller(userId: string, companyId = 'company-1'): TAuth {
  return {
    sessionId: `session-of-${userId}`,
    userId,
    companyId,
    companyName: 'Acme',
    email: `${userId}@example.com`,
    roles: [],
    isCompanyAdmin: true,
    permissions: null,
    accessChannelList: null,
    currentSellerId: null,
    currentMarketplaceId: null,
    moduleConfig: null,
    stores: [],
    favoriteStores: null,
    mfaEnabled: false,
  };
}

const session = (overrides: Partial<TSessionTimes> = {}): TSessionTimes => ({
  expiresAt: NOW + DAY,
  rememberMe: false,
  lastSeenAt: NOW,
  ...overrides,
});

function servingCache(maxEntries?: number) {
  const cache = createAuthCache({ maxEntries });
  cache.resume();
  return cache;
}

describe('auth cache', () => {
  it('answers a stored caller until its last_seen_at bump is due, then asks for the statement', () => {
    const cache = servingCache();
    expect(cache.store('t1', caller('u1'), session(), cache.generation)).toBe(true);
    expect(cache.lookup('t1', NOW)?.userId).toBe('u1');
    expect(cache.lookup('t1', NOW + LAST_SEEN_RESOLUTION_MS)?.userId).toBe('u1');
    // A minute and a millisecond on: the statement must run (and write last_seen_at).
    expect(cache.lookup('t1', NOW + LAST_SEEN_RESOLUTION_MS + 1)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('never answers for a session the policy ends: expired, or idle past the timeout', () => {
    const cache = servingCache();
    cache.store('expiring', caller('u1'), session({ expiresAt: NOW + 1000 }), cache.generation);
    expect(cache.lookup('expiring', NOW + 999)).not.toBeNull();
    expect(cache.lookup('expiring', NOW + 1000)).toBeNull();
    // Idle past the timeout (a clock that jumped): refused even though remember-me is off and nothing
    // else changed.
    cache.store('idle', caller('u2'), session({ lastSeenAt: NOW }), cache.generation);
    expect(cache.lookup('idle', NOW + SESSION_IDLE_TIMEOUT_MS + 1)).toBeNull();
  });

  it('refuses to keep an answer read before a notice about its user, company or everyone', () => {
    const cache = servingCache();
    for (const notice of ['u:u1', 'c:company-1', '*']) {
      const readStarted = cache.generation;
      // The change committed after the statement's snapshot; its notice arrives before the answer is kept.
      cache.invalidate(notice);
      expect(cache.store('t1', caller('u1'), session(), readStarted)).toBe(false);
      expect(cache.lookup('t1', NOW)).toBeNull();
    }
    // A notice about somebody else costs this reader nothing.
    const readStarted = cache.generation;
    cache.invalidate('u:u2');
    cache.invalidate('c:company-2');
    expect(cache.store('t1', caller('u1'), session(), readStarted)).toBe(true);
    // Nor does a notice about its user that arrived before its read began.
    cache.invalidate('u:u3');
    const later = cache.generation;
    expect(cache.store('t3', caller('u3'), session(), later)).toBe(true);
  });

  it('still refuses after forgetting which users were touched, once too many were', () => {
    const cache = servingCache();
    const readStarted = cache.generation;
    cache.invalidate('u:u1');
    for (let i = 0; i < 10_000; i++) cache.invalidate(`u:other-${i}`);
    expect(cache.store('t1', caller('u1'), session(), readStarted)).toBe(false);
    expect(cache.store('t1', caller('u1'), session(), cache.generation)).toBe(true);
  });

  it('evicts by user, by company, or everything, as the notices say', () => {
    const cache = servingCache();
    cache.store('a1', caller('a', 'c1'), session(), cache.generation);
    cache.store('a2', caller('a', 'c1'), session(), cache.generation);
    cache.store('b1', caller('b', 'c1'), session(), cache.generation);
    cache.store('c1', caller('c', 'c2'), session(), cache.generation);
    cache.invalidate('u:a');
    expect([cache.lookup('a1', NOW), cache.lookup('a2', NOW)]).toEqual([null, null]);
    expect(cache.lookup('b1', NOW)).not.toBeNull();
    cache.invalidate('c:c1');
    expect(cache.lookup('b1', NOW)).toBeNull();
    expect(cache.lookup('c1', NOW)).not.toBeNull();
    cache.invalidate('*');
    expect(cache.size).toBe(0);
  });

  it('answers nothing while suspended, and starts empty when resumed', () => {
    const cache = createAuthCache();
    // Not yet listening: nothing is kept.
    expect(cache.store('t1', caller('u1'), session(), cache.generation)).toBe(false);
    cache.resume();
    const before = cache.generation;
    cache.store('t1', caller('u1'), session(), before);
    cache.suspend();
    expect(cache.lookup('t1', NOW)).toBeNull();
    // A read that began before the listener came back must not keep its answer either.
    const duringOutage = cache.generation;
    cache.resume();
    expect(cache.size).toBe(0);
    expect(cache.store('t1', caller('u1'), session(), duringOutage)).toBe(false);
  });

  it('holds at most its size, dropping the least recently used', () => {
    const cache = servingCache(2);
    cache.store('t1', caller('u1'), session(), cache.generation);
    cache.store('t2', caller('u2'), session(), cache.generation);
    cache.lookup('t1', NOW);
    cache.store('t3', caller('u3'), session(), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.lookup('t2', NOW)).toBeNull();
    expect(cache.lookup('t1', NOW)).not.toBeNull();
    // The dropped entry left no trace in the indexes: a notice for its user touches nothing else.
    cache.invalidate('u:u2');
    expect(cache.size).toBe(2);
  });
});
