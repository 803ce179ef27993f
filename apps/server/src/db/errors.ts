/** The constraint a unique violation (SQLSTATE 23505) broke, from either driver, through Drizzle's wrapper. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : String(candidate.detail ?? '');
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * A data exception (SQLSTATE class 22): a value the database cannot store, such as a NUL character in
 * text or a date out of range. It is the request's fault, not ours.
 */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The error and its causes, as far as Drizzle and the drivers nest them. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Socket errors and SQLSTATEs that mean no connection could be opened, so nothing was sent. */
const CONNECT_FAILURE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '53300', // too_many_connections
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
]);
const CONNECT_FAILURE_MESSAGES = [/timeout exceeded when trying to connect/i, /connection terminated due to connection timeout/i];

/** Errors that mean an open connection died under a statement: its outcome is unknown unless it only read. */
const CONNECTION_LOST_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown: terminated by pg_terminate_backend or a fast shutdown
  '57P02', // crash_shutdown
  '57P05', // idle_session_timeout
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);
const CONNECTION_LOST_MESSAGES = [
  /^connection terminated/i,
  /is not queryable/i,
  /cannot use a pool after calling end/i,
  /^pglite is closed/i,
];

function matches(error: unknown, codes: Set<string>, messages: RegExp[]): boolean {
  for (const candidate of causes(error)) {
    if (typeof candidate.code === 'string' && codes.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && messages.some((pattern) => pattern.test(candidate.message as string))) return true;
  }
  return false;
}

/** No connection to the database could be had: nothing reached it, so the work is safe to try again. */
export function isConnectFailure(error: unknown): boolean {
  return matches(error, CONNECT_FAILURE_CODES, CONNECT_FAILURE_MESSAGES);
}

/** The connection died under a statement, or the client was already unusable. */
export function isConnectionLost(error: unknown): boolean {
  return matches(error, CONNECTION_LOST_CODES, CONNECTION_LOST_MESSAGES);
}

/** The database's disk is full (SQLSTATE disk_full). */
export function isDiskFull(error: unknown): boolean {
  return matches(error, new Set(['53100']), [/no space left on device/i]);
}

/** The database is up but cannot take more: a full disk or no memory left. */
const OUT_OF_RESOURCES_CODES = new Set(['53100', '53200']);

/** The database could not be reached, went away mid-request, or is out of disk or memory (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectFailure(error) || isConnectionLost(error) || matches(error, OUT_OF_RESOURCES_CODES, []);
}
