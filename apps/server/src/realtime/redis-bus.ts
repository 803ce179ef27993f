import type { Redis } from 'ioredis';
import { deliver, type BusHandler, type BusLogger, type EventBus } from './bus.js';

type Topic = { handlers: Set<BusHandler>; interrupted: Set<() => void>; ready: Promise<unknown> };

/**
 * The bus across instances (REDIS_URL): Redis pub/sub, one channel per topic under `prefix`. A
 * connection that subscribes can do nothing else, so subscriptions get a duplicate of the app's
 * connection; a channel is subscribed while this instance has a subscriber for it. ioredis
 * reconnects and resubscribes by itself; what is published while it is away is lost, as with any
 * pub/sub: subscribers are told (onInterrupted), and the user events are also stored.
 */
export function createRedisBus(options: { redis: Redis; prefix: string; logger: BusLogger }): EventBus {
  const { redis: publisher, prefix, logger } = options;
  const subscriber = publisher.duplicate({ connectionName: `${prefix}:subscriber` });
  const topics = new Map<string, Topic>();
  const channelOf = (topic: string) => `${prefix}:${topic}`;
  const warn = (message: string) => (error: unknown) =>
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, message);

  subscriber.on('error', warn('Redis event bus unreachable; reconnecting'));
  let connected = false;
  let closed = false;
  subscriber.on('ready', () => {
    if (!connected) return void (connected = true);
    for (const entry of topics.values()) for (const onInterrupted of [...entry.interrupted]) onInterrupted();
  });
  subscriber.on('message', (channel: string, text: string) => {
    const topic = channel.slice(prefix.length + 1);
    const entry = topics.get(topic);
    if (!entry) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      logger.warn({ topic }, 'event bus message is not JSON; dropped');
      return;
    }
    deliver(entry.handlers, message, logger, topic);
  });

  return {
    async publish(topic, message) {
      await publisher.publish(channelOf(topic), JSON.stringify(message));
    },

    async subscribe(topic, handler, onInterrupted) {
      let entry = topics.get(topic);
      if (!entry) {
        const created: Topic = { handlers: new Set(), interrupted: new Set(), ready: subscriber.subscribe(channelOf(topic)) };
        created.ready.catch(() => {
          if (topics.get(topic) === created) topics.delete(topic);
        });
        topics.set(topic, created);
        entry = created;
      }
      const own: BusHandler = (message) => handler(message);
      const ownInterrupted = () => onInterrupted?.();
      const current = entry;
      current.handlers.add(own);
      current.interrupted.add(ownInterrupted);
      const leave = () => {
        current.handlers.delete(own);
        current.interrupted.delete(ownInterrupted);
      };
      try {
        await current.ready;
      } catch (error) {
        leave();
        throw error;
      }
      return () => {
        leave();
        if (current.handlers.size > 0 || topics.get(topic) !== current) return;
        topics.delete(topic);
        // Commands on one connection run in order: a later subscribe to the topic follows this unsubscribe.
        subscriber.unsubscribe(channelOf(topic)).catch(warn('Redis event bus could not unsubscribe'));
      };
    },

    isLive: () => !closed && subscriber.status === 'ready',

    async close() {
      closed = true;
      topics.clear();
      subscriber.disconnect();
    },
  };
}
