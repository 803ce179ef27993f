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
