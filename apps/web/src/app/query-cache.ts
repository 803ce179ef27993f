/**
 * The query cache, as far as code outside the signed-in areas needs it: signing out empties it. Kept apart
 * from TanStack Query itself, which loads with the first signed-in screen (app/query-provider.tsx), not with
 * the landing page.
 */
let clearCache: (() => void) | undefined;

export const queryCache = {
  /** Called once by the query provider when it creates the cache. */
  register(clear: () => void): void {
    clearCache = clear;
  },
  /** Forgets every server answer held for the user who is signing out; nothing to do if none was loaded. */
  clear(): void {
    clearCache?.();
  },
};
