import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import type { BusLogger, EventBus } from './bus.js';
import { createMemoryBus } from './memory-bus.js';
import { createRedisBus } from './redis-bus.js';
import { createListChanges } from './list-changes.js';
import { createSessionRevocations } from './session-revocations.js';
import { createUserEventsRepository } from './user-events.repository.js';
import { createUserEvents } from './user-events.js';

export type { EventBus } from './bus.js';
export type { UserEvents, UserEventEnvelope } from './user-events.js';
export type { Revocation, RevocationListener, SessionRevocations } from './session-revocations.js';
export type { CachedList, ListChanges } from './list-changes.js';

/** Every instance sharing one Redis hears the others on channels under this prefix. */
export const BUS_CHANNEL_PREFIX = 'coaching:bus';

/**
 * The realtime layer of one app: the bus (Redis pub/sub when a Redis connection is given, in
 * process otherwise) and the per-user events published on it.
 */
export function createRealtime(deps: { db: Db; redis?: Redis; clock: () => Date; logger: BusLogger; listCacheMs: number }) {
  const bus: EventBus = deps.redis
    ? createRedisBus({ redis: deps.redis, prefix: BUS_CHANNEL_PREFIX, logger: deps.logger })
    : createMemoryBus(deps.logger);
  const revocations = createSessionRevocations({ bus, logger: deps.logger });
  const lists = createListChanges({ bus, logger: deps.logger, ttlMs: deps.listCacheMs, clock: deps.clock });
  const userEvents = createUserEvents({ events: createUserEventsRepository(deps.db), bus, revocations, lists, clock: deps.clock, logger: deps.logger });
  return {
    bus,
    userEvents,
    revocations,
    lists,
    async close(): Promise<void> {
      await userEvents.idle();
      await revocations.idle();
      await lists.close();
      await bus.close();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
