import { describe, expect, it } from 'vitest';
import { isConnectFailure, isConnectionLost, isDatabaseUnavailable, isDiskFull } from './errors.js';

/** How Drizzle hands a driver error on: its own error, the driver's as the cause. */
const viaDrizzle = (cause: object) => Object.assign(new Error('Failed query: insert into "goals" ... params: ...'), { cause });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('database error classes', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a server still starting', pgError('57P03', 'the database system is starting up')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
  ])('treats %s as a connect failure: nothing was sent', (_case, error) => {
    expect(isConnectFailure(viaDrizzle(error))).toBe(true);
    expect(isDatabaseUnavailable(viaDrizzle(error))).toBe(true);
  });

  it.each([
    ['a terminated backend', pgError('57P01', 'terminating connection due to administrator command')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a client already dead', new Error('Client has encountered a connection error and is not queryable')],
  ])('treats %s as a lost connection, not a connect failure', (_case, error) => {
    expect(isConnectionLost(viaDrizzle(error))).toBe(true);
    expect(isConnectFailure(viaDrizzle(error))).toBe(false);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('counts a full disk as unavailable, and names it', () => {
    const full = pgError('53100', 'could not extend file "base/16384/16390": No space left on device');
    expect(isDatabaseUnavailable(viaDrizzle(full))).toBe(true);
    expect(isDiskFull(viaDrizzle(full))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a bad value', pgError('22P02', 'invalid input syntax for type uuid')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('leaves %s alone: it is not the database being away', (_case, error) => {
    expect(isDatabaseUnavailable(viaDrizzle(error))).toBe(false);
  });
});
