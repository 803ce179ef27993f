import { describe, expect, it, vi } from 'vitest';
import type { BusLogger, EventBus } from './bus.js';

/** What every bus implementation must do; each implementation's test file runs it. */
export function describeBusBehaviour(name: string, createBus: (logger: BusLogger) => Promise<EventBus>) {
  const quietLogger = () => ({ warn: vi.fn() });
  const topic = () => `test-${Math.random().toString(36).slice(2)}`;

  describe(`${name}: the bus every implementation is`, () => {
    it('delivers a message to every subscriber of its topic as a JSON copy, and to no other topic', async () => {
      const bus = await createBus(quietLogger());
      const [news, other] = [topic(), topic()];
      const first: unknown[] = [];
      const second: unknown[] = [];
      const elsewhere: unknown[] = [];
      await bus.subscribe(news, (message) => first.push(message));
      await bus.subscribe(news, (message) => second.push(message));
      await bus.subscribe(other, (message) => elsewhere.push(message));

      const sent = { at: new Date('2030-01-02T03:04:05Z'), text: 'hello' };
      await bus.publish(news, sent);
      await vi.waitFor(() => expect(second).toHaveLength(1));
      expect(first).toEqual([{ at: '2030-01-02T03:04:05.000Z', text: 'hello' }]);
      expect(first[0]).not.toBe(sent);
      expect(second).toEqual(first);
      expect(elsewhere).toEqual([]);
      await bus.close();
    });

    it('stops delivering to a subscriber that unsubscribed; the others of the topic still receive', async () => {
      const bus = await createBus(quietLogger());
      const news = topic();
      const left: unknown[] = [];
      const stayed: unknown[] = [];
      const unsubscribe = await bus.subscribe(news, (message) => left.push(message));
      await bus.subscribe(news, (message) => stayed.push(message));
      unsubscribe();
      await bus.publish(news, 1);
      await vi.waitFor(() => expect(stayed).toEqual([1]));
      expect(left).toEqual([]);
      await bus.close();
    });

    it('resubscribes a topic after its last subscriber left', async () => {
      const bus = await createBus(quietLogger());
      const news = topic();
      (await bus.subscribe(news, () => undefined))();
      const received: unknown[] = [];
      await bus.subscribe(news, (message) => received.push(message));
      await bus.publish(news, 'again');
      await vi.waitFor(() => expect(received).toEqual(['again']));
      await bus.close();
    });

    it('reports itself live once subscribed, and not once closed', async () => {
      const bus = await createBus(quietLogger());
      await bus.subscribe(topic(), () => undefined);
      expect(bus.isLive()).toBe(true);
      await bus.close();
      expect(bus.isLive()).toBe(false);
    });

    it('keeps a message from nobody when one handler throws, and logs it', async () => {
      const logger = quietLogger();
      const bus = await createBus(logger);
      const news = topic();
      const received: unknown[] = [];
      await bus.subscribe(news, () => {
        throw new Error('handler broke');
      });
      await bus.subscribe(news, (message) => received.push(message));
      await bus.publish(news, 'still here');
      await vi.waitFor(() => expect(received).toEqual(['still here']));
      expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'handler broke' }), 'event handler failed');
      await bus.close();
    });
  });
}
