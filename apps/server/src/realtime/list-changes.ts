import { z } from 'zod';
import type { BusLogger, EventBus, Unsubscribe } from './bus.js';
import { createBroadcast } from './broadcast.js';
import { createListCache, type ListCache } from './list-cache.js';

/** One topic for the whole deployment: every instance hears that someone's list changed. */
export const LIST_CHANGES_TOPIC = 'lists:changed';

/** The kinds of list kept by list caches; a change names one and whose list it is. */
export const CACHED_LISTS = ['goals', 'aiConversations'] as const;
export type CachedList = (typeof CACHED_LISTS)[number];

const ListChangeSchema = z.object({ list: z.enum(CACHED_LISTS), owner: z.string() });
export type ListChange = z.infer<typeof ListChangeSchema>;

/**
 * The list caches of one instance, kept honest across instances: `changed(list, owner)` drops that
 * owner's pages here before the write answers (once its transaction has committed) and on every other
 * instance over the bus. Until this instance hears the bus, while the bus is down, and after an
 * interruption (everything is dropped), the caches keep nothing. `ttlMs` 0 turns them off.
 */
export function createListChanges(deps: { bus: EventBus; logger: BusLogger; ttlMs: number; clock: () => Date }) {
  const broadcast = createBroadcast({ bus: deps.bus, logger: deps.logger, topic: LIST_CHANGES_TOPIC, schema: ListChangeSchema, what: 'list change' });
  let listening = false;
  const isTrusted = () => listening && broadcast.isLive();
  const caches = Object.fromEntries(CACHED_LISTS.map((list) => [list, createListCache({ ttlMs: deps.ttlMs, isTrusted, now: () => deps.clock().getTime() })])) as Record<CachedList, ListCache>;
  const subscribed: Promise<Unsubscribe | undefined> = broadcast
    .listen({
      received: ({ list, owner }) => caches[list].drop(owner),
      interrupted: () => Object.values(caches).forEach((cache) => cache.clear()),
    })
    .then(
      (unsubscribe) => {
        listening = true;
        return unsubscribe;
      },
      (error: unknown) => {
        deps.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'list changes unheard; list caches stay off');
        return undefined;
      },
    );

  return {
    /** The cache of one kind of list: read pages through it. */
    cache: (list: CachedList): Pick<ListCache, 'read'> => caches[list],

    /**
     * `owner`'s list of this kind changed: every instance drops its pages once the transaction has
     * ended (committed or not: an extra drop costs one read, a missed one a stale page).
     */
    changed(list: CachedList, owner: string): void {
      broadcast.send({ list, owner: owner.toLowerCase() }, { whateverTheOutcome: true });
    },

    /** Resolves once this instance hears changes (or gave up trying); the caches are off until then. */
    ready: async (): Promise<void> => {
      await subscribed;
    },

    async close(): Promise<void> {
      listening = false;
      (await subscribed)?.();
      await broadcast.idle();
    },
  };
}

export type ListChanges = ReturnType<typeof createListChanges>;
