import { deliver, type BusHandler, type BusLogger, type EventBus } from './bus.js';

/** The bus of a single instance (no REDIS_URL): subscribers in this process only. */
export function createMemoryBus(logger: BusLogger): EventBus {
  const topics = new Map<string, Set<BusHandler>>();
  let closed = false;

  return {
    async publish(topic, message) {
      if (closed) return;
      const handlers = topics.get(topic);
      if (!handlers) return;
      // The same copy Redis would hand over: no shared objects, Dates as strings.
      deliver(handlers, JSON.parse(JSON.stringify(message)) as unknown, logger, topic);
    },

    async subscribe(topic, handler) {
      const handlers = topics.get(topic) ?? new Set<BusHandler>();
      topics.set(topic, handlers);
      const own = (message: unknown) => handler(message);
      handlers.add(own);
      return () => {
        handlers.delete(own);
        if (handlers.size === 0 && topics.get(topic) === handlers) topics.delete(topic);
      };
    },

    isLive: () => !closed,

    async close() {
      closed = true;
      topics.clear();
    },
  };
}
