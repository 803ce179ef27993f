import { describe, expect, it, vi } from 'vitest';
import { runInTransaction } from '../db/ambient.js';
import type { Db } from '../db/client.js';
import type { EventBus } from './bus.js';
import { createListChanges, LIST_CHANGES_TOPIC } from './list-changes.js';
import { createMemoryBus } from './memory-bus.js';

const clock = () => new Date('2030-01-01T00:00:00Z');

/** One instance's list caches on `bus`, once they hear it. */
async function instanceOn(bus: EventBus, logger = { warn: vi.fn() }) {
  const lists = createListChanges({ bus, logger, ttlMs: 60_000, clock });
  await lists.ready();
  return lists;
}

/** Reads alice's goals through `lists`, counting the reads that reach the "database". */
function goalsReader(lists: Awaited<ReturnType<typeof instanceOn>>) {
  let reads = 0;
  return {
    read: () => lists.cache('goals').read('alice', 'all', async () => ({ read: ++reads })),
    get reads() {
      return reads;
    },
  };
}

describe('list changes', () => {
  it('drop the owner\'s pages on every instance on one bus before `changed` returns, and only that kind of list', async () => {
    const bus = createMemoryBus({ warn: vi.fn() });
    const [first, second] = [await instanceOn(bus), await instanceOn(bus)];
    const [onFirst, onSecond] = [goalsReader(first), goalsReader(second)];
    const conversations = second.cache('aiConversations');
    const kept = await conversations.read('alice', 'page 1', async () => ({ page: 1 }));
    for (const reader of [onFirst, onSecond]) {
      await reader.read();
      await reader.read();
    }
    expect([onFirst.reads, onSecond.reads]).toEqual([1, 1]);

    first.changed('goals', 'alice');
    for (const reader of [onFirst, onSecond]) await reader.read();
    expect([onFirst.reads, onSecond.reads]).toEqual([2, 2]);
    expect(await conversations.read('alice', 'page 1', async () => ({ page: 'read again' }))).toBe(kept);
  });

  it('wait for the transaction to end, and drop even after a rollback, since a lost COMMIT may have kept the write', async () => {
    const bus = createMemoryBus({ warn: vi.fn() });
    const lists = await instanceOn(bus);
    const heard: unknown[] = [];
    await bus.subscribe(LIST_CHANGES_TOPIC, (envelope) => heard.push((envelope as { message: unknown }).message));
    const root = { transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}) } as unknown as Db;
    await runInTransaction(root, async () => {
      lists.changed('goals', 'alice');
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([{ list: 'goals', owner: 'alice' }]);

    const reader = goalsReader(lists);
    await reader.read();
    const failing = {
      transaction: async (work: (tx: unknown) => Promise<unknown>) => {
        await work({});
        throw new Error('connection lost during COMMIT');
      },
    } as unknown as Db;
    await expect(runInTransaction(failing, async () => lists.changed('goals', 'alice'))).rejects.toThrow('connection lost');
    expect(heard).toHaveLength(2);
    await reader.read();
    expect(reader.reads).toBe(2);
  });

  it("are not dropped again by the bus bringing back an instance's own change after the page was read anew", async () => {
    const bus = createMemoryBus({ warn: vi.fn() });
    let echo = () => undefined as void;
    const delayed: EventBus = {
      ...bus,
      // The bus hands the message back later, as Redis does.
      subscribe: (topic, handler, onInterrupted) =>
        bus.subscribe(topic, (message) => {
          echo = () => handler(message);
        }, onInterrupted),
    };
    const lists = await instanceOn(delayed);
    const reader = goalsReader(lists);
    lists.changed('goals', 'alice');
    await reader.read();
    echo();
    await reader.read();
    expect(reader.reads).toBe(1);
  });

  it('keep nothing while the bus is down, and forget everything after an interruption', async () => {
    const bus = createMemoryBus({ warn: vi.fn() });
    let up = true;
    let interrupt = () => undefined as void;
    const flaky: EventBus = {
      ...bus,
      subscribe: (topic, handler, onInterrupted) => {
        interrupt = () => onInterrupted?.();
        return bus.subscribe(topic, handler);
      },
      isLive: () => up,
    };
    const reader = goalsReader(await instanceOn(flaky));
    await reader.read();
    up = false;
    await reader.read();
    expect(reader.reads).toBe(2);
    up = true;
    await reader.read();
    await reader.read();
    expect(reader.reads).toBe(3);
    interrupt();
    await reader.read();
    expect(reader.reads).toBe(4);
  });

  it('stay off when the bus cannot be heard, and still drop their own pages when publishing fails', async () => {
    const bus = createMemoryBus({ warn: vi.fn() });
    const logger = { warn: vi.fn() };
    const deaf = await instanceOn({ ...bus, subscribe: () => Promise.reject(new Error('Redis away')) }, logger);
    const unheard = goalsReader(deaf);
    await unheard.read();
    await unheard.read();
    expect(unheard.reads).toBe(2);
    expect(logger.warn).toHaveBeenCalledWith({ reason: 'Redis away' }, 'list changes unheard; list caches stay off');

    const mute = await instanceOn({ ...bus, publish: () => Promise.reject(new Error('Redis away')) }, logger);
    const reader = goalsReader(mute);
    await reader.read();
    mute.changed('goals', 'alice');
    await reader.read();
    expect(reader.reads).toBe(2);
    await mute.close();
    expect(logger.warn).toHaveBeenCalledWith({ reason: 'Redis away' }, 'list change could not be published');
  });
});
