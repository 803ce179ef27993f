import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.js';

type Scope = { tx: Db; open: boolean };

const scopes = new AsyncLocalStorage<Scope>();

/**
 * The database every repository is given: inside `runInTransaction` each of its queries, wherever it
 * is made, runs on that one transaction; elsewhere, and once the transaction has ended (work the
 * request left running), on the database itself.
 */
export function ambientDb(root: Db): Db {
  return new Proxy(root, {
    get(target, property) {
      const scope = scopes.getStore();
      const current = scope?.open ? scope.tx : target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

/** Runs `work` with every query of it on one transaction of `root`; within one already, joins it. */
export async function runInTransaction<T>(root: Db, work: () => Promise<T>): Promise<T> {
  if (scopes.getStore()?.open) return work();
  return root.transaction(async (tx) => {
    const scope: Scope = { tx: tx as unknown as Db, open: true };
    try {
      return await scopes.run(scope, work);
    } finally {
      scope.open = false;
    }
  });
}
