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
