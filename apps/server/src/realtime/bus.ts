/**
 * Publish/subscribe between the instances of the product. Messages are JSON: what a subscriber
 * receives is what JSON.parse(JSON.stringify(message)) gives, in process as over Redis, so code tested
 * on one behaves the same on the other. Delivery is at most once and only to subscribers present when
 * the message is published: what must not be lost is stored by the publisher (see user-events.ts).
 */
export interface EventBus {
  publish(topic: string, message: unknown): Promise<void>;
  /**
   * Resolves once the subscription is live: a message published after that reaches the handler.
   * `onInterrupted` runs when the subscription was away for a while (Redis reconnected), so that
   * messages may have been missed.
   */
  subscribe(topic: string, handler: BusHandler, onInterrupted?: () => void): Promise<Unsubscribe>;
  /**
   * Whether messages published now reach this instance's subscribers. False while Redis is away (and
   * once closed): a cache kept fresh by the bus must not be trusted then.
   */
  isLive(): boolean;
  close(): Promise<void>;
}

export type BusHandler = (message: unknown) => void;
export type Unsubscribe = () => void;

export type BusLogger = { warn(details: object, message: string): void };

/** Calls every handler of a topic; one that throws is logged and does not keep the message from the others. */
export function deliver(handlers: Iterable<BusHandler>, message: unknown, logger: BusLogger, topic: string): void {
  for (const handler of [...handlers]) {
    try {
      handler(message);
    } catch (error) {
      logger.warn({ topic, reason: error instanceof Error ? error.message : String(error) }, 'event handler failed');
    }
  }
}
