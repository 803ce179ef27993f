import type { User } from '@coaching/contract';
import { describe, expect, it, vi } from 'vitest';
import { createSessionCache } from '../modules/auth/session-cache.js';
import type { EventBus } from './bus.js';
import { createMemoryBus } from './memory-bus.js';
import { createSessionRevocations } from './session-revocations.js';

const NOW = new Date('2030-01-01T00:00:00Z');
const live = (sessionId: string, userId: string) => ({ sessionId, userId, role: 'client' as const, expiresAt: new Date('2030-02-01T00:00:00Z'), user: { _id: userId } as User });

/** One instance: its revocations and its session cache, listening on the given bus. */
async function instanceOn(bus: EventBus) {
  const revocations = createSessionRevocations({ bus, logger: { warn: vi.fn() } });
  const cache = createSessionCache({ ttlMs: 5_000, isTrusted: () => revocations.isLive() });
  await revocations.listen({ revoked: (revocation) => cache.drop(revocation), interrupted: () => cache.clear() });
  cache.remember(live('s1', 'alice'), NOW, cache.generation());
  cache.remember(live('s2', 'alice'), NOW, cache.generation());
  return { revocations, cache };
}

describe('session revocations', () => {
  it('empties the cache of every instance on one bus before revoke returns', async () => {
    const bus = createMemoryBus({ warn: vi.fn() });
    const [first, second] = [await instanceOn(bus), await instanceOn(bus)];
    first.revocations.revoke('alice', ['s1']);
    for (const { cache } of [first, second]) {
      expect(cache.find('s1', 'alice', NOW)).toBeUndefined();
      expect(cache.find('s2', 'alice', NOW)?.role).toBe('client');
    }
    second.revocations.revoke('alice');
    for (const { cache } of [first, second]) expect(cache.find('s2', 'alice', NOW)).toBeUndefined();
  });

  it('drops its own entries even when publishing on the bus fails', async () => {
    const bus = createMemoryBus({ warn: vi.fn() });
    const logger = { warn: vi.fn() };
    const revocations = createSessionRevocations({ bus: { ...bus, publish: () => Promise.reject(new Error('Redis away')) }, logger });
    const cache = createSessionCache({ ttlMs: 5_000, isTrusted: () => true });
    await revocations.listen({ revoked: (revocation) => cache.drop(revocation), interrupted: () => cache.clear() });
    cache.remember(live('s1', 'alice'), NOW, cache.generation());
    revocations.revoke('alice');
    expect(cache.find('s1', 'alice', NOW)).toBeUndefined();
    await revocations.idle();
    expect(logger.warn).toHaveBeenCalledWith({ reason: 'Redis away' }, 'session revocation could not be published');
  });

  it('clears the cache when the bus reports an interruption, and is not trusted once the bus is down', async () => {
    const bus = createMemoryBus({ warn: vi.fn() });
    let interrupt = () => undefined as void;
    let up = true;
    const flaky: EventBus = {
      ...bus,
      subscribe: (topic, handler, onInterrupted) => {
        interrupt = () => onInterrupted?.();
        return bus.subscribe(topic, handler);
      },
      isLive: () => up,
    };
    const { cache } = await instanceOn(flaky);
    up = false;
    expect(cache.find('s1', 'alice', NOW)).toBeUndefined();
    up = true;
    expect(cache.find('s1', 'alice', NOW)?.role).toBe('client');
    interrupt();
    expect(cache.find('s1', 'alice', NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
