import { describe, expect, it, vi } from 'vitest';
import { runInTransaction } from '../db/ambient.js';
import type { Db } from '../db/client.js';
import { createListCache, deepFreeze, VARIANTS_PER_OWNER } from './list-cache.js';

function cacheAt(options: { ttlMs?: number; trusted?: () => boolean; maxOwners?: number } = {}) {
  let time = 1_000;
  const cache = createListCache({ ttlMs: options.ttlMs ?? 5_000, isTrusted: options.trusted ?? (() => true), now: () => time, maxOwners: options.maxOwners });
  return { cache, advance: (ms: number) => (time += ms) };
}

/** A loader that counts its calls and gives a fresh page each time. */
function pages() {
  let reads = 0;
  const load = vi.fn(async () => ({ read: ++reads, goals: [{ title: `goal ${reads}` }] }));
  return load;
}

describe('the list cache', () => {
  it('reads a page once and hands the same frozen object out until its owner changes', async () => {
    const { cache } = cacheAt();
    const load = pages();
    const first = await cache.read('alice', 'all', load);
    const again = await cache.read('alice', 'all', load);
    expect(again).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first.goals[0])).toBe(true);
    expect(() => {
      (first.goals as { title: string }[]).push({ title: 'sneaked in' });
    }).toThrow(TypeError);

    cache.drop('alice');
    expect((await cache.read('alice', 'all', load)).read).toBe(2);
  });

  it("keeps each owner's pages apart, and each query's", async () => {
    const { cache } = cacheAt();
    const load = pages();
    const alice = await cache.read('alice', 'all', load);
    const bob = await cache.read('bob', 'all', load);
    const aliceActive = await cache.read('alice', 'active', load);
    expect(new Set([alice.read, bob.read, aliceActive.read]).size).toBe(3);
    cache.drop('bob');
    expect(await cache.read('alice', 'all', load)).toBe(alice);
    expect(await cache.read('alice', 'active', load)).toBe(aliceActive);
    expect(await cache.read('bob', 'all', load)).not.toBe(bob);
  });

  it('does not keep a page read while its owner changed: the change may have come after the read', async () => {
    const { cache } = cacheAt();
    let release = () => undefined as void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const reading = cache.read('alice', 'all', async () => {
      await slow;
      return { read: 'before the change' };
    });
    cache.drop('alice');
    release();
    expect((await reading).read).toBe('before the change');
    expect((await cache.read('alice', 'all', async () => ({ read: 'after the change' }))).read).toBe('after the change');
  });

  it('reads again once ttlMs has passed', async () => {
    const { cache, advance } = cacheAt({ ttlMs: 5_000 });
    const load = pages();
    await cache.read('alice', 'all', load);
    advance(4_999);
    expect((await cache.read('alice', 'all', load)).read).toBe(1);
    advance(1);
    expect((await cache.read('alice', 'all', load)).read).toBe(2);
  });

  it('keeps nothing while it is not trusted (the bus is down), nor with a ttl of 0', async () => {
    let trusted = false;
    const { cache } = cacheAt({ trusted: () => trusted });
    const load = pages();
    await cache.read('alice', 'all', load);
    await cache.read('alice', 'all', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
    trusted = true;
    await cache.read('alice', 'all', load);
    expect(cache.size).toBe(1);
    trusted = false;
    expect((await cache.read('alice', 'all', load)).read).toBe(4);

    const off = cacheAt({ ttlMs: 0 });
    const offLoad = pages();
    await off.cache.read('alice', 'all', offLoad);
    await off.cache.read('alice', 'all', offLoad);
    expect(offLoad).toHaveBeenCalledTimes(2);
  });

  it('stays bounded: the least recently read owners and the oldest queries of one owner go first', async () => {
    const { cache } = cacheAt({ maxOwners: 2 });
    const load = pages();
    const alice = await cache.read('alice', 'all', load);
    await cache.read('bob', 'all', load);
    await cache.read('alice', 'all', load);
    await cache.read('carol', 'all', load);
    expect(await cache.read('alice', 'all', load)).toBe(alice);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.read('bob', 'all', load);
    expect(load).toHaveBeenCalledTimes(4);

    for (let page = 1; page <= VARIANTS_PER_OWNER + 1; page += 1) await cache.read('dave', `page ${page}`, load);
    const before = load.mock.calls.length;
    await cache.read('dave', `page ${VARIANTS_PER_OWNER + 1}`, load);
    expect(load.mock.calls.length).toBe(before);
    await cache.read('dave', 'page 1', load);
    expect(load.mock.calls.length).toBe(before + 1);
  });

  it('keeps one entry per owner whatever the case of their id, and drops it whatever the case', async () => {
    const { cache } = cacheAt();
    const load = pages();
    const id = 'a3bb189e-8bf9-3888-9912-ace4e6543002';
    const kept = await cache.read(id, 'all', load);
    expect(await cache.read(id.toUpperCase(), 'all', load)).toBe(kept);
    cache.drop(id.toUpperCase());
    expect(await cache.read(id, 'all', load)).not.toBe(kept);
  });

  it('never keeps a page read inside a transaction: it may hold writes that are then rolled back', async () => {
    const { cache } = cacheAt();
    const load = pages();
    const root = { transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}) } as unknown as Db;
    await runInTransaction(root, () => cache.read('alice', 'all', load));
    expect(cache.size).toBe(0);
    await cache.read('alice', 'all', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('freezes nested arrays and objects, and leaves what is already frozen', () => {
    const page = deepFreeze({ items: [{ tags: ['a'] }], total: 1 });
    expect(Object.isFrozen(page.items[0]!.tags)).toBe(true);
    expect(deepFreeze(null)).toBeNull();
  });
});
