import { LRUCache } from 'lru-cache';
import { inOpenTransaction } from '../db/ambient.js';

/** The people whose lists an instance keeps at most, each with up to VARIANTS_PER_OWNER pages. */
export const LIST_CACHE_MAX_OWNERS = 1_000;
export const VARIANTS_PER_OWNER = 8;

type Kept = { value: unknown; until: number };
/** One owner's kept pages. Dropping the owner replaces this object: a read begun before cannot store. */
type OwnerPages = Map<string, Kept>;

/** Makes `value` and everything in it read-only, so that one kept page can be handed to many requests. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  return Object.freeze(value);
}

/**
 * Pages of one kind of list (a client's goals, their AI conversations) as the database last gave them,
 * per owner and per query, for `ttlMs`. Every write that changes an owner's list calls `drop(owner)`
 * on every instance (see list-changes.ts), so a page is never older than the last write the caller
 * could have seen; `ttlMs` only bounds what a missed drop could cost. A page read while a drop of its
 * owner happened is not kept. While `isTrusted()` says drops may be missed (the bus is down), it keeps
 * nothing, forgets what it kept, and every read goes to the database. Kept pages are frozen: nobody can change them in place.
 */
export function createListCache(options: { ttlMs: number; isTrusted: () => boolean; now?: () => number; maxOwners?: number }) {
  const { ttlMs, isTrusted, now = Date.now, maxOwners = LIST_CACHE_MAX_OWNERS } = options;
  const owners = new LRUCache<string, OwnerPages>({ max: maxOwners });

  return {
    /** The page `variant` of `owner`'s list: kept, or read with `load` (and kept when nothing changed meanwhile). */
    async read<T>(ownerId: string, variant: string, load: () => Promise<T>): Promise<T> {
      // Inside a transaction a read may see its uncommitted writes: never kept.
      if (ttlMs <= 0 || inOpenTransaction()) return load();
      // Ids are uuids, and PostgreSQL reads them whatever their case: one owner, one entry.
      const owner = ownerId.toLowerCase();
      if (!isTrusted()) {
        // Changes may be going unheard: nothing kept before can be relied on once they are heard again.
        owners.clear();
        return load();
      }
      let pages = owners.get(owner);
      const kept = pages?.get(variant);
      if (kept && kept.until > now()) return kept.value as T;
      if (!pages) {
        pages = new Map();
        owners.set(owner, pages);
      }
      const value = deepFreeze(await load());
      if (owners.peek(owner) !== pages || !isTrusted()) return value;
      pages.delete(variant);
      pages.set(variant, { value, until: now() + ttlMs });
      // A Map iterates in insertion order: the first key is the oldest page.
      while (pages.size > VARIANTS_PER_OWNER) pages.delete(pages.keys().next().value as string);
      return value;
    },

    drop(owner: string): void {
      owners.delete(owner.toLowerCase());
    },

    clear(): void {
      owners.clear();
    },

    get size(): number {
      let pages = 0;
      for (const kept of owners.values()) pages += kept.size;
      return pages;
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
