import type { User } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createSessionCache, type LiveSession } from './session-cache.js';

const NOW = new Date('2030-01-01T00:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const session = (sessionId: string, userId = 'user-1', expiresAt = later(86_400_000)): LiveSession => ({
  sessionId,
  userId,
  role: 'client',
  expiresAt,
  user: { _id: userId } as User,
});

function cacheOf(options: { ttlMs?: number; maxEntries?: number; trusted?: () => boolean } = {}) {
  const cache = createSessionCache({ ttlMs: options.ttlMs ?? 5_000, maxEntries: options.maxEntries, isTrusted: options.trusted ?? (() => true) });
  const remember = (live: LiveSession, at = NOW) => cache.remember(live, at, cache.generation());
  return { cache, remember };
}

describe('session cache', () => {
  it('answers a remembered session of the same user until its TTL, then asks again', () => {
    const { cache, remember } = cacheOf({ ttlMs: 5_000 });
    remember(session('s1'));
    expect(cache.find('s1', 'user-1', later(4_999))?.role).toBe('client');
    expect(cache.find('s1', 'someone-else', later(1))).toBeUndefined();
    expect(cache.find('s1', 'user-1', later(5_000))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never keeps a session past the session's own expiry", () => {
    const { cache, remember } = cacheOf({ ttlMs: 5_000 });
    remember(session('s1', 'user-1', later(1_000)));
    expect(cache.find('s1', 'user-1', later(999))?.role).toBe('client');
    expect(cache.find('s1', 'user-1', later(1_000))).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0', () => {
    const { cache, remember } = cacheOf({ ttlMs: 0 });
    remember(session('s1'));
    expect(cache.find('s1', 'user-1', NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the oldest entries beyond its bound', () => {
    const { cache, remember } = cacheOf({ maxEntries: 3 });
    for (const id of ['s1', 's2', 's3', 's4']) remember(session(id));
    expect(cache.size).toBe(3);
    expect(cache.find('s1', 'user-1', NOW)).toBeUndefined();
    expect(cache.find('s4', 'user-1', NOW)?.role).toBe('client');
  });

  it("drops the named sessions, or every session of the user, and nobody else's", () => {
    const { cache, remember } = cacheOf();
    for (const id of ['a1', 'a2', 'a3']) remember(session(id, 'alice'));
    remember(session('b1', 'bob'));
    cache.drop({ userId: 'alice', sessionIds: ['a1'] });
    expect(cache.find('a1', 'alice', NOW)).toBeUndefined();
    expect(cache.find('a2', 'alice', NOW)?.role).toBe('client');
    cache.drop({ userId: 'alice' });
    expect(cache.find('a2', 'alice', NOW)).toBeUndefined();
    expect(cache.find('a3', 'alice', NOW)).toBeUndefined();
    expect(cache.find('b1', 'bob', NOW)?.role).toBe('client');
  });

  it('does not store a read that began before a revocation', () => {
    const { cache } = cacheOf();
    const readAt = cache.generation();
    cache.drop({ userId: 'user-1', sessionIds: ['s1'] });
    cache.remember(session('s1'), NOW, readAt);
    expect(cache.find('s1', 'user-1', NOW)).toBeUndefined();
  });

  it('is bypassed, and stores nothing, while it cannot be trusted', () => {
    let trusted = true;
    const { cache, remember } = cacheOf({ trusted: () => trusted });
    remember(session('s1'));
    trusted = false;
    expect(cache.find('s1', 'user-1', NOW)).toBeUndefined();
    remember(session('s2'));
    trusted = true;
    expect(cache.find('s2', 'user-1', NOW)).toBeUndefined();
  });

  it('forgets everything when cleared (the bus was interrupted)', () => {
    const { cache, remember } = cacheOf();
    remember(session('s1', 'alice'));
    remember(session('s2', 'bob'));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.find('s1', 'alice', NOW)).toBeUndefined();
  });
});
