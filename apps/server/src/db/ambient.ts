import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.js';

type Scope = { tx: Db; open: boolean; afterCommit: (() => void)[]; afterEnd: (() => void)[] };

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

/** Whether the caller runs inside an open `runInTransaction`. */
export const inOpenTransaction = (): boolean => scopes.getStore()?.open === true;

/** Runs `work` with every query of it on one transaction of `root`; within one already, joins it. */
export async function runInTransaction<T>(root: Db, work: () => Promise<T>): Promise<T> {
  if (scopes.getStore()?.open) return work();
  const scope: Scope = { tx: root, open: false, afterCommit: [], afterEnd: [] };
  try {
    const result = await root.transaction(async (tx) => {
      scope.tx = tx as unknown as Db;
      scope.open = true;
      try {
        return await scopes.run(scope, work);
      } finally {
        scope.open = false;
      }
    });
    for (const followUp of scope.afterCommit) followUp();
    return result;
  } finally {
    for (const followUp of scope.afterEnd) followUp();
  }
}

/**
 * Runs `followUp` once the transaction of the current `runInTransaction` has committed, or at once
 * outside one: what others are told of (an event on the bus) must be there when they look. It is
 * dropped when the transaction rolls back, and so is an attempt PostgreSQL retried.
 */
export function afterCommit(followUp: () => void): void {
  const scope = scopes.getStore();
  if (scope?.open) scope.afterCommit.push(followUp);
  else followUp();
}

/**
 * Runs `followUp` once the current transaction has ended, committed or not (at once outside one): for
 * what is harmless when nothing changed and must not be missed when a commit's outcome is unknown (a
 * connection lost during COMMIT), such as dropping what a cache keeps.
 */
export function afterTransaction(followUp: () => void): void {
  const scope = scopes.getStore();
  if (scope?.open) scope.afterEnd.push(followUp);
  else followUp();
}
