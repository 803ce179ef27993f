import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BusLogger } from './bus.js';
import { describeBusBehaviour } from './bus-behaviour.js';
import { createRedisBus } from './redis-bus.js';

// Runs when REDIS_URL is set (see vitest.config.ts).
const connections: Redis[] = [];
afterAll(() => Promise.all(connections.map((connection) => connection.quit())));

/** Each test's channels under a prefix of their own, so runs sharing a Redis never hear each other. */
const prefix = `coaching-test-${randomBytes(4).toString('hex')}`;

function connect(): Redis {
  const connection = new Redis(process.env.REDIS_URL!);
  connections.push(connection);
  return connection;
}

function redisBus(logger: BusLogger) {
  return createRedisBus({ redis: connect(), prefix, logger });
}

describeBusBehaviour('Redis bus', async (logger) => redisBus(logger));

describe('Redis bus', () => {
  it('carries a message from one instance to another that shares the Redis', async () => {
    const logger = { warn: vi.fn() };
    const [publisher, subscriber] = [redisBus(logger), redisBus(logger)];
    const received: unknown[] = [];
    await subscriber.subscribe('user:42', (message) => received.push(message));
    await publisher.publish('user:42', { id: 7, event: { type: 'session.ended' } });
    await vi.waitFor(() => expect(received).toEqual([{ id: 7, event: { type: 'session.ended' } }]));
    await Promise.all([publisher.close(), subscriber.close()]);
  });

  it('keeps instances with another prefix apart', async () => {
    const logger = { warn: vi.fn() };
    const ours = redisBus(logger);
    const theirs = createRedisBus({ redis: connect(), prefix: `${prefix}-other`, logger });
    const heard: unknown[] = [];
    await theirs.subscribe('user:1', (message) => heard.push(message));
    const mine: unknown[] = [];
    await ours.subscribe('user:1', (message) => mine.push(message));
    await ours.publish('user:1', 'ours');
    await vi.waitFor(() => expect(mine).toEqual(['ours']));
    expect(heard).toEqual([]);
    await Promise.all([ours.close(), theirs.close()]);
  });

  it('tells its subscribers when it was cut off from Redis, and carries on once back', async () => {
    const logger = { warn: vi.fn() };
    const ownPrefix = `${prefix}-cut`;
    const bus = createRedisBus({ redis: connect(), prefix: ownPrefix, logger });
    const interrupted = vi.fn();
    const received: unknown[] = [];
    await bus.subscribe('news', (message) => received.push(message), interrupted);

    // Ends the bus's own subscription connection, as a Redis restart or a network cut would.
    const clients = String(await connect().call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const id = /id=(\d+) .*name=(\S+)/
      .exec(clients.split('\n').find((line) => line.includes(`name=${ownPrefix}:subscriber`)) ?? '')
      ?.at(1);
    expect(id).toBeDefined();
    await connect().call('CLIENT', 'KILL', 'ID', id!);

    await vi.waitFor(() => expect(interrupted).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await bus.publish('news', 'after');
    await vi.waitFor(() => expect(received).toEqual(['after']));
    await bus.close();
  });

  it('drops a message that is not JSON and logs it', async () => {
    const logger = { warn: vi.fn() };
    const bus = redisBus(logger);
    const received: unknown[] = [];
    await bus.subscribe('raw', (message) => received.push(message));
    await connect().publish(`${prefix}:raw`, 'not json {');
    await bus.publish('raw', 'fine');
    await vi.waitFor(() => expect(received).toEqual(['fine']));
    expect(logger.warn).toHaveBeenCalledWith({ topic: 'raw' }, 'event bus message is not JSON; dropped');
    await bus.close();
  });
});
